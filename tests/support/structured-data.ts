// Checks a page's JSON-LD against Google's rules for product results (merchant listings), offline, for
// tests/unit/product-json-ld.test.ts and tests/e2e/structured-data.spec.ts.
//
// Two layers:
// 1. @adobe/structured-data-validator: Google's required and recommended properties per type (Product,
//    Offer, OfferShippingDetails, ShippingDeliveryTime, MerchantReturnPolicy, BreadcrumbList, …). Its
//    optional schema.org layer needs the vocabulary file, which its caller would have to download; it is
//    left out, so the library reads nothing from the network.
// 2. The rules of Google's documentation that the library does not check: the values of enumerations
//    (availability, item condition, return policy), a price above zero written as a number, ISO codes,
//    absolute URLs, whole days in delivery times, the types expected at each place (an AggregateOffer is
//    not a merchant listing's offer), Product markup only for the one product a page sells (not for a list
//    or a mention), no rating markup unless the page shows reviews, and a software app only with ratings.
import Validator from "@adobe/structured-data-validator";

export type StructuredDataIssue = {
  /** Where in the page's JSON-LD: "Product.offers[1].shippingDetails.shippingRate.value". */
  path: string;
  /** The rule broken, as Google's documentation states it. */
  rule: string;
  severity: "error" | "warning";
};

export type StructuredDataPolicy = {
  /**
   * Whether the page shows the reviews a rating would sum up. Google's review snippet guidelines allow
   * rating markup only for reviews readers can see on the page.
   */
  reviewsShown: boolean;
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const typesOf = (node: Node): string[] => list(node["@type"]).filter((type): type is string => typeof type === "string");
const hasType = (node: Node, type: string) => typesOf(node).includes(type);

// ------------------------------------------------------------------ layer 1: the library

const adobe = new Validator();

type AdobePath = { type?: string; index?: number; length?: number; property?: string }[];

/** "Product.offers[1].shippingDetails" from the library's path; the root's index only when the page has several. */
function adobePath(path: AdobePath = [], fields: string[] = [], rootCounts: Map<string, number>): string {
  const parts = path.map((element, position) => {
    if (position === 0) {
      const root = element.type ?? "?";
      return (rootCounts.get(root) ?? 0) > 1 ? `${root}[${element.index ?? 0}]` : root;
    }
    const index = element.length !== undefined && element.index !== undefined ? `[${element.index}]` : "";
    return `${element.property ?? "?"}${index}`;
  });
  const field = fields.length === 1 ? fields[0] : fields.length > 1 ? `{${fields.join(", ")}}` : undefined;
  return [...parts, ...(field ? [field] : [])].join(".");
}

async function libraryIssues(nodes: readonly Node[]): Promise<StructuredDataIssue[]> {
  const byRootType: Record<string, object[]> = {};
  for (const node of nodes) {
    const root = typesOf(node)[0] ?? "?";
    // A copy: the library takes its own bookkeeping out of the items it is given.
    (byRootType[root] ??= []).push(structuredClone(node));
  }
  const rootCounts = new Map(Object.entries(byRootType).map(([type, items]) => [type, items.length]));
  const issues = await adobe.validate({ jsonld: byRootType });
  return issues.map((issue) => ({
    path: adobePath(issue.path, issue.fieldNames, rootCounts),
    rule: issue.issueMessage,
    severity: issue.severity === "ERROR" ? "error" : "warning",
  }));
}

// ------------------------------------------------------------------ layer 2: what the library does not check

const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;

/** The values Google accepts, as schema.org URLs. */
const ENUMERATIONS = {
  availability: [
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "MadeToOrder",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "Reserved",
    "SoldOut",
  ],
  itemCondition: ["NewCondition", "RefurbishedCondition", "UsedCondition", "DamagedCondition"],
  returnPolicyCategory: [
    "MerchantReturnFiniteReturnWindow",
    "MerchantReturnNotPermitted",
    "MerchantReturnUnlimitedWindow",
    "MerchantReturnUnspecified",
  ],
  returnMethod: ["ReturnAtKiosk", "ReturnByMail", "ReturnInStore"],
  returnFees: ["FreeReturn", "ReturnFeesCustomerResponsibility", "ReturnShippingFees"],
  refundType: ["ExchangeRefund", "FullRefund", "StoreCreditRefund"],
} as const;

class Checker {
  readonly issues: StructuredDataIssue[] = [];

  error(path: string, rule: string) {
    this.issues.push({ path, rule, severity: "error" });
  }

  /** `node[key]` is one of the enumeration's values, written as a schema.org URL. */
  enumeration(node: Node, key: keyof typeof ENUMERATIONS, path: string, required = false) {
    const values = list(node[key]);
    if (values.length === 0) {
      if (required) this.error(`${path}.${key}`, `"${key}" is required`);
      return;
    }
    const allowed: readonly string[] = ENUMERATIONS[key];
    for (const value of values) {
      const name = typeof value === "string" ? value.replace(/^https?:\/\/schema\.org\//, "") : "";
      if (typeof value !== "string" || name === value || !allowed.includes(name)) {
        this.error(
          `${path}.${key}`,
          `"${key}" must be one of ${allowed.map((v) => `https://schema.org/${v}`).join(", ")}: got ${JSON.stringify(value)}`,
        );
      }
    }
  }

  absoluteUrl(value: unknown, path: string, required = false) {
    if (value === undefined) {
      if (required) this.error(path, "an absolute URL is required");
      return;
    }
    for (const url of list(value)) {
      const text = isNode(url) ? (url.url ?? url.contentUrl) : url;
      if (typeof text !== "string" || !/^https?:\/\/[^/\s]+/.test(text))
        this.error(path, `must be an absolute http(s) URL: got ${JSON.stringify(url)}`);
    }
  }

  country(value: unknown, path: string) {
    const codes = list(value);
    if (codes.length === 0) this.error(path, "a country is required");
    for (const code of codes) {
      if (typeof code !== "string" || !/^[A-Z]{2}$/.test(code))
        this.error(path, `must be an ISO 3166-1 alpha-2 country code: got ${JSON.stringify(code)}`);
    }
  }

  currency(value: unknown, path: string) {
    if (typeof value !== "string" || !/^[A-Z]{3}$/.test(value))
      this.error(path, `an ISO 4217 currency code is required: got ${JSON.stringify(value)}`);
  }

  /** Nodes at `node[key]` must be of `type` (or one of `types`); answers them. */
  typed(node: Node, key: string, types: readonly string[], path: string, required: boolean): { node: Node; path: string }[] {
    const values = list(node[key]);
    if (values.length === 0 && required) this.error(`${path}.${key}`, `"${key}" (${types.join(" or ")}) is required`);
    return values.flatMap((value, index) => {
      const at = values.length > 1 || Array.isArray(node[key]) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      if (!isNode(value) || !types.some((type) => hasType(value, type))) {
        this.error(
          at,
          `must be ${types.join(" or ")}: got ${isNode(value) ? JSON.stringify(value["@type"] ?? "no @type") : JSON.stringify(value)}`,
        );
        return [];
      }
      return [{ node: value, path: at }];
    });
  }

  product(product: Node, path: string) {
    this.absoluteUrl(product.image, `${path}.image`);
    for (const brand of this.typed(product, "brand", ["Brand", "Organization"], path, false)) {
      if (typeof brand.node.name !== "string" || brand.node.name === "") this.error(`${brand.path}.name`, "a brand needs its name");
    }
    const offers = list(product.offers);
    for (const [index, value] of offers.entries()) {
      const at = Array.isArray(product.offers) ? `${path}.offers[${index}]` : `${path}.offers`;
      if (isNode(value) && hasType(value, "AggregateOffer")) {
        this.error(
          at,
          "merchant listings take an Offer for each item sold; AggregateOffer is for product snippets of pages that sell nothing",
        );
      } else if (!isNode(value) || !hasType(value, "Offer")) {
        this.error(at, `must be an Offer: got ${JSON.stringify(isNode(value) ? value["@type"] : value)}`);
      } else {
        this.offer(value, at);
      }
    }
  }

  offer(offer: Node, path: string) {
    const price = offer.price ?? (isNode(offer.priceSpecification) ? offer.priceSpecification.price : undefined);
    const number = typeof price === "number" ? price : typeof price === "string" && /^\d+(\.\d+)?$/.test(price) ? Number(price) : NaN;
    if (!(number > 0))
      this.error(
        `${path}.price`,
        `the price must be a number above zero, without a currency sign or thousands separator: got ${JSON.stringify(price)}`,
      );
    this.currency(offer.priceCurrency, `${path}.priceCurrency`);
    this.enumeration(offer, "availability", path);
    this.enumeration(offer, "itemCondition", path);
    this.absoluteUrl(offer.url, `${path}.url`);
    for (const details of this.typed(offer, "shippingDetails", ["OfferShippingDetails"], path, false))
      this.shipping(details.node, details.path);
    for (const policy of this.typed(offer, "hasMerchantReturnPolicy", ["MerchantReturnPolicy"], path, false))
      this.returns(policy.node, policy.path);
  }

  shipping(details: Node, path: string) {
    for (const rate of this.typed(details, "shippingRate", ["MonetaryAmount"], path, true)) {
      const value = rate.node.value ?? rate.node.maxValue;
      const number = typeof value === "number" ? value : typeof value === "string" && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!(number >= 0))
        this.error(`${rate.path}.value`, `the shipping rate must be a number of at least zero: got ${JSON.stringify(value)}`);
      this.currency(rate.node.currency, `${rate.path}.currency`);
    }
    for (const region of this.typed(details, "shippingDestination", ["DefinedRegion"], path, true)) {
      this.country(region.node.addressCountry, `${region.path}.addressCountry`);
      for (const code of list(region.node.addressRegion)) {
        if (typeof code !== "string" || !/^[A-Z0-9]{1,3}$/.test(code)) {
          this.error(
            `${region.path}.addressRegion`,
            `must be ISO 3166-2 subdivision codes without the country: got ${JSON.stringify(code)}`,
          );
        }
      }
    }
    for (const time of this.typed(details, "deliveryTime", ["ShippingDeliveryTime"], path, false)) {
      for (const key of ["handlingTime", "transitTime"]) {
        for (const span of this.typed(time.node, key, ["QuantitativeValue"], time.path, false)) {
          const { minValue, maxValue, unitCode } = span.node;
          if (
            !Number.isInteger(minValue) ||
            !Number.isInteger(maxValue) ||
            (minValue as number) < 0 ||
            (minValue as number) > (maxValue as number)
          ) {
            this.error(
              span.path,
              `needs whole minValue and maxValue, 0 <= minValue <= maxValue: got ${JSON.stringify({ minValue, maxValue })}`,
            );
          }
          if (unitCode !== "DAY" && unitCode !== "d")
            this.error(`${span.path}.unitCode`, `must be "DAY" (or "d"): got ${JSON.stringify(unitCode)}`);
        }
      }
    }
  }

  returns(policy: Node, path: string) {
    this.country(policy.applicableCountry, `${path}.applicableCountry`);
    this.enumeration(policy, "returnPolicyCategory", path, true);
    const category = String(policy.returnPolicyCategory ?? "");
    const finite = category.endsWith("/MerchantReturnFiniteReturnWindow");
    if (finite && (!Number.isInteger(policy.merchantReturnDays) || (policy.merchantReturnDays as number) <= 0)) {
      this.error(
        `${path}.merchantReturnDays`,
        `a finite return window needs its number of days: got ${JSON.stringify(policy.merchantReturnDays)}`,
      );
    }
    if (category.endsWith("/MerchantReturnNotPermitted")) return;
    this.enumeration(policy, "returnMethod", path);
    this.enumeration(policy, "returnFees", path);
    this.enumeration(policy, "refundType", path);
    if (String(policy.returnFees ?? "").endsWith("/ReturnShippingFees") && policy.returnShippingFeesAmount === undefined) {
      this.error(`${path}.returnShippingFeesAmount`, "return shipping fees need their amount");
    }
    this.absoluteUrl(policy.merchantReturnLink, `${path}.merchantReturnLink`);
  }
}

/** schema.org's SoftwareApplication and its kinds. */
const SOFTWARE_APPS = ["SoftwareApplication", "WebApplication", "MobileApplication", "VideoGame"];

/** Every node of the page with where it is and how deep: depth 0 is a script's own item. */
function* walk(value: unknown, path: string, depth: number): Generator<{ node: Node; path: string; depth: number }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`, depth);
    return;
  }
  if (!isNode(value)) return;
  yield { node: value, path, depth };
  for (const [key, child] of Object.entries(value)) {
    if (!key.startsWith("@")) yield* walk(child, `${path}.${key}`, depth + 1);
  }
}

/** How issues name a script's item: its type, with its index among the page's items of that type if there are several. */
function rootName(nodes: readonly Node[], node: Node): string {
  const type = typesOf(node)[0] ?? "?";
  const same = nodes.filter((other) => (typesOf(other)[0] ?? "?") === type);
  return same.length > 1 ? `${type}[${same.indexOf(node)}]` : type;
}

function siteIssues(nodes: readonly Node[], policy: StructuredDataPolicy): StructuredDataIssue[] {
  const check = new Checker();
  let products = 0;
  for (const root of nodes) {
    const name = rootName(nodes, root);
    if (typeof root["@context"] !== "string" || !SCHEMA_ORG.test(root["@context"])) {
      check.error(`${name}.@context`, `an item of its own needs "@context": "https://schema.org": got ${JSON.stringify(root["@context"])}`);
    }
    for (const { node, path, depth } of walk(root, name, 0)) {
      if (typesOf(node).length === 0 && depth === 0) check.error(path, 'every item needs an "@type"');
      if (!policy.reviewsShown) {
        for (const key of ["aggregateRating", "review"]) {
          if (node[key] !== undefined) {
            check.error(`${path}.${key}`, "rating and review markup must sum up reviews shown on the page, and this page shows none");
          }
        }
        if (hasType(node, "AggregateRating") || hasType(node, "Review")) {
          check.error(path, "rating and review markup must sum up reviews shown on the page, and this page shows none");
        }
      }
      if (SOFTWARE_APPS.some((type) => hasType(node, type)) && node.aggregateRating === undefined && node.review === undefined) {
        check.error(path, "Google's software app results need a rating or reviews (and an offer with its price)");
      }
      if (!hasType(node, "Product")) continue;
      if (depth > 0) {
        check.error(path, "Product markup is for the page of the one product it sells: not for a list of products, a catalog or a mention");
        continue;
      }
      products += 1;
      check.product(node, path);
    }
  }
  if (products > 1) check.error("Product", `a page is about one product, and this one marks up ${products}`);
  return check.issues;
}

// ------------------------------------------------------------------ both

/** The issues of a page's JSON-LD items (each script's content, arrays flattened); errors first. */
export async function validateStructuredData(
  items: readonly unknown[],
  policy: StructuredDataPolicy = { reviewsShown: false },
): Promise<StructuredDataIssue[]> {
  const nodes = items.filter(isNode);
  const malformed: StructuredDataIssue[] = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !isNode(item))
    .map(({ index }) => ({ path: `[${index}]`, rule: "every item must be a JSON object", severity: "error" }));
  const issues = [...malformed, ...(await libraryIssues(nodes)), ...siteIssues(nodes, policy)];
  return issues.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
}

/** The JSON-LD items of an HTML page: every `<script type="application/ld+json">`, arrays flattened. */
export function jsonLdItems(html: string): { items: unknown[]; unreadable: string[] } {
  const items: unknown[] = [];
  const unreadable: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    const text = match[1] ?? "";
    try {
      const data: unknown = JSON.parse(text);
      items.push(...(Array.isArray(data) ? data : [data]));
    } catch (error) {
      unreadable.push(`${(error as Error).message}: ${text.slice(0, 80)}`);
    }
  }
  return { items, unreadable };
}
