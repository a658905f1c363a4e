import { CartButton } from "@/components/cart/cart-button";
import { SubSiteHeader } from "@/components/marketing/sub-site-header";
import { BackToTop } from "@/components/site/back-to-top";
import { SiteFooter } from "@/components/site/site-footer";

/** The pool and spa sub-site (seed 001 §2: /pool-spa brings its own layout): its header, the cart button, the site footer. */
export default function PoolSpaLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SubSiteHeader site="pool" />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* Fixed at the top right; inside main so that it belongs to a landmark. */}
        <CartButton />
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
