// What the safety data sheet routes take in (addresses, the library's search, a draft's sections and date)
// and what the staff routes answer. Client-safe.
import { z } from "zod";
import { sdsContentSchema } from "@/lib/sds/rules";

const itemNumber = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, "This item number is not valid");

export const sdsProductParams = z.object({ itemNumber });

export const sdsRevisionParams = z.object({
  itemNumber,
  revision: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, "The revision must be a positive whole number")
    .transform(Number),
});

/** /sds?q=: a name or an item number, or part of one. */
export const sdsLibraryQuery = z.object({ q: z.string().max(100, "At most 100 characters").optional() });

export const sdsRevisionIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "The revision id must be a positive whole number")
    .transform(Number),
});

const revisionDate = z.iso.date("Give the revision date as YYYY-MM-DD");

export const sdsDraftSchema = z.object({
  content: sdsContentSchema,
  revisionDate,
  /** The draft's updatedAt as it was read: a save over someone else's newer one is refused (409). */
  updatedAt: z.iso.datetime({ message: "updatedAt must be the draft's last change, as read" }),
});

/** Publishing names the version read, like a save. */
export const sdsPublishSchema = z.object({ updatedAt: sdsDraftSchema.shape.updatedAt });

/** The form fields of an upload besides the file. */
export const sdsUploadFields = z.object({ revisionDate });

/** A revision as the staff routes answer it. */
export const staffSdsRevisionSchema = z.object({
  id: z.number(),
  revision: z.number(),
  state: z.enum(["draft", "published"]),
  source: z.enum(["authored", "uploaded"]),
  revisionDate: z.string(),
  content: sdsContentSchema.nullable(),
  demoContent: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffSdsRevision = z.infer<typeof staffSdsRevisionSchema>;

/** A product's revisions, as the staff SDS panel loads them. */
export const staffProductSdsSchema = z.object({
  productId: z.number(),
  itemNumber: z.string(),
  name: z.string(),
  /** Newest first. */
  revisions: z.array(staffSdsRevisionSchema),
  currentRevision: z.number().nullable(),
});
export type StaffProductSds = z.infer<typeof staffProductSdsSchema>;
