import {
  AnchorIcon,
  BeerIcon,
  DropletsIcon,
  FactoryIcon,
  FanIcon,
  FlameIcon,
  StoreIcon,
  UtensilsCrossedIcon,
  WavesIcon,
  WheatIcon,
  type LucideIcon,
} from "lucide-react";
import type { WizardIndustry, WizardIndustryId } from "@/lib/content/wizard";
import { cn } from "@/lib/utils";

const ICONS: Record<WizardIndustryId, LucideIcon> = {
  agriculture: WheatIcon,
  hvac: FanIcon,
  brewery: BeerIcon,
  convenience: StoreIcon,
  restaurants: UtensilsCrossedIcon,
  "food-beverage": FactoryIcon,
  grill: FlameIcon,
  marine: AnchorIcon,
  pool: WavesIcon,
  water: DropletsIcon,
};

type WizardIndustryPickerProps = {
  industries: readonly WizardIndustry[];
  value: string;
  onChange: (industryId: WizardIndustryId) => void;
  legend: string;
};

/**
 * Step 1 of the home wizard. One industry at a time, so these are native radios drawn as cards: arrow
 * keys move between them and screen readers say "1 of 10".
 */
export function WizardIndustryPicker({ industries, value, onChange, legend }: WizardIndustryPickerProps) {
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
        {industries.map((industry) => {
          const Icon = ICONS[industry.id];
          const checked = value === industry.id;
          return (
            <label
              key={industry.id}
              data-testid={`wizard-industry-${industry.id}`}
              className={cn(
                "flex min-h-20 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 p-3 text-center text-sm font-medium transition-colors motion-reduce:transition-none",
                "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70",
                checked
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card hover:border-primary/50 hover:bg-accent",
              )}
            >
              <input
                type="radio"
                name="wizard-industry"
                value={industry.id}
                checked={checked}
                onChange={() => onChange(industry.id)}
                className="sr-only"
              />
              <Icon className={cn("size-6", checked ? "text-primary-foreground" : "text-primary")} aria-hidden="true" />
              <span className="leading-tight">{industry.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
