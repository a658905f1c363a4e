import { describe, expect, it } from "vitest";
import { DELIVERY, RETURN_DAYS } from "@/lib/content/shipping-returns";
import { CONTIGUOUS_US_REGIONS, offerShippingCents, productJsonLd, type ProductJsonLdInput } from "@/lib/seo/product-json-ld";
import { seededProducts } from "@/tests/support/catalog-fixture";
import { validateStructuredData, type StructuredDataIssue } from "@/tests/support/structured-data";

type Offer = {
  sku: string;
  price: string;
  availability: string;
  eligibleQuantity?: { minValue: number };
  shippingDetails: {
    shippingRate: { value: number; currency: string };
    shippingDestination: { addressCountry: string; addressRegion: string[] };
    deliveryTime: {
      handlingTime: { minValue: number; maxValue: number; unitCode: string };
      transitTime: { minValue: number; maxValue: number };
    };
  };
  hasMerchantReturnPolicy: Record<string, unknown>;
};

/** A degreaser sold by the gallon, with sizes on each side of the $50 free-shipping line. */
const DEGREASER: ProductJsonLdInput = {
  name: "Triple Zero Kitchen Degreaser",
  description: "Cuts grease on hoods, fryers and floors.",
  itemNumber: "TZ-KD-101",
  category: "Food & Beverage",
  baseSize: "gallon",
  shippingIncluded: false,
  sizes: [
    { size: "quart", itemNumber: "TZ-KD-101-QT", price: "12.49", quoteOnly: false, inStock: true, minimumQuantity: 4 },
    { size: "trigger_sprayer", itemNumber: "TZ-KD-101-TS", price: "49.99", quoteOnly: false, inStock: true, minimumQuantity: 1 },
    { size: "gallon", itemNumber: "TZ-KD-101", price: "50.00", quoteOnly: false, inStock: true, minimumQuantity: 1 },
    { size: "pail", itemNumber: "TZ-KD-101-5G", price: "219.99", quoteOnly: false, inStock: false, minimumQuantity: 1 },
    { size: "drum", itemNumber: "TZ-KD-101-55G", price: "1999.99", quoteOnly: true, inStock: true, minimumQuantity: 1 },
  ],
};

const PATH = "/products/triple-zero-kitchen-degreaser";
const URL_OF_PAGE = `http://localhost:3000${PATH}`;

function build(product: ProductJsonLdInput = DEGREASER) {
  const [node, ...rest] = productJsonLd(product, PATH);
  expect(rest).toEqual([]);
  return node as unknown as Record<string, unknown> & { offers: Offer[] };
}

const errors = (issues: StructuredDataIssue[]) => issues.filter((issue) => issue.severity === "error").map((i) => `${i.path}: ${i.rule}`);

/**
 * The recommendations the shop cannot or should not follow: ratings and reviews (the site shows no
 * reviews), GTINs (the products have none), an end date for prices (they have none), and the apparel and
 * variant fields of Google's list.
 */
const ACCEPTED_WARNINGS = new Set([
  "aggregateRating",
  "review",
  "{gtin, gtin8, gtin12, gtin13, gtin14, isbn}",
  "priceValidUntil",
  "audience",
  "color",
  "hasCertification",
  "inProductGroupWithID",
  "isVariantOf",
  "material",
  "pattern",
  "size",
  "subjectOf",
]);

const unexpectedWarnings = (issues: StructuredDataIssue[]) =>
  issues
    .filter((issue) => issue.severity === "warning" && !ACCEPTED_WARNINGS.has(issue.path.split(".").at(-1) ?? ""))
    .map((i) => `${i.path}: ${i.rule}`);

describe("a product page's Product markup", () => {
  it("names the product with its item number, description, absolute packshot, brand and page", () => {
    expect(build()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${URL_OF_PAGE}#product`,
      name: "Triple Zero Kitchen Degreaser",
      description: "Cuts grease on hoods, fryers and floors.",
      sku: "TZ-KD-101",
      image: "http://localhost:3000/packshots/TZ-KD-101.png",
      url: URL_OF_PAGE,
      brand: { "@type": "Brand", name: "Triple Zero Chemical Co." },
    });
  });

  it("offers every size sold online, in stock or not, at its price in USD; a size sold on quote only is no offer", () => {
    const offers = build().offers;
    expect(offers.map((offer) => [offer.sku, offer.price, offer.availability])).toEqual([
      ["TZ-KD-101-QT", "12.49", "https://schema.org/InStock"],
      ["TZ-KD-101-TS", "49.99", "https://schema.org/InStock"],
      ["TZ-KD-101", "50.00", "https://schema.org/InStock"],
      ["TZ-KD-101-5G", "219.99", "https://schema.org/OutOfStock"],
    ]);
    for (const offer of offers)
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "USD",
        itemCondition: "https://schema.org/NewCondition",
        url: URL_OF_PAGE,
      });
  });

  it("states a size's minimum order", () => {
    const [quart, sprayer] = build().offers;
    expect(quart?.eligibleQuantity).toEqual({ "@type": "QuantitativeValue", minValue: 4, unitText: "quarts" });
    expect(sprayer).not.toHaveProperty("eligibleQuantity");
  });

  it("ships free when the smallest order of a size comes to $50 or more, and for a flat $9.95 below", () => {
    const rates = build().offers.map((offer) => [offer.sku, offer.shippingDetails.shippingRate.value]);
    expect(rates).toEqual([
      // 4 quarts at $12.49 come to $49.96.
      ["TZ-KD-101-QT", 9.95],
      ["TZ-KD-101-TS", 9.95],
      ["TZ-KD-101", 0],
      ["TZ-KD-101-5G", 0],
    ]);
    expect(offerShippingCents({ price: "12.50", minimumQuantity: 4 }, false)).toBe(0);
    for (const offer of build().offers) expect(offer.shippingDetails.shippingRate.currency).toBe("USD");
  });

  it("ships free whatever the price when the price includes shipping", () => {
    const rates = build({ ...DEGREASER, shippingIncluded: true }).offers.map((offer) => offer.shippingDetails.shippingRate.value);
    expect(rates).toEqual([0, 0, 0, 0]);
  });

  it("promises the policy page's delivery times in business days, to the contiguous United States", () => {
    const { shippingDestination, deliveryTime } = build().offers[0]!.shippingDetails;
    expect(shippingDestination).toMatchObject({ "@type": "DefinedRegion", addressCountry: "US" });
    expect(shippingDestination.addressRegion).toHaveLength(49);
    expect(shippingDestination.addressRegion).toEqual(CONTIGUOUS_US_REGIONS);
    expect(shippingDestination.addressRegion).not.toContain("AK");
    expect(shippingDestination.addressRegion).not.toContain("HI");
    expect(deliveryTime).toMatchObject({
      "@type": "ShippingDeliveryTime",
      handlingTime: {
        "@type": "QuantitativeValue",
        minValue: DELIVERY.handlingDays[0],
        maxValue: DELIVERY.handlingDays[1],
        unitCode: "DAY",
      },
      transitTime: { "@type": "QuantitativeValue", minValue: DELIVERY.transitDays[0], maxValue: DELIVERY.transitDays[1], unitCode: "DAY" },
    });
    expect(deliveryTime.handlingTime).toMatchObject({ minValue: 1, maxValue: 2 });
    expect(deliveryTime.transitTime).toMatchObject({ minValue: 2, maxValue: 5 });
  });

  it("states the 30-day money-back trial of /shipping-and-returns: by mail, return postage paid by the buyer, the price refunded", () => {
    expect(RETURN_DAYS).toBe(30);
    expect(build().offers[0]!.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "US",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 30,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
      refundType: "https://schema.org/FullRefund",
      merchantReturnLink: "http://localhost:3000/shipping-and-returns",
    });
  });

  it("carries no rating: the site shows no reviews", () => {
    expect(JSON.stringify(build())).not.toMatch(/aggregateRating|review|ratingValue/i);
  });

  it("is left out when every size is sold on quote only", () => {
    const quoteOnly = { ...DEGREASER, sizes: DEGREASER.sizes.map((size) => ({ ...size, quoteOnly: true })) };
    expect(productJsonLd(quoteOnly, PATH)).toEqual([]);
  });

  it("passes Google's merchant-listing rules with no error and only the recommendations the shop cannot follow", async () => {
    const issues = await validateStructuredData(productJsonLd(DEGREASER, PATH));
    expect(errors(issues)).toEqual([]);
    expect(unexpectedWarnings(issues)).toEqual([]);
  });

  it.each(seededProducts().map((product) => [product.itemNumber, product] as const))(
    "passes them for %s as the seeded catalog sells it",
    async (itemNumber, input) => {
      const items = productJsonLd(input, `/products/${itemNumber.toLowerCase()}`);
      if (input.sizes.every((size) => size.quoteOnly)) return expect(items).toEqual([]);
      const issues = await validateStructuredData(items);
      expect(errors(issues)).toEqual([]);
      expect(unexpectedWarnings(issues)).toEqual([]);
    },
  );
});

describe("the structured data validator", () => {
  const valid = () => structuredClone(build());
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case breaks the markup at a place of its own
  const check = async (mutate: (product: Record<string, any>) => void, policy?: { reviewsShown: boolean }) => {
    const product = valid();
    mutate(product);
    return errors(await validateStructuredData([product], policy));
  };

  it("fails a product without its image, or with a relative one", async () => {
    expect(await check((p) => delete p.image)).toContain('Product.image: Required attribute "image" is missing');
    expect(await check((p) => (p.image = "/packshots/TZ-KD-101.png"))).toContainEqual(
      expect.stringMatching(/^Product\.image: must be an absolute/),
    );
  });

  it("fails a price of zero, or written with a dollar sign", async () => {
    expect(await check((p) => (p.offers[0].price = "0"))).toContainEqual(
      expect.stringMatching(/^Product\.offers\[0\]\.price: the price must be a number above zero/),
    );
    expect(await check((p) => (p.offers[1].price = "$49.99"))).toContainEqual(expect.stringMatching(/^Product\.offers\[1\]\.price:/));
  });

  it("fails an AggregateOffer in place of offers", async () => {
    const issues = await check(
      (p) => (p.offers = { "@type": "AggregateOffer", lowPrice: "12.49", highPrice: "219.99", priceCurrency: "USD" }),
    );
    expect(issues).toContainEqual(expect.stringMatching(/^Product\.offers: merchant listings take an Offer/));
  });

  it("fails availability, condition and return values that are not schema.org's", async () => {
    expect(await check((p) => (p.offers[0].availability = "in stock"))).toContainEqual(
      expect.stringMatching(/^Product\.offers\[0\]\.availability: "availability" must be one of/),
    );
    expect(await check((p) => (p.offers[0].itemCondition = "New"))).toContainEqual(
      expect.stringMatching(/^Product\.offers\[0\]\.itemCondition:/),
    );
    expect(await check((p) => (p.offers[0].hasMerchantReturnPolicy.returnFees = "https://schema.org/Free"))).toContainEqual(
      expect.stringMatching(/^Product\.offers\[0\]\.hasMerchantReturnPolicy\.returnFees:/),
    );
  });

  it("fails a finite return window without its days, and a policy without its country", async () => {
    expect(await check((p) => delete p.offers[0].hasMerchantReturnPolicy.merchantReturnDays)).toContainEqual(
      expect.stringMatching(/^Product\.offers\[0\]\.hasMerchantReturnPolicy\.merchantReturnDays: a finite return window/),
    );
    expect(await check((p) => delete p.offers[2].hasMerchantReturnPolicy.applicableCountry)).toContainEqual(
      expect.stringMatching(/^Product\.offers\[2\]\.hasMerchantReturnPolicy/),
    );
  });

  it("fails shipping details without a rate or a destination, and delivery times not in days", async () => {
    expect(await check((p) => delete p.offers[0].shippingDetails.shippingRate)).toContainEqual(
      'Product.offers[0].shippingDetails.shippingRate: Required attribute "shippingRate" is missing',
    );
    expect(await check((p) => delete p.offers[0].shippingDetails.shippingDestination)).toContainEqual(
      expect.stringMatching(/^Product\.offers\[0\]\.shippingDetails\.shippingDestination/),
    );
    expect(await check((p) => (p.offers[0].shippingDetails.deliveryTime.transitTime.unitCode = "HUR"))).toContainEqual(
      'Product.offers[0].shippingDetails.deliveryTime.transitTime.unitCode: must be "DAY" (or "d"): got "HUR"',
    );
  });

  it("fails rating markup on a page that shows no reviews, and lets it be where reviews are shown", async () => {
    const rate = (p: Record<string, unknown>) => (p.aggregateRating = { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 147 });
    expect(await check(rate)).toContain(
      "Product.aggregateRating: rating and review markup must sum up reviews shown on the page, and this page shows none",
    );
    expect(await check(rate, { reviewsShown: true })).toEqual([]);
  });

  it("fails Product markup in a list, a catalog or a mention, and two products on one page", async () => {
    const list = {
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [{ "@type": "ListItem", position: 1, item: { ...valid(), "@context": undefined } }],
    };
    expect(errors(await validateStructuredData([list]))).toContainEqual(
      expect.stringMatching(/^ItemList\.itemListElement\[0\]\.item: Product markup is for the page of the one product it sells/),
    );
    expect(errors(await validateStructuredData([valid(), valid()]))).toContain(
      "Product: a page is about one product, and this one marks up 2",
    );
  });

  it("fails a software app without ratings, which Google's software app results need", async () => {
    const app = {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Calculator",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    };
    expect(errors(await validateStructuredData([app]))).toContainEqual(
      expect.stringMatching(/^WebApplication: Google's software app results need a rating/),
    );
  });

  it("fails an item without @context", async () => {
    expect(await check((p) => delete p["@context"])).toContainEqual(expect.stringMatching(/^Product\.@context:/));
  });
});
