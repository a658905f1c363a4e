import Link from "@/components/ui/link";
import { DropletsIcon, PhoneIcon } from "lucide-react";
import { POOL_BRAND, POOL_PHONE_BAR, POOL_SECTION_LINKS, POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import { PoolIndustriesMenu } from "./pool-industries-menu";
import { PoolMobileMenu } from "./pool-mobile-menu";
import { poolNavItemClass } from "./pool-nav-class";
import { PoolSectionLink } from "./pool-section-link";

/**
 * The pool and spa sub-site's sticky header (seed 001 §2): a phone bar with tap-to-call, the logo
 * back to /pool-spa, the section links and the Industries menu. Its right end stays clear of the
 * fixed cart button.
 */
export function PoolHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="bg-brand-navy text-brand-navy-foreground">
        <div className="mx-auto flex max-w-7xl items-center gap-3 py-1.5 pr-28 pl-4 text-xs sm:pr-36 sm:text-sm">
          <p className="flex min-w-0 items-center gap-1.5">
            <PhoneIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="hidden md:inline">{POOL_PHONE_BAR.lead}</span>
            <a
              href={siteConfig.phone.href}
              className="font-semibold whitespace-nowrap underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-navy-foreground focus-visible:outline-none"
            >
              <span className="md:hidden">Call </span>
              {siteConfig.phone.display}
            </a>
          </p>
          <span className="hidden truncate opacity-90 lg:inline">{POOL_PHONE_BAR.hours}</span>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 py-2.5 pr-28 pl-4 sm:pr-36">
        <Link
          href={POOL_SPA_PATH}
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <DropletsIcon className="size-5" aria-hidden />
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            {/* On a phone the name breaks between the product line and "Pool & Spa", never inside them. */}
            <span className="text-base font-extrabold tracking-tight text-primary sm:text-lg">
              <span className="whitespace-nowrap">{POOL_BRAND.line}</span> <span className="whitespace-nowrap">{POOL_BRAND.name}</span>
            </span>
            <span className="hidden truncate text-[11px] font-medium text-brand-green sm:block">{POOL_BRAND.tagline}</span>
          </span>
        </Link>
        <nav aria-label="Pool & Spa" className="hidden items-center gap-0.5 min-[769px]:flex">
          {POOL_SECTION_LINKS.slice(0, 1).map((link) => (
            <PoolSectionLink key={link.target} target={link.target} className={poolNavItemClass}>
              {link.label}
            </PoolSectionLink>
          ))}
          <PoolIndustriesMenu />
          {POOL_SECTION_LINKS.slice(1).map((link) => (
            <PoolSectionLink key={link.target} target={link.target} className={poolNavItemClass}>
              {link.label}
            </PoolSectionLink>
          ))}
        </nav>
        <PoolMobileMenu />
      </div>
    </header>
  );
}
