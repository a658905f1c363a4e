import { FinderProvider } from "@/components/finder/finder-provider";
import { BackToTop } from "./back-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, footer and the page-wide pieces around a standard page. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <FinderProvider>
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </FinderProvider>
  );
}
