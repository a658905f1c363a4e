import Link from "@/components/ui/link";
import { ECOMMERCE_SITES, OTHER_INDUSTRIES, type NavLink } from "@/lib/content/navigation";
import { siteConfig } from "@/lib/site-config";

// Food Service is one of the industries, listed in their column.
const COMPANY_LINKS = [
  { label: "Shop", href: "/products" },
  { label: "About", href: "/about" },
  { label: "Technology", href: "/technology" },
  { label: "Contact", href: "/contact" },
  { label: "Safety Data Sheets", href: "/sds" },
  { label: "Shipping and Returns", href: "/shipping-and-returns" },
  { label: "Terms of Sale", href: "/terms-of-sale" },
  { label: "Privacy Policy", href: "/privacy-policy" },
] as const;

/** The name as a sentence of its own: "Triple Zero Chemical Co." already ends with its full stop. */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

const linkClass =
  "underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:outline-none";

/** A column's links; a sister shop opens in a new tab. */
function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {links.map((link) => (
        <li key={link.href}>
          {link.external ? (
            <a className={linkClass} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link className={linkClass} href={link.href}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="print:hidden border-t border-white/15 bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{siteConfig.companyName}</p>
          <p className="mt-1 text-sm opacity-90">{siteConfig.footerSlogan}</p>
          <ul className="mt-4 space-y-1 text-sm opacity-90">
            <li>{siteConfig.claims.hazmatRatingText}</li>
            <li>{siteConfig.claims.noHazmatFees}</li>
            <li>{siteConfig.claims.americanMade}</li>
          </ul>
        </div>
        <nav aria-label="Industries" className="text-sm">
          <p className="font-semibold">Industries</p>
          <LinkList links={OTHER_INDUSTRIES} />
        </nav>
        <nav aria-label="Company" className="text-sm">
          <p className="font-semibold">Company</p>
          <LinkList links={COMPANY_LINKS} />
          <p className="mt-6 font-semibold">Shops</p>
          <LinkList links={ECOMMERCE_SITES} />
        </nav>
        <div className="text-sm">
          <p className="font-semibold">Contact</p>
          <p className="mt-3">
            <a className={linkClass} href={siteConfig.phone.href}>
              {siteConfig.phone.display}
            </a>
          </p>
          <p className="mt-1">
            <a className={linkClass} href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
          </p>
          <p className="mt-3 opacity-90">{siteConfig.hours}</p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs opacity-90">
          © {siteConfig.copyrightYear} {sentence(siteConfig.companyName)} Made in the USA.
        </p>
      </div>
    </footer>
  );
}
