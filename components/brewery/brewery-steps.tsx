type Step = { title: string; text: string };

/** A numbered procedure (how line cleaning works, a CIP cycle, a kegerator clean). */
export function BrewerySteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
