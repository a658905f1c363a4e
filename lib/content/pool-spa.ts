// The pool and spa sub-site (/pool-spa, seed 001 §2 "Pool and spa page"): its header, hero,
// applications, the two products sold here (catalog items TZ-PS-101 and TZ-PS-102), why-choose
// list, FAQs, the article, the contact form's texts, the PayPal return notices and the page's timings.
import type { ProductView } from "@/lib/catalog/read";
import type { NavLink } from "@/lib/content/navigation";
import { ECOMMERCE_SITES } from "@/lib/content/navigation";
import { formatUsd, toCents } from "@/lib/domain/money";
import { siteConfig } from "@/lib/site-config";

const { productLine } = siteConfig;
const { hazmatRating } = siteConfig.claims;

export const POOL_SPA_PATH = "/pool-spa";

/** "From $24.95" where it starts a sentence or an item. */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Seed 001 §9: the product ring starts 0.5 s after the scroll and lasts 3 s; a failed payment scrolls after 2 s. */
export const POOL_TIMINGS = {
  highlightDelayMs: 500,
  highlightDurationMs: 3000,
  paymentFailureScrollMs: 2000,
} as const;

/** The page's anchors (seed 001 §2). */
export const POOL_ANCHORS = {
  products: "pool-spa-products",
  shopping: "shopping",
  faqs: "faqs",
  contact: "poolcontact",
  applications: "applications",
  compare: "compare",
} as const;

/** Height of the sticky pool header (phone bar and menu row) plus a little air. */
export const POOL_HEADER_OFFSET_PX = 112;

/** The page's title, description and keywords; `price` is what a bottle costs ("$29.95", poolBottlePrice). */
export const poolSeo = (price: string) =>
  ({
    title: "Pool & Spa Descaler and Scum Remover, No Hazmat",
    description: `Remove calcium scale and waterline scum from pools and spas without muriatic acid fumes. ${productLine} Pool & Spa products are rated ${hazmatRating}, biodegrade in 10 days or less and cost ${price} a bottle with shipping included.`,
    keywords: [
      "pool descaler",
      "non-hazardous pool tile cleaner",
      "calcium scale remover for pools",
      "waterline scum remover",
      "spa scum line cleaner",
      "muriatic acid alternative",
      "pool tile calcium removal",
    ],
  }) as const;

// ------------------------------------------------------------------ header

export const POOL_BRAND = {
  line: productLine,
  name: "Pool & Spa",
  tagline: `${siteConfig.claims.hazmatRatingText} • ${siteConfig.claims.americanMade}`,
} as const;

export const POOL_PHONE_BAR = {
  lead: "Questions about your pool or spa? Call",
  hours: siteConfig.hoursShort,
} as const;

/** The header's in-page items: each scrolls to its section of /pool-spa. */
export const POOL_SECTION_LINKS = [
  { label: "Products", target: POOL_ANCHORS.products },
  { label: "FAQs", target: POOL_ANCHORS.faqs },
  { label: "Contact", target: POOL_ANCHORS.contact },
] as const;

/** The header's Industries menu: the other product lines, the sister shops and the corporate site. */
export const POOL_INDUSTRY_LINKS: readonly NavLink[] = [
  { label: "All Products", href: "/products" },
  { label: "Food & Beverage", href: "/food-beverage-chemicals" },
  { label: "HVAC & Boilers", href: "/hvac-chemicals" },
  { label: "Marine", href: "/marine-chemicals" },
  { label: "Water Technologies", href: "/water-technologies" },
  { label: "Agriculture", href: "/agriculture-chemicals" },
];
export const POOL_SHOP_LINKS: readonly NavLink[] = ECOMMERCE_SITES;
export const POOL_CORPORATE_LINK: NavLink = { label: "Corporate Site", href: "/" };

// ------------------------------------------------------------------ hero

/** The opening; `price` is what a bottle costs (poolBottlePrice). */
export const poolHero = (price: string) =>
  ({
    eyebrow: `${productLine} Pool & Spa`,
    heading: "Pool scale and scum removers without the acid fumes",
    intro: `Dissolve calcium rings on tile, coping and spa shells and lift the oily scum line at the waterline, without muriatic acid, respirators or hazmat freight. Both products are rated ${hazmatRating} and biodegrade in 10 days or less.`,
    highlights: [`${sentenceCase(price)} a bottle, shipping included`, siteConfig.claims.noHazmatFees, siteConfig.claims.americanMade],
    shopLabel: "Shop Products",
    contactLabel: "Ask a Pool Expert",
  }) as const;

// ------------------------------------------------------------------ products

type PoolProductExtra = {
  itemNumber: "TZ-PS-101" | "TZ-PS-102";
  /** The product sheet. */
  sheetPath: string;
  dilution: string;
  dilutionNote: string;
  coverage: string;
};

const BOTTLE_OZ = 32;
const OZ_PER_GALLON = 128;
const SCUM_MIN_DILUTION_PERCENT = 1;
/** Gallons of wipe-down solution one bottle makes at the weakest dilution: 32 oz at 1% is 25 gallons. */
const scumGallonsPerBottle = BOTTLE_OZ / (SCUM_MIN_DILUTION_PERCENT / 100) / OZ_PER_GALLON;

const POOL_PRODUCT_EXTRAS: readonly PoolProductExtra[] = [
  {
    itemNumber: "TZ-PS-101",
    sheetPath: "/pool-spa-descaler",
    dilution: "15%-100%",
    dilutionNote: "15% for light waterline rings, full strength for heavy calcium",
    coverage: `One ${BOTTLE_OZ} oz bottle treats 500-1000 sq ft; most pools use 2-4 bottles a month`,
  },
  {
    itemNumber: "TZ-PS-102",
    sheetPath: "/pool-spa-oil-scum-remover",
    dilution: `${SCUM_MIN_DILUTION_PERCENT}%-99%`,
    dilutionNote: `${SCUM_MIN_DILUTION_PERCENT}% for routine wipe-downs and filter soaks, up to 99% on heavy scum lines`,
    coverage: `At ${SCUM_MIN_DILUTION_PERCENT}% one ${BOTTLE_OZ} oz bottle makes ${scumGallonsPerBottle} gallons of cleaning solution`,
  },
];

export type PoolProduct = PoolProductExtra & {
  name: string;
  /** Its page, /products/{slug}. */
  href: string;
  description: string;
  /** "$29.95" */
  price: string;
  /** "29.95", for structured data. */
  amount: string;
  priceUnit: string;
  benefits: readonly string[];
  shippingNote: string;
};

/** The two products as the catalog holds them (by item number, lib/catalog/offers.ts); one taken off sale is left out. */
export function poolProducts(products: ReadonlyMap<string, ProductView>): PoolProduct[] {
  return POOL_PRODUCT_EXTRAS.flatMap((extra) => {
    const item = products.get(extra.itemNumber);
    if (!item) return [];
    return [
      {
        ...extra,
        name: item.name,
        href: `/products/${item.slug}`,
        description: item.description,
        price: formatUsd(toCents(item.pricePerGallon)),
        amount: item.pricePerGallon,
        priceUnit: item.priceUnit,
        benefits: item.benefits,
        shippingNote: "shipping included",
      },
    ];
  });
}

/** What a bottle costs, for the page's sentences: "$29.95", or "from $24.95" when the two differ. */
export function poolBottlePrice(products: readonly PoolProduct[]): string {
  const cents = products.map((product) => toCents(product.amount));
  if (cents.length === 0) return "";
  const lowest = Math.min(...cents);
  return cents.every((c) => c === lowest) ? formatUsd(lowest) : `from ${formatUsd(lowest)}`;
}

export const POOL_PRODUCTS_SECTION = {
  eyebrow: "Shop",
  heading: "Pool & spa products",
  intro: "Order by the bottle. The price includes shipping to any address in the United States.",
  sheetLabel: "View product sheet",
} as const;

// ------------------------------------------------------------------ applications

export type PoolApplication = {
  id: "descaling" | "oil-scum";
  title: string;
  text: string;
  uses: readonly string[];
  /** The product card the application rings. */
  itemNumber: PoolProduct["itemNumber"];
  cta: string;
};

export const POOL_APPLICATIONS_SECTION = {
  heading: "What do you need to clean?",
  intro: "Choose a problem to jump to the product made for it.",
} as const;

export const POOL_APPLICATIONS: readonly PoolApplication[] = [
  {
    id: "descaling",
    title: "Descaling",
    text: "White calcium rings at the waterline, crusty scale on tile and coping, and mineral build-up in spas and water features.",
    uses: ["Waterline tile and grout", "Spa shells and jets", "Fountains, steps and splash pads"],
    itemNumber: "TZ-PS-101",
    cta: "See the Descaler",
  },
  {
    id: "oil-scum",
    title: "Oil & scum removal",
    text: "The greasy, grey band of body oil, sunscreen and lotion that clings to tile and vinyl at the waterline.",
    uses: ["Tile and vinyl scum lines", "Filter cartridge soaks", "Spa covers, headrests and skimmers"],
    itemNumber: "TZ-PS-102",
    cta: "See the Oil & Scum Remover",
  },
];

// ------------------------------------------------------------------ why choose

/** Why switch; `price` is what a bottle costs (poolBottlePrice). */
export const poolWhyChoose = (price: string) =>
  ({
    heading: `Why pool owners switch to ${productLine}`,
    reasons: [
      {
        title: "No fumes, no burns",
        text: `Rated ${hazmatRating}: clean the tile line with the pool area open, without respirators or acid gloves.`,
      },
      {
        title: "Gentle on the pool",
        text: "A near-neutral pH (7.2 and 8.5) is far gentler on plaster and grout than acid and does not crash your pH and alkalinity.",
      },
      {
        title: "Shipping included",
        text: `${sentenceCase(price)} a bottle delivered: no hazmat surcharges and no trip to the pool store.`,
      },
      {
        title: "Biodegradable",
        text: "Both products biodegrade in 10 days or less.",
      },
      {
        title: "Concentrated",
        text: "Dilute the descaler down to 15% and the oil and scum remover down to 1% for everyday work.",
      },
      {
        title: siteConfig.claims.americanMade,
        text: "Blended and bottled in the USA, with experts on the phone when you need advice.",
      },
    ],
    buyLabel: "Buy Now",
    emailLabel: "Email Us",
  }) as const;

// ------------------------------------------------------------------ FAQs

/** The questions pool owners ask; `price` is what a bottle costs (poolBottlePrice). */
export const poolFaqs = (price: string): readonly { question: string; answer: string }[] => [
  {
    question: "How much tile does one bottle of descaler clean?",
    answer:
      "One 32 oz bottle treats 500-1000 sq ft, depending on how thick the scale is. During the swimming season most pools and spas use 2-4 bottles a month.",
  },
  {
    question: "How strong should I mix the descaler?",
    answer:
      "Use it from 15% (about 5 oz of descaler in a 32 oz spray bottle, topped up with water) on light white rings up to 100%, straight from the bottle, on heavy calcium crust. Start weak and go stronger only where the scale stays.",
  },
  {
    question: "How do I use the oil and scum remover?",
    answer:
      "Dilute it to 1% for routine wipe-downs and filter cartridge soaks, and use it as strong as 99% on a heavy scum line. Apply, wait a minute or two, wipe with a soft pad and rinse.",
  },
  {
    question: "Do I have to drain or lower the water?",
    answer:
      "No. For waterline work, brush or sponge the product onto the tile line, let it work and rinse. For scale below the waterline, treat it when the pool is drained for service.",
  },
  {
    question: "Will it change my water chemistry?",
    answer:
      "The descaler has a pH of 7.2 and the oil and scum remover 8.5, so the small amounts that reach the water do not crash pH or alkalinity as muriatic acid does. Test the water after a heavy treatment as you would after any cleaning.",
  },
  {
    question: "Why is shipping included and hazmat-free?",
    answer: `Both products are rated ${hazmatRating} for health, flammability and instability, so they ship as ordinary freight. The price, ${price} a bottle, includes the delivery.`,
  },
  {
    question: "Are the products biodegradable?",
    answer: `Yes. Both products biodegrade in 10 days or less and are rated ${hazmatRating}, so there is no hazardous waste to store or dispose of.`,
  },
];

// ------------------------------------------------------------------ compare

export const POOL_COMPARE_SECTION = {
  heading: "How does it compare?",
  text: "See safety ratings, VOC content, pH, environmental impact and cost side by side with muriatic acid and other traditional cleaners.",
} as const;

// ------------------------------------------------------------------ article

export type ArticleSection = { heading: string; paragraphs: readonly string[]; steps?: readonly string[] };

export const POOL_ARTICLE: { heading: string; intro: string; sections: readonly ArticleSection[] } = {
  heading: "Removing pool scale and waterline scum without hazardous chemicals",
  intro:
    "Almost every pool and spa grows a line at the water's edge: a hard white crust of calcium, a soft grey band of oil, or both. Here is why the line forms, why muriatic acid is a poor fix, and how to clean it safely.",
  sections: [
    {
      heading: "Why scale and scum collect at the waterline",
      paragraphs: [
        "Pool water evaporates every day and leaves its minerals behind. Calcium carbonate comes out of solution where the water is warmest and most agitated: at the tile line, on spa shells and around jets and water features. High pH, high alkalinity and high calcium hardness all speed it up.",
        "Scum is different. Body oil, sunscreen, lotions, hair products and airborne pollen float, and the water's surface pushes them against the wall. Once they dry they trap dirt and turn into a grey, greasy band that brushing alone does not remove.",
        "Tell them apart by touch: calcium carbonate is white and chalky and feels like sandpaper; scum is smooth, greasy and darker. Hard, glassy grey-white scale may be calcium silicate, which dissolves very slowly and can need repeated treatments or professional bead blasting.",
      ],
    },
    {
      heading: "The trouble with muriatic acid",
      paragraphs: [
        "Muriatic acid dissolves scale fast, but it gives off choking hydrogen chloride fumes, burns skin and eyes, etches plaster and grout, corrodes ladders, light rings and heater parts, and drags the water's pH and total alkalinity down. It also ships and stores as a hazardous material.",
        "Strong caustic cleaners have the same problems on the other end of the pH scale, and solvent degreasers add flammable vapours and an oily film that ends up in the filter.",
      ],
    },
    {
      heading: "How to remove calcium scale with a non-hazardous descaler",
      paragraphs: [
        "A near-neutral descaler works by loosening the bond between the scale and the surface rather than burning through it, so give it time to work instead of scrubbing hard.",
      ],
      steps: [
        "Brush loose dirt off the tile line so the descaler reaches the scale.",
        "Mix the descaler at 15% for light rings; use it stronger, up to straight from the bottle, on thick crust.",
        "Apply with a sponge, soft brush or spray bottle and keep the area wet for several minutes.",
        "Scrub with a nylon brush or non-scratch pad; repeat on stubborn spots rather than switching to a harsher tool.",
        "Rinse the area and test the water as part of your usual routine.",
      ],
    },
    {
      heading: "How to remove the waterline scum band",
      paragraphs: ["Oily scum lifts best with a degreaser made for pool surfaces, used before the band hardens."],
      steps: [
        "Spray a 1% solution for weekly wipe-downs, or use it stronger on a heavy, old scum line.",
        "Wait a minute or two for the oil to release.",
        "Wipe with a soft pad or tile sponge; avoid abrasive pads on vinyl and glass tile.",
        "Soak dirty filter cartridges in the same solution, then rinse them with a hose before reinstalling.",
      ],
    },
    {
      heading: "Keeping the line from coming back",
      paragraphs: [
        "Keep the water balanced: a pH of about 7.4 to 7.6, total alkalinity of 80 to 120 ppm and calcium hardness in the range your surface calls for (commonly 200 to 400 ppm for plaster) slow new scale down. Top up evaporation regularly, since a low water level concentrates minerals.",
        "Ask swimmers to shower before they get in, keep skimmer baskets empty, and wipe the tile line once a week. A few minutes of routine cleaning with a mild product prevents the hard crust that tempts people to reach for acid.",
      ],
    },
  ],
};

// ------------------------------------------------------------------ contact

export const POOL_CONTACT = {
  heading: "Contact our pool & spa team",
  intro: `Tell us about your pool, spa or facility and we will recommend products and quantities. We respond ${siteConfig.responsePromise}.`,
  submitLabel: "Send Message",
  source: "pool-spa",
  messagePlaceholder: "Surface type, size of the pool or spa, what you are cleaning today",
} as const;

/** Seed 001 §5, §8: the pool form's notices, word for word. */
export const POOL_CONTACT_TOASTS = {
  success: { title: "Message Sent!", description: "Thank you for contacting us. We'll respond within 24 hours." },
  failure: { title: "Error", description: "Failed to send message. Please try again or call us directly." },
  missing: { title: "Required Fields Missing", description: "Please fill in all required fields marked with *" },
} as const;

// ------------------------------------------------------------------ PayPal return

export type PaymentOutcome = "success" | "failed" | "error";

/** Seed 001 §8: what the page says when PayPal sends the shopper back. */
export const PAYMENT_NOTICES: Readonly<Record<PaymentOutcome, { title: string; description: string; tone: "success" | "error" }>> = {
  success: {
    title: "Payment Successful!",
    description: "Your PayPal payment was processed successfully. Thank you for your order!",
    tone: "success",
  },
  failed: {
    title: "Payment Failed",
    description: "Your PayPal payment was declined or failed. Please try again with a different payment method.",
    tone: "error",
  },
  error: {
    title: "Payment Error",
    description: "There was an error processing your PayPal payment. Please try again or contact support.",
    tone: "error",
  },
};

/** The query parameters the page reads on load and then removes. */
export const PAYMENT_QUERY_KEYS = ["payment", "checkout", "paypal"] as const;

/** The notice for a query string: success only with paypal=true (seed 001 §2). */
export function paymentOutcome(search: URLSearchParams): PaymentOutcome | null {
  const payment = search.get("payment");
  if (payment === "success") return search.get("paypal") === "true" ? "success" : null;
  if (payment === "failed" || payment === "error") return payment;
  return null;
}
