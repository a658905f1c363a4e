import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { siteConfig } from "@/lib/site-config";
import { ConsultationForm } from "./consultation-form";

/**
 * The "Request a Consultation" block of the home, technology, food service and industry pages.
 * The header's Contact item scrolls to #contact-anchor (falling back to the section's id); the
 * industry pages' buttons use #contact or #contact-section. Render it once per page: the ids are fixed.
 */
export function ContactSection({
  id = "contact",
  source,
  defaultIndustry,
  heading = "Request a Consultation",
  description = `Tell us what you clean and our technical team will recommend the right ${siteConfig.productLine} solution, with no hazmat fees to ship it.`,
}: {
  id?: string;
  /** Where the section sits ("home", "technology", "hvac-chemicals"): saved with the lead. */
  source: string;
  /** Preselects the Industry select ("hvac", "food-beverage", "Pool & Spa" …). */
  defaultIndustry?: string;
  heading?: string;
  description?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-muted/60 py-16">
      <div id="contact-anchor" aria-hidden="true" />
      <div
        id={id === "contact-section" ? undefined : "contact-section"}
        className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      >
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{description}</p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="text-sm font-semibold">Call us</p>
                <a href={siteConfig.phone.href} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">
                  {siteConfig.phone.display}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0">
                <p className="text-sm font-semibold">E-mail</p>
                <a href={`mailto:${siteConfig.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                  {siteConfig.email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="text-sm font-semibold">Business hours</p>
                <p className="text-sm text-muted-foreground">{siteConfig.hours}</p>
              </div>
            </li>
          </ul>
          <p className="mt-8 rounded-lg border border-brand-green/30 bg-brand-green-soft px-4 py-3 text-sm font-medium text-brand-green">
            Our technical team responds {siteConfig.responsePromise}.
          </p>
        </div>
        <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <ConsultationForm source={source} defaultIndustry={defaultIndustry} />
        </div>
      </div>
    </section>
  );
}
