// Brand and contact facts: the one place the company's name, phones, e-mail, hours, claims and
// sister-site addresses come from. Each can be overridden by an environment variable (see .env.example).
import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });
const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id");

const envSchema = z.object({
  SITE_COMPANY_NAME: z.string().min(1).optional(),
  SITE_PRODUCT_LINE: z.string().min(1).optional(),
  SITE_PHONE: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{4}$/, "SITE_PHONE must look like 800-407-1173")
    .optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_URL: url.optional(),
  SITE_GRILL_SHOP_URL: url.optional(),
  SITE_BREWERY_SHOP_URL: url.optional(),
  SITE_CONVENIENCE_SHOP_URL: url.optional(),
  SITE_DEMO_VIDEO_ACID_ID: youtubeId.optional(),
  SITE_DEMO_VIDEO_CAUSTIC_ID: youtubeId.optional(),
});

// Only the variables named in the schema are read; `NEXT_PUBLIC_` copies are not needed because the
// values are rendered on the server into the HTML.
const env = envSchema.parse({
  SITE_COMPANY_NAME: process.env.SITE_COMPANY_NAME || undefined,
  SITE_PRODUCT_LINE: process.env.SITE_PRODUCT_LINE || undefined,
  SITE_PHONE: process.env.SITE_PHONE || undefined,
  SITE_EMAIL: process.env.SITE_EMAIL || undefined,
  SITE_URL: process.env.SITE_URL || undefined,
  SITE_GRILL_SHOP_URL: process.env.SITE_GRILL_SHOP_URL || undefined,
  SITE_BREWERY_SHOP_URL: process.env.SITE_BREWERY_SHOP_URL || undefined,
  SITE_CONVENIENCE_SHOP_URL: process.env.SITE_CONVENIENCE_SHOP_URL || undefined,
  SITE_DEMO_VIDEO_ACID_ID: process.env.SITE_DEMO_VIDEO_ACID_ID || undefined,
  SITE_DEMO_VIDEO_CAUSTIC_ID: process.env.SITE_DEMO_VIDEO_CAUSTIC_ID || undefined,
});

const phone = env.SITE_PHONE ?? "800-407-1173";
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");

export const siteConfig = {
  companyName: env.SITE_COMPANY_NAME ?? "Triple Zero Chemical Co.",
  productLine: env.SITE_PRODUCT_LINE ?? "Triple Zero",
  /** Public address of the site, for canonical links, the sitemap and e-mails. */
  url: withoutTrailingSlash(env.SITE_URL ?? "http://localhost:3000"),
  phone: {
    display: phone,
    /** For tel: links. */
    href: `tel:+1${phone.replaceAll("-", "")}`,
  },
  email: env.SITE_EMAIL ?? "sales@triplezero.example",
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
