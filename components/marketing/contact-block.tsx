import { cn } from "@/lib/utils";
import { ContactDetails } from "./contact-details";

/**
 * "consultation": the main site's (a grey band, the response promise under the details); "brewery": the
 * brewery home's (a grey band, the form's card titled); "pool": the pool page's (white, the details on a line each).
 */
type ContactBlockVariant = "consultation" | "brewery" | "pool";

const WIDE_FORM = "mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]";
const LOOKS = {
  consultation: { section: "bg-muted/60 py-16", grid: WIDE_FORM, heading: "text-balance", card: "p-5 shadow-sm sm:p-8" },
  brewery: { section: "scroll-mt-20 bg-muted/60 py-16", grid: WIDE_FORM, heading: "text-balance", card: "p-5 shadow-sm sm:p-8" },
  pool: {
    section: "scroll-mt-28",
    grid: "mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]",
    heading: "",
    card: "p-6 shadow-xs",
  },
} as const;

/**
 * A page's contact section: a heading and a line on what to expect, the phone, e-mail and hours, and the
 * page's contact form in a card beside them (below them on a phone).
 */
export function ContactBlock({
  variant,
  id,
  headingId = `${id}-heading`,
  heading,
  description,
  note,
  formHeading,
  anchors = false,
  children,
}: {
  variant: ContactBlockVariant;
  /** The section's id, which the page's "contact" buttons and the header's items point to. */
  id: string;
  headingId?: string;
  heading: string;
  description: string;
  /** A last word under the details (the response promise). */
  note?: string;
  /** Titles the form's card, which is then a region of its own. */
  formHeading?: { id: string; text: string };
  /**
   * The main site's anchors besides the section's id: the header's Contact item scrolls to #contact-anchor
   * and some pages' buttons point to #contact-section. Fixed ids: one such section a page.
   */
  anchors?: boolean;
  /** The form. */
  children: React.ReactNode;
}) {
  const look = LOOKS[variant];
  const card = cn("rounded-xl border bg-card", look.card);
  return (
    <section id={id} aria-labelledby={headingId} className={look.section}>
      {anchors ? <div id="contact-anchor" aria-hidden="true" /> : null}
      <div id={anchors && id !== "contact-section" ? "contact-section" : undefined} className={look.grid}>
        <div>
          <h2 id={headingId} className={cn("text-3xl font-bold tracking-tight", look.heading)}>
            {heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{description}</p>
          <ContactDetails variant={variant === "pool" ? "list" : "section"} />
          {note ? (
            <p className="mt-8 rounded-lg border border-brand-green/30 bg-brand-green-soft px-4 py-3 text-sm font-medium text-brand-green">
              {note}
            </p>
          ) : null}
        </div>
        {formHeading ? (
          <section aria-labelledby={formHeading.id} className={card}>
            <h3 id={formHeading.id} className="mb-5 text-xl font-semibold">
              {formHeading.text}
            </h3>
            {children}
          </section>
        ) : (
          <div className={card}>{children}</div>
        )}
      </div>
    </section>
  );
}
