import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/**
 * Each with a label over the value (a contact section, the contact page's aside), or on one line each
 * ("list": the pool page) or side by side from 640 px ("row": the short industry pages).
 */
type ContactDetailsVariant = "section" | "aside" | "list" | "row";

const LABELLED = {
  section: { list: "mt-8 space-y-5", label: "text-sm font-semibold", phone: "Call us" },
  aside: { list: "mt-4 space-y-4", label: "text-sm font-medium", phone: "Phone" },
} as const;

const INLINE = {
  list: {
    list: "mt-6 space-y-3 text-sm",
    link: "font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none",
    hours: siteConfig.hours,
  },
  row: {
    list: "mt-6 grid gap-4 text-sm sm:grid-cols-3",
    link: "font-semibold text-primary underline underline-offset-4 hover:no-underline",
    hours: siteConfig.hoursShort,
  },
} as const;

/** The phone, the e-mail address and the business hours, as every contact block shows them. */
export function ContactDetails({
  variant,
  emailSubject,
}: {
  variant: ContactDetailsVariant;
  /** The subject a mail program starts the message with. */
  emailSubject?: string;
}) {
  const mailto = `mailto:${siteConfig.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`;
  if (variant === "list" || variant === "row") {
    const style = INLINE[variant];
    return (
      <ul className={style.list}>
        <li className="flex items-center gap-2">
          <PhoneIcon className="size-4 shrink-0 text-primary" aria-hidden />
          <a className={style.link} href={siteConfig.phone.href}>
            {siteConfig.phone.display}
          </a>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <MailIcon className="size-4 shrink-0 text-primary" aria-hidden />
          <a className={cn(style.link, "break-all")} href={mailto}>
            {siteConfig.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <ClockIcon className="size-4 shrink-0 text-primary" aria-hidden />
          {style.hours}
        </li>
      </ul>
    );
  }
  const style = LABELLED[variant];
  return (
    <ul className={style.list}>
      <li className="flex gap-3">
        <PhoneIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <p className={style.label}>{style.phone}</p>
          <a href={siteConfig.phone.href} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">
            {siteConfig.phone.display}
          </a>
        </div>
      </li>
      <li className="flex gap-3">
        <MailIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <p className={style.label}>E-mail</p>
          <a href={mailto} className="break-all text-primary underline-offset-4 hover:underline">
            {siteConfig.email}
          </a>
        </div>
      </li>
      <li className="flex gap-3">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <p className={style.label}>Business hours</p>
          <p className="text-sm text-muted-foreground">{siteConfig.hours}</p>
        </div>
      </li>
    </ul>
  );
}
