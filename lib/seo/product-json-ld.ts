// Product structured data for the pages where a product can be bought (Google's "merchant listings"):
// the product, and one Offer for each size that can be put in the cart, with what that size costs to
// ship, how long delivery takes and how it can be sent back. Every fact comes from the rule the shop
// applies or the page that states it: shipping from lib/domain/shipping.ts (what checkout charges),
// delivery times and the return window from lib/content/shipping-returns.ts (what /shipping-and-returns
// says). Sizes sold on quote only have no price to show and are left out; a product with none to buy
// online gets no Product markup at all. No rating: the site shows no reviews. Pure.
import { DELIVERY, RETURN_DAYS, SHIPPING_RETURNS_PATH } from "@/lib/content/shipping-returns";
import type { ProductView, SizeView } from "@/lib/catalog/read";
import { toCents } from "@/lib/domain/money";
import { PACK_SIZE_INFO } from "@/lib/catalog/pack-sizes";
import { shippingCents } from "@/lib/domain/shipping";
import { US_STATES } from "@/lib/domain/tax";
import { packshotPath } from "@/lib/images/packshot";
import type { JsonLdObject } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";

export type ProductJsonLdSize = Pick<SizeView, "size" | "itemNumber" | "price" | "quoteOnly" | "inStock" | "minimumQuantity">;

/** What the markup reads of a product: a ProductView is one. */
export type ProductJsonLdInput = Pick<ProductView, "name" | "description" | "itemNumber" | "category" | "baseSize" | "shippingIncluded"> & {
  sizes: readonly ProductJsonLdSize[];
};

const SCHEMA = "https://schema.org";
const CURRENCY = "USD";
const COUNTRY = "US";

/**
 * Where the delivery times of DELIVERY hold: the contiguous United States (the 48 states and DC). The
 * policy page asks buyers in Alaska and Hawaii to call for an estimate, so no time is promised there.
 */
export const CONTIGUOUS_US_REGIONS: readonly string[] = US_STATES.map(([code]) => code).filter((code) => code !== "AK" && code !== "HI");

const absolute = (path: string) => new URL(path, siteConfig.url).toString();

/** The "@id" of the Product on the page at `path`, by which another page's markup can point to it. */
export const productNodeId = (path: string) => `${absolute(path)}#product`;

/** The sizes that are offers: the ones a buyer can put in the cart (in stock or not), not those sold on quote. */
export function offeredSizes<T extends Pick<ProductJsonLdSize, "quoteOnly">>(sizes: readonly T[]): T[] {
  return sizes.filter((size) => !size.quoteOnly);
}

/**
 * What shipping one order of this size costs at least: an order holds at least the size's minimum
 * quantity, and the shop ships free from $50 (lines whose price includes shipping never pay).
 */
export function offerShippingCents(size: Pick<ProductJsonLdSize, "price" | "minimumQuantity">, shippingIncluded: boolean): number {
  if (shippingIncluded) return 0;
  return shippingCents(toCents(size.price) * Math.max(1, size.minimumQuantity));
}

const days = ([minValue, maxValue]: readonly [number, number]) => ({ "@type": "QuantitativeValue", minValue, maxValue, unitCode: "DAY" });

function shippingDetails(cents: number): JsonLdObject {
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: cents / 100, currency: CURRENCY },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: COUNTRY, addressRegion: [...CONTIGUOUS_US_REGIONS] },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      // "Business days are Monday to Friday" (the policy page).
      businessDays: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `${SCHEMA}/${day}`),
      },
      handlingTime: days(DELIVERY.handlingDays),
      transitTime: days(DELIVERY.transitDays),
    },
  };
}

/**
 * The money-back trial as /shipping-and-returns states it: any product, within RETURN_DAYS days of
 * delivery, sent back by mail to the address we give; the product's price is refunded. The page refunds
 * the price only and has the buyer send the parcel, so the return postage is the buyer's.
 */
export function merchantReturnPolicyJsonLd(): JsonLdObject {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: COUNTRY,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURN_DAYS,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: `${SCHEMA}/ReturnFeesCustomerResponsibility`,
    refundType: `${SCHEMA}/FullRefund`,
    merchantReturnLink: absolute(SHIPPING_RETURNS_PATH),
  };
}

function offer(size: ProductJsonLdSize, url: string, shippingIncluded: boolean): JsonLdObject {
  return {
    "@type": "Offer",
    sku: size.itemNumber,
    price: size.price,
    priceCurrency: CURRENCY,
    availability: `${SCHEMA}/${size.inStock ? "InStock" : "OutOfStock"}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url,
    ...(size.minimumQuantity > 1
      ? { eligibleQuantity: { "@type": "QuantitativeValue", minValue: size.minimumQuantity, unitText: PACK_SIZE_INFO[size.size].units } }
      : {}),
    seller: { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url },
    shippingDetails: shippingDetails(offerShippingCents(size, shippingIncluded)),
    hasMerchantReturnPolicy: merchantReturnPolicyJsonLd(),
  };
}

/**
 * The markup of the product page at `path`: its Product with an Offer per size sold online, or nothing
 * when every size is sold on quote only (a merchant listing needs an offer with a price).
 */
export function productJsonLd(product: ProductJsonLdInput, path: string): JsonLdObject[] {
  const sizes = offeredSizes(product.sizes);
  if (sizes.length === 0) return [];
  const url = absolute(path);
  // The picture the page shows: the size the list price is for.
  const pictured = product.sizes.find((size) => size.size === product.baseSize) ?? product.sizes[0]!;
  return [
    {
      "@context": SCHEMA,
      "@type": "Product",
      "@id": productNodeId(path),
      name: product.name,
      description: product.description,
      sku: product.itemNumber,
      // The maker's own part number: the company makes every product it sells.
      mpn: product.itemNumber,
      image: absolute(packshotPath(pictured.itemNumber)),
      url,
      category: product.category,
      brand: { "@type": "Brand", name: siteConfig.companyName },
      offers: sizes.map((size) => offer(size, url, product.shippingIncluded)),
    },
  ];
}
