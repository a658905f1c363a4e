import { SubSiteHeader } from "@/components/marketing/sub-site-header";
import { BackToTop } from "@/components/site/back-to-top";
import { SiteFooter } from "@/components/site/site-footer";

/** The brewery sub-site (/brewery-cleaning and its case studies): its own header, the site footer. */
export default function BreweryLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SubSiteHeader site="brewery" />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
