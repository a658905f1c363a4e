import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { BREWERY_CONTACT } from "@/lib/content/brewery";
import { siteConfig } from "@/lib/site-config";
import { BreweryContactForm } from "./brewery-contact-form";

/** The brewery home's contact section (id "contact"): phone, e-mail, hours and the brewery contact form. */
export function BreweryContactSection({ source }: { source: string }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-muted/60 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-balance">
            {BREWERY_CONTACT.heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{BREWERY_CONTACT.description}</p>
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
        </div>
        <section aria-labelledby="brewery-form-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <h3 id="brewery-form-heading" className="mb-5 text-xl font-semibold">
            {BREWERY_CONTACT.formHeading}
          </h3>
          <BreweryContactForm source={source} submitLabel={BREWERY_CONTACT.submitLabel} />
        </section>
      </div>
    </section>
  );
}
