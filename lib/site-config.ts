// Brand and contact facts: the one place the company's name, phones, e-mail, hours, claims and
// sister-site addresses come from. Each can be overridden by an environment variable (see .env.example).
// Every SITE_* value was checked when the site was built or started (lib/site-env.ts, called by
// next.config.ts, which also inlines them), so the browser's copy of this module needs no validator.
const env = {
  SITE_COMPANY_NAME: process.env.SITE_COMPANY_NAME || undefined,
  SITE_PRODUCT_LINE: process.env.SITE_PRODUCT_LINE || undefined,
  SITE_PHONE: process.env.SITE_PHONE || undefined,
  SITE_EMAIL: process.env.SITE_EMAIL || undefined,
  SITE_ADDRESS: process.env.SITE_ADDRESS || undefined,
  SITE_URL: process.env.SITE_URL || undefined,
  SITE_GRILL_SHOP_URL: process.env.SITE_GRILL_SHOP_URL || undefined,
  SITE_BREWERY_SHOP_URL: process.env.SITE_BREWERY_SHOP_URL || undefined,
  SITE_CONVENIENCE_SHOP_URL: process.env.SITE_CONVENIENCE_SHOP_URL || undefined,
  SITE_DEMO_VIDEO_ACID_ID: process.env.SITE_DEMO_VIDEO_ACID_ID || undefined,
  SITE_DEMO_VIDEO_CAUSTIC_ID: process.env.SITE_DEMO_VIDEO_CAUSTIC_ID || undefined,
};

const phone = env.SITE_PHONE ?? "800-407-1173";
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");

export const siteConfig = {
  companyName: env.SITE_COMPANY_NAME ?? "Triple Zero Chemical Co.",
  productLine: env.SITE_PRODUCT_LINE ?? "Triple Zero",
  /** Public address of the site, for canonical links, the sitemap and e-mails: SITE_URL, else where `npm start` serves (next.config.ts). */
  url: withoutTrailingSlash(env.SITE_URL ?? "http://localhost:3000"),
  phone: {
    display: phone,
    /** For tel: links. */
    href: `tel:+1${phone.replaceAll("-", "")}`,
  },
  email: env.SITE_EMAIL ?? "sales@triplezero.example",
  /** The company's postal address for its documents (safety data sheets, certificates), when given. */
  address: env.SITE_ADDRESS ?? null,
  hours: "Monday to Friday, 9:00 AM to 5:00 PM EST",
  hoursShort: "Mon–Fri 9:00 AM – 5:00 PM EST",
  slogan: "Safer • Stronger • Sustainable",
  footerSlogan: "Stronger, Safer, Sustainable",
  /** The promise of every contact form; one page states a quicker reply during business hours. */
  responsePromise: "within 24 hours",
  businessHoursResponse: "about 2 hours during business hours",
  claims: {
    hazmatRating: "0-0-0",
    hazmatRatingText: "0-0-0 hazmat rating",
    americanMade: "100% American made",
    shippingSavings: "typically $60+ saved per shipment",
    noHazmatFees: "No hazmat shipping fees",
  },
  copyrightYear: new Date().getFullYear(),
  externalSites: {
    grill: {
      label: "Grill & Oven Cleaning",
      description: "Professional grill, oven and smoker cleaners",
      url: withoutTrailingSlash(env.SITE_GRILL_SHOP_URL ?? "https://grill.triplezero.example"),
    },
    brewery: {
      label: "Brewery & Beer Line Cleaning",
      description: "Beer-line, tank and brewhouse cleaners",
      url: withoutTrailingSlash(env.SITE_BREWERY_SHOP_URL ?? "https://brewery.triplezero.example"),
    },
    convenience: {
      label: "Convenience Stores",
      description: "Cleaning programs for c-stores and gas stations",
      url: withoutTrailingSlash(env.SITE_CONVENIENCE_SHOP_URL ?? "https://cstore.triplezero.example"),
    },
  },
  /**
   * The two demonstration videos (YouTube ids). Without an id the demo is described and offered live
   * instead of showing a player that cannot play.
   */
  demoVideos: {
    acid: { id: env.SITE_DEMO_VIDEO_ACID_ID ?? null, title: "Triple Zero acid demo: dissolving an egg shell" },
    caustic: { id: env.SITE_DEMO_VIDEO_CAUSTIC_ID ?? null, title: "Triple Zero caustic demo: removing diesel fuel" },
  },
} as const;

export type ExternalSiteKey = keyof typeof siteConfig.externalSites;
