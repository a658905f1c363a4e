"use client";

import { useEffect, useId, useRef, useState } from "react";
import { TruckIcon } from "lucide-react";
import { SavingsFigure } from "@/components/calculator/savings-figure";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import {
  CONTAINER_SIZES,
  DEFAULT_CONTAINER_SIZE,
  DEFAULT_SHIPMENTS,
  MAX_SHIPMENTS,
  MIN_SHIPMENTS,
  RECALCULATE_DELAY_MS,
  calculateSavings,
  parseShipments,
  type SavingsInput,
} from "@/lib/domain/savings";
import { formatWholeDollars } from "@/lib/domain/money";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/** The home page's shipping savings calculator (seed 000 §2, §4, §9). */
export function SavingsCalculator() {
  const shipmentsId = useId();
  const sizeId = useId();
  const hintId = useId();
  const [shipmentsText, setShipmentsText] = useState(String(DEFAULT_SHIPMENTS));
  const [containerSize, setContainerSize] = useState<string>(DEFAULT_CONTAINER_SIZE);
  const [results, setResults] = useState(() => calculateSavings({ shipments: DEFAULT_SHIPMENTS, containerSize: DEFAULT_CONTAINER_SIZE }));
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The seed's calculator settles for 1.5 s after each change; a new change restarts the wait, so
  // typing "25" shows one result, not the one for "2" first.
  function schedule(input: SavingsInput) {
    setBusy(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setResults(calculateSavings(input));
      setBusy(false);
    }, RECALCULATE_DELAY_MS);
  }

  const shipments = parseShipments(shipmentsText);
  const outOfRange = shipmentsText.trim() !== "" && (shipments < MIN_SHIPMENTS || shipments > MAX_SHIPMENTS);

  return (
    <section id="calculator" aria-labelledby="calculator-heading" className="bg-muted/40 py-14 sm:py-20">
      <div id="savings-calculator-anchor" />
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-8 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-green uppercase">{siteConfig.claims.noHazmatFees}</p>
          <h2 id="calculator-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Calculate Your Shipping Savings
          </h2>
          <p className="mt-3 text-muted-foreground">
            Every {siteConfig.productLine} product is rated {siteConfig.claims.hazmatRating}, so it ships as ordinary freight. See what you
            stop paying in hazmat fees.
          </p>
        </div>

        <div className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} aria-label="Your shipments">
            <div className="flex flex-col gap-2">
              <Label htmlFor={shipmentsId}>Monthly shipments</Label>
              <Input
                id={shipmentsId}
                type="number"
                inputMode="numeric"
                min={MIN_SHIPMENTS}
                max={MAX_SHIPMENTS}
                step={1}
                placeholder={String(DEFAULT_SHIPMENTS)}
                value={shipmentsText}
                aria-describedby={hintId}
                aria-invalid={outOfRange || undefined}
                data-testid="calculator-shipments"
                className="h-11 text-base"
                onChange={(e) => {
                  setShipmentsText(e.target.value);
                  schedule({ shipments: parseShipments(e.target.value), containerSize });
                }}
              />
              <p id={hintId} className={cn("text-xs", outOfRange ? "text-destructive" : "text-muted-foreground")}>
                Enter {MIN_SHIPMENTS} to {MAX_SHIPMENTS} shipments per month.
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={sizeId}>Container size</Label>
              <NativeSelect
                id={sizeId}
                wrapperClassName="w-full"
                className="h-11 text-base md:text-base"
                value={containerSize}
                data-testid="calculator-container"
                onChange={(e) => {
                  setContainerSize(e.target.value);
                  schedule({ shipments, containerSize: e.target.value });
                }}
              >
                {CONTAINER_SIZES.map((size) => (
                  <NativeSelectOption key={size.id} value={size.id}>
                    {size.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <TruckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Hazmat freight adds fees to every shipment; {siteConfig.claims.shippingSavings} with {siteConfig.productLine}.
              </span>
            </p>
          </form>

          <div className="flex flex-col gap-3">
            <div className="flex min-h-6 items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">Your savings</h3>
              {busy ? (
                <span className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="calculator-busy">
                  <Spinner aria-label="Recalculating" className="motion-reduce:animate-none" />
                  <span aria-hidden="true">Recalculating…</span>
                </span>
              ) : null}
            </div>
            <div aria-live="polite" aria-atomic="true" aria-busy={busy} data-testid="calculator-results">
              <dl
                className={cn(
                  "grid grid-cols-1 gap-3 transition-opacity min-[420px]:grid-cols-2 motion-reduce:transition-none",
                  busy && "opacity-50",
                )}
              >
                <SavingsFigure
                  label="Monthly savings"
                  value={formatWholeDollars(results.monthlyShippingSavings)}
                  highlight
                  testId="calculator-monthly"
                />
                <SavingsFigure
                  label="Annual savings"
                  value={formatWholeDollars(results.annualShippingSavings)}
                  highlight
                  testId="calculator-annual"
                />
                <SavingsFigure
                  label="New monthly cost"
                  value={formatWholeDollars(results.standardShippingCost)}
                  note="The same shipments as standard freight"
                  testId="calculator-new-cost"
                />
                <SavingsFigure
                  label="Hazmat cost per shipment"
                  value={formatWholeDollars(results.hazmatCostPerShipment)}
                  note="What each shipment costs as hazmat today"
                  testId="calculator-hazmat-cost"
                />
              </dl>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
