// What a product card is given (lib/catalog/card.ts): all that it shows, and nothing else of the
// product, since every field of a client component's props is sent with the page.
import { describe, expect, it } from "vitest";
import type { ProductView } from "@/lib/catalog/read";
import { productCardView } from "@/lib/catalog/card";

const product: ProductView = {
  id: 40,
  slug: "triple-zero-deck-cleaner",
  name: "Triple Zero Deck Cleaner",
  category: "Marine Vessel Cleaning",
  categoryId: "MARINE",
  description: "Cleans non-skid decks.",
  pricePerGallon: "44.99",
  priceUnit: "gallon",
  minimumOrder: 1,
  concentration: "Dilute 1:10",
  chemicalType: "caustic",
  benefits: ["Rinses off quickly"],
  applications: ["Non-skid decks"],
  facts: null,
  technicalSpecs: "pH 9–10",
  itemNumber: "TZ-MD-101",
  imageUrl: null,
  inStock: true,
  baseSize: "gallon",
  shippingIncluded: false,
  sizes: [
    {
      id: 1,
      size: "quart",
      label: "Quart (32 oz)",
      itemNumber: "TZ-MD-101-QT",
      price: "13.99",
      quoteOnly: false,
      inStock: true,
      minimumQuantity: 4,
    },
    {
      id: 2,
      size: "drum",
      label: "55-Gallon Drum",
      itemNumber: "TZ-MD-101-55G",
      price: "1979.99",
      quoteOnly: true,
      inStock: false,
      minimumQuantity: 1,
    },
  ],
  images: [
    { url: "/uploads/deck.webp", width: 1200, height: 900, alt: "A deck" },
    { url: "/uploads/deck-2.webp", width: 800, height: 800, alt: "The label" },
  ],
  updatedAt: "2026-11-29T20:43:32.718Z",
};

describe("a product card's view of a product", () => {
  it("keeps what the card shows and links to: names, category, price, sizes with their limits, the primary picture", () => {
    expect(productCardView(product)).toEqual({
      id: 40,
      slug: "triple-zero-deck-cleaner",
      name: "Triple Zero Deck Cleaner",
      category: "Marine Vessel Cleaning",
      categoryId: "MARINE",
      description: "Cleans non-skid decks.",
      itemNumber: "TZ-MD-101",
      pricePerGallon: "44.99",
      priceUnit: "gallon",
      baseSize: "gallon",
      sizes: [
        { id: 1, size: "quart", label: "Quart (32 oz)", itemNumber: "TZ-MD-101-QT", quoteOnly: false, inStock: true, minimumQuantity: 4 },
        { id: 2, size: "drum", label: "55-Gallon Drum", itemNumber: "TZ-MD-101-55G", quoteOnly: true, inStock: false, minimumQuantity: 1 },
      ],
      image: { url: "/uploads/deck.webp", width: 1200, height: 900, alt: "A deck" },
    });
  });

  it("has no picture for a product without library pictures (the card draws its packshot)", () => {
    expect(productCardView({ ...product, images: [] }).image).toBeNull();
  });
});
