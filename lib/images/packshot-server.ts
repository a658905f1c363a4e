// The server's side of the product pictures (lib/images/packshot.ts draws them): the size's row by its
// item number, the picture's ETag, and the PNG. Rendering is deterministic (the same row gives the same
// SVG, and the same SVG the same PNG), so no rendered file is stored anywhere: browsers, the image
// optimizer and any CDN keep the answer for its Cache-Control, and the ETag turns their revalidation into
// a 304 that renders nothing.
import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { db } from "@/lib/db/client";
import { packshotSvg } from "./packshot";

export type Packshot = { svg: string; etag: string };

/**
 * The picture of the size with this item number, or null when no size has it. Archived products keep
 * their pictures: past orders and the archived product's old page still show them.
 */
export async function findPackshot(itemNumber: string): Promise<Packshot | null> {
  const size = await db().productSize.findUnique({
    where: { itemNumber },
    select: { size: true, itemNumber: true, product: { select: { name: true, category: true, chemicalType: true } } },
  });
  if (!size) return null;
  const svg = packshotSvg({
    name: size.product.name,
    itemNumber: size.itemNumber,
    size: size.size,
    category: size.product.category,
    chemicalType: size.product.chemicalType,
  });
  return { svg, etag: `"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"` };
}

/** Whether an If-None-Match header names this ETag (a list, weak tags and "*" included). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

export const PACKSHOT_PIXELS = 800;

/** The picture as an 800×800 PNG. */
export async function renderPackshot(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(PACKSHOT_PIXELS, PACKSHOT_PIXELS).png().toBuffer();
}
