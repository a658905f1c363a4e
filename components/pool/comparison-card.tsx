import { CheckIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ComparisonProduct } from "@/lib/content/pool-comparison";
import { METRIC_ORDER, metricBar, sustainabilityBand, type Tone } from "@/lib/domain/sustainability";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { ComparisonBar } from "./comparison-bar";

const BAND_BADGE: Record<Tone, React.ComponentProps<typeof Badge>["variant"]> = {
  good: "green",
  neutral: "default",
  fair: "amber",
  poor: "destructive",
};

const SAFETY_PARTS = ["Health", "Flammability", "Instability"] as const;

function YesNo({ yes, yesText, noText }: { yes: boolean; yesText: string; noText: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 font-medium", yes ? "text-brand-green" : "text-destructive")}>
      {yes ? <CheckIcon className="size-4" aria-hidden /> : <XIcon className="size-4" aria-hidden />}
      {yes ? yesText : noText}
    </span>
  );
}

/** One side of the comparison: score and band, safety rating, facts, the four bars, features and price. */
export function ComparisonCard({ product, testId }: { product: ComparisonProduct; testId: string }) {
  const { band, tone } = sustainabilityBand(product.sustainabilityScore);
  const own = product.category === "triple-zero";
  const headingId = `${testId}-name`;
  const safety = product.safetyRating.split("-");

  return (
    <article
      aria-labelledby={headingId}
      data-testid={testId}
      data-product-id={product.id}
      className={cn("flex min-w-0 flex-col rounded-xl border p-5", own ? "border-brand-green/50 bg-brand-green-soft" : "bg-card")}
    >
      <Badge variant={own ? "green" : "outline"}>{own ? siteConfig.productLine : "Traditional"}</Badge>
      <h3 id={headingId} className="mt-2 text-lg font-semibold">
        {product.name}
      </h3>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{product.price}</span> <span className="text-muted-foreground">{product.priceNote}</span>
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Sustainability score</span>
        <span className="text-2xl font-bold tabular-nums">{product.sustainabilityScore}</span>
        <span className="text-sm text-muted-foreground">/ 100</span>
        <Badge variant={BAND_BADGE[tone]}>{band}</Badge>
      </div>

      <div className="mt-3">
        <p className="text-sm font-medium">
          Safety rating <span className="font-bold tabular-nums">{product.safetyRating}</span>
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          {SAFETY_PARTS.map((part, index) => (
            <li key={part}>
              {part} {safety[index]}
            </li>
          ))}
        </ul>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Biodegradable</dt>
          <dd>
            <YesNo yes={product.metrics.biodegradable} yesText="Yes" noText="No" />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Toxicity</dt>
          <dd className="font-medium">{product.metrics.toxicityLevel}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Skin contact</dt>
          <dd>
            <YesNo yes={product.metrics.skinContact} yesText="Safe" noText="Harmful" />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">pH</dt>
          <dd className="font-medium tabular-nums">{product.metrics.pHLevel}</dd>
        </div>
      </dl>

      <div className="mt-5 space-y-3">
        {METRIC_ORDER.map((metric) => (
          <ComparisonBar key={metric} bar={metricBar(metric, product.metrics[metric])} />
        ))}
      </div>

      <ul className="mt-5 space-y-1.5 text-sm">
        {product.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span
              aria-hidden="true"
              className={cn("mt-2 size-1.5 shrink-0 rounded-full", own ? "bg-brand-green" : "bg-muted-foreground")}
            />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
