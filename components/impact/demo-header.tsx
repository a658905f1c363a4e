import Link from "@/components/ui/link";
import { ArrowLeftIcon, PhoneIcon } from "lucide-react";
import { siteConfig } from "@/lib/site-config";

/** The interactive demo's own slim header (the page has no site header): the way back to /pool-spa. */
export function DemoHeader({ back }: { back: { href: string; label: string } }) {
  return (
    <header className="bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link
          href={back.href}
          className="inline-flex items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-navy-foreground focus-visible:outline-none"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          {back.label}
        </Link>
        <p className="hidden text-sm font-bold sm:block">{siteConfig.companyName}</p>
        <a
          href={siteConfig.phone.href}
          className="inline-flex items-center gap-1.5 text-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-navy-foreground focus-visible:outline-none"
        >
          <PhoneIcon className="size-4" aria-hidden />
          {siteConfig.phone.display}
        </a>
      </div>
    </header>
  );
}
