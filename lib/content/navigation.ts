// The header's Industries menu (seed 000 §2): the sister shops and the industries served here.
import { siteConfig, type ExternalSiteKey } from "@/lib/site-config";

export type NavLink = { label: string; href: string; description?: string; external?: boolean };

export const ECOMMERCE_SITES: readonly (NavLink & { key: ExternalSiteKey })[] = (["grill", "brewery", "convenience"] as const).map(
  (key) => ({
    key,
    label: siteConfig.externalSites[key].label,
    description: siteConfig.externalSites[key].description,
    href: siteConfig.externalSites[key].url,
    external: true,
  }),
);

export const OTHER_INDUSTRIES: readonly NavLink[] = [
  { label: "Agriculture", href: "/agriculture-chemicals" },
  { label: "Food Service", href: "/food-service" },
  { label: "Food & Beverage Plants", href: "/food-beverage-chemicals" },
  { label: "HVAC & Boiler Systems", href: "/hvac-chemicals" },
  { label: "Marine & Shipping", href: "/marine-chemicals" },
  { label: "Pool & Spa", href: "/pool-spa" },
  { label: "Water Technologies", href: "/water-technologies" },
];

export const CORPORATE_SITE: NavLink = { label: "Corporate Site", href: "/" };
