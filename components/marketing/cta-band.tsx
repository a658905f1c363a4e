import { cn } from "@/lib/utils";

const SPLIT = "flex flex-col gap-6 md:flex-row md:items-center md:justify-between";

/**
 * The band's look, by the pages that share it: the band, the words' column, the heading, the text, the
 * buttons' row and the note. All but "center" set the buttons beside the words on wide screens.
 */
const LOOKS = {
  demo: {
    band: "bg-brand-navy text-brand-navy-foreground",
    container: `${SPLIT} py-12`,
    words: "max-w-2xl",
    heading: "text-2xl font-bold tracking-tight sm:text-3xl",
    text: "mt-2 opacity-90",
    actions: "flex flex-col gap-3 sm:flex-row",
    note: "",
  },
  sample: {
    band: "bg-brand-amber-soft",
    container: "flex flex-col gap-6 py-12 lg:flex-row lg:items-center lg:justify-between",
    words: "max-w-2xl",
    heading: "text-2xl font-bold tracking-tight text-balance sm:text-3xl",
    text: "mt-2 text-muted-foreground",
    actions: "flex shrink-0 flex-col gap-3 sm:flex-row",
    note: "mt-3 text-sm",
  },
  quote: {
    band: "bg-primary text-primary-foreground",
    container: `${SPLIT} items-start py-14`,
    words: "",
    heading: "text-3xl font-bold tracking-tight",
    text: "mt-2 max-w-2xl opacity-90",
    actions: "flex flex-wrap gap-3",
    note: "",
  },
  finder: {
    band: "bg-brand-navy text-brand-navy-foreground",
    container: `${SPLIT} items-start py-12`,
    words: "",
    heading: "text-2xl font-bold",
    text: "mt-2 max-w-2xl opacity-90",
    actions: "grid w-full gap-3 sm:flex sm:w-auto sm:flex-wrap",
    note: "",
  },
  invite: {
    band: "bg-secondary/60",
    container: "flex flex-col items-start gap-4 py-14 md:flex-row md:items-center md:justify-between",
    words: "max-w-2xl",
    heading: "text-2xl font-bold tracking-tight",
    text: "mt-2 text-muted-foreground",
    actions: "",
    note: "",
  },
  center: {
    band: "bg-brand-navy text-brand-navy-foreground",
    container: "py-14 text-center",
    words: "",
    heading: "text-3xl font-bold tracking-tight text-balance",
    text: "mx-auto mt-3 max-w-2xl text-lg opacity-90",
    actions: "mt-8 grid gap-3 sm:flex sm:justify-center",
    note: "mt-4 text-sm opacity-85",
  },
} as const;

/** A call to action across the page: a heading, a sentence, the buttons, and a note (the phone, the hours). */
export function CtaBand({
  look,
  id,
  headingId,
  heading,
  text,
  note,
  className,
  children,
}: {
  look: keyof typeof LOOKS;
  id?: string;
  headingId: string;
  heading: string;
  text: React.ReactNode;
  note?: React.ReactNode;
  /** More classes for the band (its scroll margin). */
  className?: string;
  /** The buttons. */
  children: React.ReactNode;
}) {
  const style = LOOKS[look];
  const buttons = style.actions ? <div className={style.actions}>{children}</div> : children;
  const words = (
    <>
      <h2 id={headingId} className={style.heading}>
        {heading}
      </h2>
      <p className={style.text}>{text}</p>
      {note && look !== "center" ? <p className={style.note}>{note}</p> : null}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={cn(style.band, className)}>
      <div className={cn("mx-auto max-w-7xl px-4", style.container)}>
        {look === "center" ? words : <div className={style.words || undefined}>{words}</div>}
        {buttons}
        {note && look === "center" ? <p className={style.note}>{note}</p> : null}
      </div>
    </section>
  );
}
