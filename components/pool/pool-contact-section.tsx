import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { POOL_ANCHORS, POOL_CONTACT } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import { PoolContactForm } from "./pool-contact-form";

const linkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none";

/** #poolcontact: the ways to reach the team and the pool contact form. */
export function PoolContactSection() {
  return (
    <section id={POOL_ANCHORS.contact} aria-labelledby="pool-contact-heading" className="scroll-mt-28">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div>
          <h2 id="pool-contact-heading" className="text-3xl font-bold tracking-tight">
            {POOL_CONTACT.heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{POOL_CONTACT.intro}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <PhoneIcon className="size-4 text-primary" aria-hidden />
              <a className={linkClass} href={siteConfig.phone.href}>
                {siteConfig.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 text-primary" aria-hidden />
              <a className={linkClass} href={`mailto:${siteConfig.email}`}>
                {siteConfig.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4 text-primary" aria-hidden />
              {siteConfig.hours}
            </li>
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-xs">
          <PoolContactForm />
        </div>
      </div>
    </section>
  );
}
