import { cn } from "@/lib/utils";

type Choice<T extends string> = { id: T; label: string };

type FinderChoiceGroupProps<T extends string> = {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | "";
  onChange: (value: T) => void;
};

/** A single-answer question of the finder (volume, frequency): native radios, so arrow keys work as expected. */
export function FinderChoiceGroup<T extends string>({ name, legend, choices, value, onChange }: FinderChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = value === choice.id;
          return (
            <label
              key={choice.id}
              data-testid={`finder-${name}-${choice.id}`}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors motion-reduce:transition-none",
                "has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70",
                checked ? "border-primary bg-accent text-accent-foreground" : "border-border hover:border-primary/50 hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={checked}
                onChange={() => onChange(choice.id)}
                className="size-4 accent-primary outline-none"
              />
              <span className="font-medium">{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
