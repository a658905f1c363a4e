import { BeerIcon, DropletsIcon, type LucideIcon } from "lucide-react";
import { BREWERY_BRAND, BREWERY_CASE_STUDY_LINKS, BREWERY_HOME_PATH, BREWERY_OTHER_SITES, BREWERY_SECTIONS } from "@/lib/content/brewery";
import type { NavLink } from "@/lib/content/navigation";
import {
  POOL_BRAND,
  POOL_CORPORATE_LINK,
  POOL_HEADER_OFFSET_PX,
  POOL_INDUSTRY_LINKS,
  POOL_PHONE_BAR,
  POOL_SECTION_LINKS,
  POOL_SHOP_LINKS,
  POOL_SPA_PATH,
} from "@/lib/content/pool-spa";
import type { HeaderItem, MenuLinkGroup } from "./mobile-menu";

/** What a sub-site's header shows (sub-site-header.tsx): its brand, its items and its phone menu. */
export type SubSite = {
  /** Names the header's navigation. */
  label: string;
  home: string;
  /** The page the section items are on, when the header also shows on other pages. */
  sectionPage?: string;
  /** The sticky header's height plus a little air, kept clear above a section scrolled to. */
  offsetPx: number;
  brand: { icon: LucideIcon; line?: string; name: string; tagline: string };
  /** The phone: a bar above the header with the hours, or a call button beside the menu. */
  phone: { kind: "bar"; lead: string; hours: string } | { kind: "button" };
  nav: readonly HeaderItem[];
  mobile: { items: readonly HeaderItem[]; groups: readonly MenuLinkGroup[] };
};

const sections = (links: readonly { label: string; target: string }[]): HeaderItem[] =>
  links.map((link) => ({ kind: "section", label: link.label, target: link.target }));

const breweryHome: HeaderItem = { kind: "page", label: "Home", href: BREWERY_HOME_PATH };
const brewerySections = sections(BREWERY_SECTIONS.map((section) => ({ label: section.label, target: section.id })));
const breweryMenu = (label: string, links: readonly NavLink[]): HeaderItem => ({
  kind: "menu",
  label,
  menu: { groups: [{ links }], align: "start", width: "w-64", described: true },
});
const [poolFirst, ...poolRest] = sections(POOL_SECTION_LINKS);

export const SUB_SITES = {
  /** /brewery-cleaning and its case studies; the section items open the brewery home at the section. */
  brewery: {
    label: "Brewery",
    home: BREWERY_HOME_PATH,
    sectionPage: BREWERY_HOME_PATH,
    offsetPx: 80,
    brand: { icon: BeerIcon, name: BREWERY_BRAND.name, tagline: BREWERY_BRAND.tagline },
    phone: { kind: "button" },
    nav: [
      breweryHome,
      ...brewerySections,
      breweryMenu("Case Studies", BREWERY_CASE_STUDY_LINKS),
      breweryMenu("Other Sites", BREWERY_OTHER_SITES),
    ],
    mobile: {
      items: [breweryHome, ...brewerySections],
      groups: [
        { id: "case-studies", label: "Case Studies", links: BREWERY_CASE_STUDY_LINKS },
        { id: "other-sites", label: "Other Sites", links: BREWERY_OTHER_SITES },
      ],
    },
  },
  /** /pool-spa, a page of its own: the section items are "#id" links on it. */
  pool: {
    label: "Pool & Spa",
    home: POOL_SPA_PATH,
    offsetPx: POOL_HEADER_OFFSET_PX,
    brand: { icon: DropletsIcon, line: POOL_BRAND.line, name: POOL_BRAND.name, tagline: POOL_BRAND.tagline },
    phone: { kind: "bar", lead: POOL_PHONE_BAR.lead, hours: POOL_PHONE_BAR.hours },
    nav: [
      poolFirst!,
      {
        kind: "menu",
        label: "Industries",
        menu: {
          groups: [
            { label: "Industries We Serve", links: POOL_INDUSTRY_LINKS },
            { label: "E-Commerce Sites", links: POOL_SHOP_LINKS },
            { links: [POOL_CORPORATE_LINK], strong: true },
          ],
          align: "end",
          width: "w-72",
        },
      },
      ...poolRest,
    ],
    mobile: {
      items: sections(POOL_SECTION_LINKS),
      groups: [
        { id: "industries", label: "Industries", links: POOL_INDUSTRY_LINKS },
        { id: "shops", label: "E-Commerce Sites", links: [...POOL_SHOP_LINKS, POOL_CORPORATE_LINK] },
      ],
    },
  },
} satisfies Record<string, SubSite>;

export type SubSiteName = keyof typeof SUB_SITES;
