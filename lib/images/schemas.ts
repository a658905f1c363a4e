// The shapes the image routes answer and accept, shared by the route handlers and the pages.
import { z } from "zod";
import { IMAGE_CATEGORIES } from "./limits";

/** One image of the library as the routes answer it (seed 001 §3: url, filename, size in bytes). */
export const libraryImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  filename: z.string(),
  originalName: z.string().nullable(),
  size: z.number(),
  mimeType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  source: z.enum(["upload", "import"]),
  category: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

/** What an upload and an import answer: the image as the library now has it. */
export const savedImageSchema = z.object({ image: libraryImageSchema });

export const downloadImageSchema = z.object({
  imageUrl: z
    .string({ error: "Give the address of the image" })
    .trim()
    .min(1, "Give the address of the image")
    .max(2048, "The address is longer than 2048 characters")
    .pipe(z.url({ protocol: /^https?$/, error: "Use an http:// or https:// address" })),
  /** The name asked for, e.g. "grill-cleaning-1732270000000.jpg"; the server keeps its words only. */
  filename: z.string().trim().max(200, "Use at most 200 characters").optional(),
  category: z.enum(IMAGE_CATEGORIES).optional(),
});
