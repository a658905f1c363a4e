import { CheckCircle2Icon, CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** What stands before each point: a check mark in a circle (large or small), a plain check, or a dot. */
const MARKERS = {
  circle: <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />,
  "small-circle": <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />,
  check: <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />,
  dot: <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-green" />,
  "large-dot": <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-green" />,
} as const;

/** A list of short points (uses, features, results, tips), each after a green mark. */
export function CheckList({
  items,
  marker,
  className,
  itemClassName,
}: {
  items: readonly string[];
  marker: keyof typeof MARKERS;
  /** The list's spacing and text size. */
  className?: string;
  /** Each point's box, when it is more than a line (a card). */
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-2", itemClassName)}>
          {MARKERS[marker]}
          {item}
        </li>
      ))}
    </ul>
  );
}
