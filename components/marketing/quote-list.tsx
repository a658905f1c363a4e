import { QuoteIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export type CustomerQuote = {
  quote: string;
  /** Who said it: a name, or a role. */
  name: string;
  /** Their role, or where they are. */
  detail: string;
};

const LOOKS = {
  // In quotation marks, under an amber mark.
  amber: { item: "flex", figure: "", icon: "size-7 text-brand-amber", quote: "text-base", marks: true, name: "", detail: "block" },
  green: {
    item: undefined,
    figure: "h-full",
    icon: "size-6 text-brand-green",
    quote: "leading-relaxed",
    marks: false,
    name: "block",
    detail: "",
  },
} as const;

/** What customers said, three to a row from 768 px, each signed under the quote. */
export function QuoteList({ quotes, look }: { quotes: readonly CustomerQuote[]; look: keyof typeof LOOKS }) {
  const style = LOOKS[look];
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {quotes.map((item) => (
        <li key={item.quote} className={style.item}>
          <figure className={cn("flex flex-col rounded-xl border bg-card p-6 shadow-xs", style.figure)}>
            <QuoteIcon className={style.icon} aria-hidden />
            <blockquote className={cn("mt-3 flex-1", style.quote)}>{style.marks ? <>“{item.quote}”</> : item.quote}</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className={cn("font-semibold", style.name)}>{item.name}</span>
              <span className={cn("text-muted-foreground", style.detail)}>{item.detail}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
