"use client";

import { LinksMenu } from "@/components/marketing/links-menu";
import { NAV_ITEM_CLASS } from "@/components/marketing/nav-item-class";
import { CORPORATE_SITE, ECOMMERCE_SITES, OTHER_INDUSTRIES } from "@/lib/content/navigation";

const GROUPS = [
  { label: "E-Commerce Sites", links: ECOMMERCE_SITES },
  { label: "Other Industries We Serve", links: OTHER_INDUSTRIES },
  { links: [CORPORATE_SITE], strong: true },
];

/** The main header's Industries menu: the sister shops, the industries served here and the corporate site. */
export function IndustriesMenu() {
  return <LinksMenu label="Industries" groups={GROUPS} className={NAV_ITEM_CLASS.site} align="start" width="w-72" />;
}
