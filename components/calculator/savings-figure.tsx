import { cn } from "@/lib/utils";

type SavingsFigureProps = {
  label: string;
  value: string;
  note?: string;
  highlight?: boolean;
  testId: string;
};

/** One result of the savings calculator: a label above a large dollar figure. */
export function SavingsFigure({ label, value, note, highlight = false, testId }: SavingsFigureProps) {
  return (
    <div
      className={cn("flex flex-col gap-1 rounded-lg border p-4", highlight ? "border-brand-green/30 bg-brand-green-soft" : "bg-muted/40")}
    >
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn("text-2xl font-bold tabular-nums sm:text-3xl", highlight ? "text-brand-green" : "text-foreground")}
        data-testid={testId}
      >
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}
