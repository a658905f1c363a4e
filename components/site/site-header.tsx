import Link from "next/link";
import { PhoneIcon } from "lucide-react";
import { siteConfig } from "@/lib/site-config";

/** The brand bar every standard page starts with: the name, the slogan and the tap-to-call line. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex flex-col leading-tight">
          <span className="text-base font-bold text-primary sm:text-lg">{siteConfig.companyName}</span>
          <span className="text-xs text-muted-foreground">{siteConfig.slogan}</span>
        </Link>
        <a
          href={siteConfig.phone.href}
          className="flex shrink-0 items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
        >
          <PhoneIcon className="size-4" aria-hidden />
          <span>
            <span className="hidden sm:inline">Call Us </span>
            {siteConfig.phone.display}
          </span>
        </a>
      </div>
    </header>
  );
}
