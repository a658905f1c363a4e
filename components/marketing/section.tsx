import { cn } from "@/lib/utils";

const TONES = {
  muted: "bg-muted/60",
  "muted-soft": "bg-muted/50",
  "muted-solid": "bg-muted",
  secondary: "bg-secondary/60",
  navy: "bg-brand-navy text-brand-navy-foreground",
  primary: "bg-primary text-primary-foreground",
  green: "bg-brand-green-soft",
} as const;

/**
 * A titled section of a marketing page: on the page's white, or on a band of colour across the window
 * (`tone`), its content in the page's column. What follows the h2 (an intro, a grid) is the children.
 */
export function Section({
  id,
  headingId,
  heading,
  tone,
  narrow = false,
  padding = "py-16",
  className,
  headingClassName = "text-3xl font-bold tracking-tight",
  children,
}: {
  id?: string;
  headingId: string;
  heading: React.ReactNode;
  tone?: keyof typeof TONES;
  /** The column of a text to read (max-w-4xl) rather than the page's. */
  narrow?: boolean;
  padding?: string;
  /** More classes for the section (its scroll margin). */
  className?: string;
  headingClassName?: string;
  children?: React.ReactNode;
}) {
  const column = cn("mx-auto px-4", narrow ? "max-w-4xl" : "max-w-7xl", padding);
  const content = (
    <>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </>
  );
  return tone ? (
    <section id={id} aria-labelledby={headingId} className={cn(TONES[tone], className)}>
      <div className={column}>{content}</div>
    </section>
  ) : (
    <section id={id} aria-labelledby={headingId} className={cn(column, className)}>
      {content}
    </section>
  );
}
