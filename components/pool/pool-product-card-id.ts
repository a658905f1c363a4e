/** The id of a product card on /pool-spa, shared by the card and the application cards that focus it. */
export function poolProductCardId(itemNumber: string): string {
  return `pool-product-${itemNumber.toLowerCase()}`;
}
