import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const LOOKS = {
  // An offer with its button beside it from 768 px (under it on a phone).
  offer: {
    tone: "bg-brand-amber-soft",
    container: "flex-col items-start gap-6 md:flex-row md:items-center md:justify-between",
    icon: "size-8 text-brand-amber-foreground",
    heading: "text-balance",
    text: "max-w-2xl",
  },
  // A promise that asks for nothing.
  guarantee: { tone: "bg-brand-green-soft", container: "gap-4", icon: "size-10 text-brand-green", heading: "", text: "max-w-3xl" },
} as const;

/** A band across the page with an icon, a short heading and a sentence: an offer or a guarantee. */
export function Banner({
  look,
  headingId,
  heading,
  text,
  icon: Icon,
  action,
}: {
  look: keyof typeof LOOKS;
  headingId: string;
  heading: string;
  text: string;
  icon: LucideIcon;
  action?: React.ReactNode;
}) {
  const style = LOOKS[look];
  return (
    <section aria-labelledby={headingId} className={style.tone}>
      <div className={cn("mx-auto flex max-w-7xl px-4 py-10", style.container)}>
        <div className="flex gap-4">
          <Icon className={cn("mt-1 shrink-0", style.icon)} aria-hidden />
          <div>
            <h2 id={headingId} className={cn("text-2xl font-bold", style.heading)}>
              {heading}
            </h2>
            <p className={cn("mt-2 text-muted-foreground", style.text)}>{text}</p>
          </div>
        </div>
        {action}
      </div>
    </section>
  );
}
