import { PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

type BrewerySampleCtaProps = {
  id: string;
  heading: string;
  text: string;
  primaryLabel: string;
  /** Where the primary button goes: the brewery contact form. */
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
};

/** The amber call to action: a free sample, a consultation or a trial, and the phone line. */
export function BrewerySampleCta({ id, heading, text, primaryLabel, primaryHref, secondaryLabel, secondaryHref }: BrewerySampleCtaProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-amber-soft">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 text-muted-foreground">{text}</p>
          <p className="mt-3 text-sm">
            Or call{" "}
            <a
              href={siteConfig.phone.href}
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <PhoneIcon className="size-3.5" aria-hidden />
              {siteConfig.phone.display}
            </a>{" "}
            ({siteConfig.hoursShort})
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={primaryHref}>{primaryLabel}</a>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-background">
            <a href={secondaryHref}>{secondaryLabel}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
