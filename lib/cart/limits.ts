// The cart's limit, apart from its zod schemas (lib/cart/schemas.ts): the quantity steppers on the shop's
// pages read it, and a constant must not bring the schema library into those pages' scripts.

/** More than anyone orders online in one line; bigger orders go through a quote. */
export const MAX_LINE_QUANTITY = 999;
