// The SITE_* variables (brand, contact and sister-site facts of lib/site-config.ts), checked once when
// the site is built or started: next.config.ts parses them here and inlines the result, so a wrong
// value stops the build with its name instead of reaching a page.
import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });
const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id");

export const siteEnvSchema = z.object({
  SITE_COMPANY_NAME: z.string().min(1).optional(),
  SITE_PRODUCT_LINE: z.string().min(1).optional(),
  SITE_PHONE: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{4}$/, "SITE_PHONE must look like 800-407-1173")
    .optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_ADDRESS: z.string().trim().min(5).max(200).optional(),
  SITE_URL: url.optional(),
  SITE_GRILL_SHOP_URL: url.optional(),
  SITE_BREWERY_SHOP_URL: url.optional(),
  SITE_CONVENIENCE_SHOP_URL: url.optional(),
  SITE_DEMO_VIDEO_ACID_ID: youtubeId.optional(),
  SITE_DEMO_VIDEO_CAUSTIC_ID: youtubeId.optional(),
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;
export const SITE_ENV_KEYS = Object.keys(siteEnvSchema.shape) as (keyof SiteEnv)[];

/**
 * Where the site is without SITE_URL: the address `npm start` serves, this machine on its PORT (3000
 * unless set). Canonical links, structured data and e-mailed links point there rather than at a fixed
 * port. scripts/lib/build-hash.mjs reads it the same way: it is baked into the build.
 */
export function localSiteUrl(port: string | undefined): string {
  const number = Number(port);
  return `http://localhost:${port && Number.isInteger(number) && number >= 1 && number <= 65535 ? number : 3000}`;
}

/** The SITE_* variables of `source`, checked; empty values count as unset. Throws naming each wrong one. */
export function parseSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const parsed = siteEnvSchema.safeParse(Object.fromEntries(SITE_ENV_KEYS.map((key) => [key, source[key] || undefined])));
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  }
  return parsed.data;
}
