"use client";

import { useEffect, useRef, useState } from "react";
import { CheckCircle2Icon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type FinderApplication = { id: string; label: string; description: string };
export type FinderRecommendation = {
  title: string;
  summary: string;
  /** "1:4 dilution", "Variable dilution". */
  dilution: string;
  features: readonly string[];
  products: readonly { itemNumber: string; name: string; price: string }[];
};

type BreweryFinderProps = {
  applications: readonly FinderApplication[];
  /** By application id; worked out on the server from lib/content/brewery.ts and the catalog (a product not on sale is left out). */
  recommendations: Readonly<Record<string, FinderRecommendation>>;
  text: { legend: string; submitLabel: string; resetLabel: string; quoteLabel: string };
  quoteHref: string;
};

/**
 * The brewery application finder (seed 001 §2): one application, then its recommendation with the
 * dilution and features; "Find Another Solution" starts over. The button waits for a choice.
 */
export function BreweryFinder({ applications, recommendations, text, quoteHref }: BreweryFinderProps) {
  const [selected, setSelected] = useState("");
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  const moveFocus = useRef<"result" | "options" | null>(null);
  const recommendation = confirmed ? recommendations[confirmed] : undefined;

  // The part the visitor acted on disappears; keep keyboard and screen-reader users in place.
  useEffect(() => {
    if (moveFocus.current === "result") resultRef.current?.focus();
    if (moveFocus.current === "options") firstOptionRef.current?.focus();
    moveFocus.current = null;
  }, [confirmed]);

  if (recommendation) {
    return (
      <div data-testid="brewery-recommendation" className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-green">
          <CheckCircle2Icon className="size-5" aria-hidden /> Recommended for you
        </p>
        <h3 ref={resultRef} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
          {recommendation.title}
        </h3>
        <p className="mt-3 inline-flex rounded-md bg-brand-amber px-3 py-1 text-sm font-bold text-brand-amber-foreground">
          {recommendation.dilution}
        </p>
        <p className="mt-3 text-muted-foreground">{recommendation.summary}</p>
        <h4 className="mt-5 text-sm font-semibold">Features</h4>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {recommendation.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        {recommendation.products.length > 0 ? (
          <>
            <h4 className="mt-5 text-sm font-semibold">Products</h4>
            <ul className="mt-2 divide-y rounded-lg border">
              {recommendation.products.map((product) => (
                <li key={product.itemNumber} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
                  <span>
                    <span className="font-medium">{product.name}</span>{" "}
                    <span className="whitespace-nowrap text-muted-foreground">({product.itemNumber})</span>
                  </span>
                  <span className="font-semibold text-primary">{product.price}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={quoteHref}>{text.quoteLabel}</a>
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() => {
              moveFocus.current = "options";
              setSelected("");
              setConfirmed(null);
            }}
          >
            <RotateCcwIcon aria-hidden /> {text.resetLabel}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (!selected) return;
        moveFocus.current = "result";
        setConfirmed(selected);
      }}
    >
      <fieldset>
        <legend className="mb-3 text-lg font-semibold">{text.legend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {applications.map((application, index) => {
            const checked = selected === application.id;
            return (
              <label
                key={application.id}
                data-testid={`brewery-finder-${application.id}`}
                className={cn(
                  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors motion-reduce:transition-none",
                  "has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70",
                  checked ? "border-primary bg-accent text-accent-foreground" : "hover:border-primary/50 hover:bg-muted",
                )}
              >
                <input
                  ref={index === 0 ? firstOptionRef : undefined}
                  type="radio"
                  name="brewery-application"
                  value={application.id}
                  checked={checked}
                  onChange={() => setSelected(application.id)}
                  className="mt-1 size-4 shrink-0 accent-primary outline-none"
                />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{application.label}</span>
                  <span className="text-sm text-muted-foreground">{application.description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={!selected} className="mt-6 w-full sm:w-auto">
        {text.submitLabel}
      </Button>
    </form>
  );
}
