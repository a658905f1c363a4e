import { CheckCircle2Icon } from "lucide-react";
import { cn } from "@/lib/utils";

const TONES = {
  navy: "bg-brand-navy text-brand-navy-foreground",
  primary: "bg-primary text-primary-foreground",
  gradient: "bg-gradient-to-br from-brand-navy to-primary text-white",
} as const;

const DISPLAY = "text-4xl font-bold tracking-tight text-balance sm:text-5xl";
const INDUSTRY = "text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl";
const BUTTON_GRID = "mt-8 grid gap-3 sm:flex sm:flex-wrap";

/**
 * The hero's look, by the pages that share it: the container, then the eyebrow, the h1, the intro and the
 * buttons. "brewery" and "industry" set the text beside an aside (a video, the figures).
 */
const LOOKS = {
  brewery: {
    tone: "navy",
    container: "relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]",
    eyebrow: "text-brand-amber",
    heading: `mt-3 ${DISPLAY}`,
    intro: "max-w-2xl opacity-90",
    actions: "mt-8 flex flex-col gap-3 sm:flex-row",
  },
  pool: {
    tone: "navy",
    container: "relative py-14 sm:py-20",
    eyebrow: "text-brand-amber",
    heading: `mt-3 max-w-3xl ${DISPLAY}`,
    intro: "max-w-2xl opacity-90",
    actions: "mt-8 flex flex-col gap-3 sm:flex-row",
  },
  "case-study": {
    tone: "navy",
    container: "relative py-14 sm:py-20",
    eyebrow: "mt-6 text-brand-amber",
    heading: `mt-3 max-w-4xl ${DISPLAY}`,
    intro: "max-w-3xl opacity-90",
    actions: "",
  },
  shop: {
    tone: null,
    container: "py-16 sm:py-20",
    eyebrow: "opacity-90",
    heading: `mt-3 max-w-3xl ${DISPLAY}`,
    intro: "max-w-2xl opacity-90",
    actions: "mt-8 flex flex-wrap gap-3",
  },
  restaurant: {
    tone: "gradient",
    container: "py-14 md:py-20",
    eyebrow: "text-white/85",
    heading: `mt-3 max-w-4xl ${INDUSTRY}`,
    intro: "max-w-2xl text-white/90",
    actions: BUTTON_GRID,
  },
  industry: {
    tone: "gradient",
    container: "grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:py-20",
    eyebrow: "",
    heading: `mt-4 ${INDUSTRY}`,
    intro: "max-w-2xl text-white/90",
    actions: BUTTON_GRID,
  },
  "industry-summary": {
    tone: "primary",
    container: "py-12 sm:py-14",
    eyebrow: "opacity-90",
    heading: "mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl",
    intro: "max-w-2xl opacity-90",
    actions: "mt-6 grid gap-3 sm:flex sm:flex-wrap",
  },
  contact: {
    tone: "primary",
    container: "py-12 sm:py-16",
    eyebrow: "opacity-90",
    heading: "mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl",
    intro: "max-w-3xl opacity-90",
    actions: "",
  },
} as const;

type Stat = { label: string; value: string };

function Stats({ stats, beside }: { stats: readonly Stat[]; beside: boolean }) {
  return (
    <dl className={beside ? "grid grid-cols-2 gap-3 sm:gap-4" : "mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4"}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col rounded-xl bg-white/10",
            beside ? "p-4 ring-1 ring-white/20 sm:p-5" : "border border-white/20 px-4 py-4",
          )}
        >
          <dt className={cn("text-sm", beside ? "text-white/90" : "text-white/85")}>{stat.label}</dt>
          <dd className={cn("order-first text-2xl sm:text-3xl", beside ? "font-extrabold tracking-tight" : "font-bold")}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The opening section of a marketing page: its h1, the promise under it, and the ways on. */
export function PageHero({
  look,
  tone,
  headingId,
  eyebrow,
  heading,
  intro,
  highlights,
  breadcrumb,
  backdrop,
  actions,
  aside,
  stats,
}: {
  look: keyof typeof LOOKS;
  /** The background, for the looks that come in more than one. */
  tone?: keyof typeof TONES;
  /** The h1's id, which names the section (a landmark then). */
  headingId?: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  /** Short claims with a check mark, under the intro. */
  highlights?: readonly string[];
  breadcrumb?: React.ReactNode;
  /** Decoration drawn behind the content. */
  backdrop?: React.ReactNode;
  /** The buttons. */
  actions?: React.ReactNode;
  /** Shown beside the text on wide screens (a video). */
  aside?: React.ReactNode;
  /** Headline figures: beside the text in the "industry" look, under it otherwise. */
  stats?: readonly Stat[];
}) {
  const style = LOOKS[look];
  const beside = look === "industry" || look === "brewery";
  const figures = stats && stats.length > 0 ? <Stats stats={stats} beside={beside} /> : null;
  const text = (
    <>
      {breadcrumb}
      {eyebrow ? <p className={cn("text-sm font-semibold tracking-wide uppercase", style.eyebrow)}>{eyebrow}</p> : null}
      <h1 id={headingId} className={style.heading}>
        {heading}
      </h1>
      <p className={cn("mt-4 text-lg", style.intro)}>{intro}</p>
      {highlights ? (
        <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-1.5">
              <CheckCircle2Icon className="size-4 text-brand-amber" aria-hidden />
              {highlight}
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className={style.actions}>{actions}</div> : null}
      {beside ? null : figures}
    </>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={cn(TONES[tone ?? style.tone ?? "primary"], backdrop ? "relative overflow-hidden" : null)}
    >
      {backdrop}
      <div className={cn("mx-auto max-w-7xl px-4", style.container)}>
        {beside ? <div className={look === "industry" ? "min-w-0" : undefined}>{text}</div> : text}
        {beside ? (figures ?? aside) : null}
      </div>
    </section>
  );
}
