import Link from "@/components/ui/link";
import { PhoneIcon } from "lucide-react";
import { CustomerPortal } from "@/components/portal/customer-portal";
import { HeaderSearch } from "@/components/search/header-search";
import { siteConfig } from "@/lib/site-config";
import { MobileMenu } from "@/components/marketing/mobile-menu";
import { HeaderNav } from "./header-nav";
import { StickyHeader } from "./sticky-header";

/**
 * The main header of every standard page (seed 000 §2): the call line, the brand, the menu and search. One
 * row at every width: from 768 px the header's links show as far as they fit (header-nav.tsx), and the
 * menu button, holding every item, shows whenever any of them is left out (below 1280 px).
 */
export function SiteHeader() {
  return (
    <StickyHeader className="print:hidden sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5 text-xs sm:text-sm">
          <a
            href={siteConfig.phone.href}
            className="flex items-center gap-1.5 font-semibold whitespace-nowrap underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:outline-none"
          >
            <PhoneIcon className="size-3.5" aria-hidden />
            Call Us {siteConfig.phone.display}
          </a>
          <span className="truncate opacity-90">{siteConfig.slogan}</span>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2.5 md:gap-3">
        <Link href="/" className="flex min-w-0 flex-col leading-tight whitespace-nowrap">
          {/* A smaller size below 360 px, where the name would reach under the buttons in a wide system font. */}
          <span className="truncate text-base font-extrabold tracking-tight text-primary max-[359px]:text-sm sm:text-lg">
            {siteConfig.companyName}
          </span>
          {/* On the narrowest phones the claims would take a second line; they are on every page below. */}
          <span className="text-[10px] font-medium text-brand-green max-[359px]:hidden min-[390px]:text-[11px]">
            {siteConfig.claims.hazmatRatingText} • {siteConfig.claims.americanMade}
          </span>
        </Link>
        <HeaderNav />
        <div className="flex shrink-0 items-center gap-2">
          <HeaderSearch />
          <CustomerPortal />
          <MobileMenu variant="site" />
        </div>
      </div>
    </StickyHeader>
  );
}
