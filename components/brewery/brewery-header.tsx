import Link from "@/components/ui/link";
import { BeerIcon, PhoneIcon } from "lucide-react";
import { BREWERY_BRAND, BREWERY_CASE_STUDY_LINKS, BREWERY_HOME_PATH, BREWERY_OTHER_SITES, BREWERY_SECTIONS } from "@/lib/content/brewery";
import { siteConfig } from "@/lib/site-config";
import { BreweryMenu } from "./brewery-menu";
import { BreweryMobileMenu } from "./brewery-mobile-menu";
import { breweryNavItemClass } from "./brewery-nav-class";
import { BrewerySectionLink } from "./brewery-section-link";

/** The brewery sub-site's header (seed 001 §2 "Brewery header"): its own home, sections and menus. */
export function BreweryHeader() {
  return (
    <header className="sticky top-0 z-40 bg-brand-navy text-brand-navy-foreground shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link
          href={BREWERY_HOME_PATH}
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:ring-[3px] focus-visible:ring-brand-amber focus-visible:outline-none"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-amber text-brand-amber-foreground">
            <BeerIcon className="size-5" aria-hidden />
          </span>
          <span className="flex min-w-0 flex-col leading-tight min-[769px]:max-lg:sr-only">
            <span className="truncate text-base font-extrabold tracking-tight">{BREWERY_BRAND.name}</span>
            <span className="truncate text-[11px] font-medium text-brand-navy-foreground/80">{BREWERY_BRAND.tagline}</span>
          </span>
        </Link>

        <nav aria-label="Brewery" className="hidden items-center gap-0.5 min-[769px]:flex">
          <Link href={BREWERY_HOME_PATH} className={breweryNavItemClass}>
            Home
          </Link>
          {BREWERY_SECTIONS.map((section) => (
            <BrewerySectionLink key={section.id} section={section.id} className={breweryNavItemClass}>
              {section.label}
            </BrewerySectionLink>
          ))}
          <BreweryMenu label="Case Studies" links={BREWERY_CASE_STUDY_LINKS} />
          <BreweryMenu label="Other Sites" links={BREWERY_OTHER_SITES} />
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <a
            href={siteConfig.phone.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-amber px-3 text-sm font-semibold whitespace-nowrap text-brand-amber-foreground hover:bg-brand-amber/90 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
          >
            <PhoneIcon className="size-4" aria-hidden />
            Call<span className="sr-only min-[1100px]:not-sr-only"> {siteConfig.phone.display}</span>
          </a>
          <BreweryMobileMenu />
        </div>
      </div>
    </header>
  );
}
