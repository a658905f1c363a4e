import { siteConfig } from "@/lib/site-config";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{siteConfig.companyName}</p>
          <p className="mt-1 text-sm opacity-90">{siteConfig.footerSlogan}</p>
          <p className="mt-3 text-sm opacity-90">
            {siteConfig.claims.hazmatRatingText} • {siteConfig.claims.americanMade}
          </p>
        </div>
        <div className="text-sm">
          <p className="font-semibold">Contact</p>
          <p className="mt-2">
            <a className="underline-offset-4 hover:underline" href={siteConfig.phone.href}>
              {siteConfig.phone.display}
            </a>
          </p>
          <p>
            <a className="underline-offset-4 hover:underline" href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
          </p>
          <p className="mt-2 opacity-90">{siteConfig.hours}</p>
        </div>
        <div className="text-sm opacity-90 sm:text-right">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.companyName}
          </p>
        </div>
      </div>
    </footer>
  );
}
