// The grill page's two outward actions (seed 001 §7): Buy Now opens the sister grill store's /shop
// with product, size, quantity and price in the query; Request Quote opens an e-mail draft.

export type GrillSelection = {
  /** The product's name, as the grill store and the sales team read it. */
  product: string;
  /** The size label, e.g. "5 Gallon Pail". */
  size: string;
  /** Whole units, at least 1. */
  quantity: number;
};

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
}

/**
 * `${storeUrl}/shop?product=…&size=…&quantity=…&price=…`; `price` is the unit price of the chosen
 * size as "89.99".
 */
export function grillShopUrl(storeUrl: string, selection: GrillSelection & { price: string }): string {
  checkQuantity(selection.quantity);
  if (!/^\d+\.\d{2}$/.test(selection.price)) throw new RangeError(`Price must look like 89.99, got ${selection.price}`);
  const url = new URL(`${storeUrl.replace(/\/+$/, "")}/shop`);
  url.search = new URLSearchParams({
    product: selection.product,
    size: selection.size,
    quantity: String(selection.quantity),
    price: selection.price,
  }).toString();
  return url.toString();
}

export const grillQuoteSubject = (product: string) => `Quote Request: ${product}`;

/** A mailto: draft to the sales address with subject 'Quote Request: {product}' and the selection in the body. */
export function grillQuoteMailto(email: string, selection: GrillSelection): string {
  checkQuantity(selection.quantity);
  const body = [
    "Hello,",
    "",
    "Please send me a quote for:",
    "",
    `Product: ${selection.product}`,
    `Size: ${selection.size}`,
    `Quantity: ${selection.quantity}`,
    "",
    "Thank you.",
  ].join("\r\n");
  // encodeURIComponent rather than URLSearchParams: mail clients show a "+" as a plus, not a space.
  // Lines end in CRLF, as RFC 6068 asks of mailto: bodies.
  return `mailto:${email}?subject=${encodeURIComponent(grillQuoteSubject(selection.product))}&body=${encodeURIComponent(body)}`;
}
