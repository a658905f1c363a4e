import Link from "@/components/ui/link";
import { PhoneIcon } from "lucide-react";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { LinksMenu } from "./links-menu";
import { MobileMenu } from "./mobile-menu";
import { NAV_ITEM_CLASS } from "./nav-item-class";
import { SectionLink } from "./section-link";
import { SUB_SITES, type SubSite, type SubSiteName } from "./sub-sites";

const THEMES = {
  // A light bar under the navy phone bar; the right end stays clear of the pool page's fixed cart button.
  pool: {
    header: "border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85",
    row: "gap-4 py-2.5 pr-28 pl-4 sm:pr-36",
    focus: "focus-visible:ring-ring/70",
    badge: "bg-primary text-primary-foreground",
    brand: "",
    name: "text-base font-extrabold tracking-tight text-primary sm:text-lg",
    tagline: "hidden truncate text-[11px] font-medium text-brand-green sm:block",
  },
  // One navy bar; between 769 and 1023 px the name gives its room to the items.
  brewery: {
    header: "bg-brand-navy text-brand-navy-foreground shadow-sm",
    row: "h-16 gap-3 px-4",
    focus: "focus-visible:ring-brand-amber",
    badge: "bg-brand-amber text-brand-amber-foreground",
    brand: "min-[769px]:max-lg:sr-only",
    name: "truncate text-base font-extrabold tracking-tight",
    tagline: "truncate text-[11px] font-medium text-brand-navy-foreground/80",
  },
} as const;

function PhoneBar({ lead, hours }: { lead: string; hours: string }) {
  return (
    <div className="bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto flex max-w-7xl items-center gap-3 py-1.5 pr-28 pl-4 text-xs sm:pr-36 sm:text-sm">
        <p className="flex min-w-0 items-center gap-1.5">
          <PhoneIcon className="size-3.5 shrink-0" aria-hidden />
          <span className="hidden md:inline">{lead}</span>
          <a
            href={siteConfig.phone.href}
            className="font-semibold whitespace-nowrap underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-navy-foreground focus-visible:outline-none"
          >
            <span className="md:hidden">Call </span>
            {siteConfig.phone.display}
          </a>
        </p>
        <span className="hidden truncate opacity-90 lg:inline">{hours}</span>
      </div>
    </div>
  );
}

function CallButton() {
  return (
    <a
      href={siteConfig.phone.href}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-amber px-3 text-sm font-semibold whitespace-nowrap text-brand-amber-foreground hover:bg-brand-amber/90 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
    >
      <PhoneIcon className="size-4" aria-hidden />
      Call<span className="sr-only min-[1100px]:not-sr-only"> {siteConfig.phone.display}</span>
    </a>
  );
}

function Brand({ site, variant }: { site: SubSite; variant: SubSiteName }) {
  const theme = THEMES[variant];
  const { icon: Icon, line, tagline } = site.brand;
  return (
    <Link
      href={site.home}
      className={cn("flex min-w-0 items-center gap-2.5 rounded-md focus-visible:ring-[3px] focus-visible:outline-none", theme.focus)}
    >
      <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", theme.badge)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className={cn("flex min-w-0 flex-col leading-tight", theme.brand)}>
        {line ? (
          // On a phone the name breaks between the product line and the sub-site's name, never inside them.
          <span className={theme.name}>
            <span className="whitespace-nowrap">{line}</span> <span className="whitespace-nowrap">{site.brand.name}</span>
          </span>
        ) : (
          <span className={theme.name}>{site.brand.name}</span>
        )}
        <span className={theme.tagline}>{tagline}</span>
      </span>
    </Link>
  );
}

/**
 * The sticky header of a sub-site with a layout of its own (seed 001 §2: the pool & spa page, the brewery
 * pages): its brand back to its home, its sections and menus from 769 px, the phone, and below 769 px a menu
 * button holding every item (mobile-menu.tsx). What each shows is in sub-sites.ts.
 */
export function SubSiteHeader({ site: name }: { site: SubSiteName }) {
  const site: SubSite = SUB_SITES[name];
  const itemClass = NAV_ITEM_CLASS[name];
  const menu = (
    <MobileMenu
      variant={name}
      label={site.label}
      items={site.mobile.items}
      groups={site.mobile.groups}
      sectionPage={site.sectionPage}
      offsetPx={site.offsetPx}
    />
  );
  return (
    <header className={cn("sticky top-0 z-40", THEMES[name].header)}>
      {site.phone.kind === "bar" ? <PhoneBar lead={site.phone.lead} hours={site.phone.hours} /> : null}
      <div className={cn("mx-auto flex max-w-7xl items-center justify-between", THEMES[name].row)}>
        <Brand site={site} variant={name} />
        <nav aria-label={site.label} className="hidden items-center gap-0.5 min-[769px]:flex">
          {site.nav.map((item) =>
            item.kind === "section" ? (
              <SectionLink key={item.label} target={item.target} page={site.sectionPage} offsetPx={site.offsetPx} className={itemClass}>
                {item.label}
              </SectionLink>
            ) : item.kind === "page" ? (
              <Link key={item.label} href={item.href} className={itemClass}>
                {item.label}
              </Link>
            ) : (
              <LinksMenu key={item.label} label={item.label} className={itemClass} {...item.menu} />
            ),
          )}
        </nav>
        {site.phone.kind === "button" ? (
          <div className="flex shrink-0 items-center gap-2">
            <CallButton />
            {menu}
          </div>
        ) : (
          menu
        )}
      </div>
    </header>
  );
}
