// The social card of a page (Open Graph and Twitter image): its size, its path and the query the route
// that draws it (app/og/route.ts) accepts. Pure and client-safe; its signed address is lib/seo/og-card.ts.
import { z } from "zod";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const OG_TITLE_MAX = 120;
export const OG_PATH = "/og";

/**
 * Characters the card's font (the Geist Regular that next/og bundles) can draw. For any other character
 * next/og would download a font or an emoji image while drawing, and nothing may be downloaded at run
 * time: such characters lose their accent or are left out.
 */
const DRAWABLE =
  /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]$/u;

/** `text` with only characters the card can draw, whitespace runs made one space. */
export function drawableText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (/\s/u.test(char)) out += " ";
    else if (DRAWABLE.test(char)) out += char;
    else {
      // "ő" → "o": a letter whose accent the font lacks keeps its base letter.
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      if (base && [...base].every((c) => DRAWABLE.test(c))) out += base;
    }
  }
  return out.replace(/\s+/g, " ").trim();
}

/** The query of GET /og (its signature, `sig`, is checked against the title as sent: lib/seo/og-card.ts). */
export const ogQuerySchema = z.object({
  title: z
    .string({ error: "The title is required" })
    .trim()
    .min(1, "The title is required")
    .max(OG_TITLE_MAX, `The title may have at most ${OG_TITLE_MAX} characters`)
    .transform(drawableText)
    .pipe(z.string().min(1, "The title has no character the card can show")),
});

/** A page title short enough for the card's query: longer ones end in "…". */
export function cardTitle(title: string): string {
  const text = title.replace(/\s+/g, " ").trim();
  return text.length <= OG_TITLE_MAX ? text : `${text.slice(0, OG_TITLE_MAX - 1).trimEnd()}…`;
}
