import { PhoneIcon } from "lucide-react";
import { CtaBand } from "@/components/marketing/cta-band";
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
    <CtaBand
      look="sample"
      headingId={`${id}-heading`}
      heading={heading}
      text={text}
      note={
        <>
          Or call{" "}
          <a
            href={siteConfig.phone.href}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <PhoneIcon className="size-3.5" aria-hidden />
            {siteConfig.phone.display}
          </a>{" "}
          ({siteConfig.hoursShort})
        </>
      }
    >
      <Button asChild size="lg">
        <a href={primaryHref}>{primaryLabel}</a>
      </Button>
      <Button asChild size="lg" variant="outline" className="bg-background">
        <a href={secondaryHref}>{secondaryLabel}</a>
      </Button>
    </CtaBand>
  );
}
