import type { Ref } from "react";
import { CheckCircle2Icon, DollarSignIcon, ExternalLinkIcon, SearchIcon } from "lucide-react";
import { DemoVideoButton } from "@/components/home/demo-video-button";
import { WizardExploreCard } from "@/components/home/wizard-explore-card";
import { ProductNameLink } from "@/components/product/product-name-link";
import { RecommendedOfferActions } from "@/components/product/product-offer-actions";
import { offerIn, useCatalog } from "@/components/product/use-catalog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { WizardIndustry, WizardRecommendation as Recommendation } from "@/lib/content/wizard";
import { siteConfig } from "@/lib/site-config";

type WizardRecommendationProps = {
  recommendation: Recommendation;
  industry: WizardIndustry;
  applicationLabel: string;
  onNewSearch: () => void;
  /** The product heading; the wizard moves focus there when the answer appears. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The home wizard's answer: the product (a link to its page), how strong to use it, why, what it saves,
 * and where to buy: Add to Cart or Request Quote here, the sister shop where there is one.
 */
export function WizardRecommendation({ recommendation, industry, applicationLabel, onNewSearch, headingRef }: WizardRecommendationProps) {
  const shop = recommendation.redirectSite ? siteConfig.externalSites[recommendation.redirectSite] : undefined;
  const offer = offerIn(useCatalog(), recommendation.itemNumber);
  return (
    <div className="flex flex-col gap-5" data-testid="wizard-recommendation">
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <div className="bg-primary px-5 py-5 text-primary-foreground sm:px-6">
          <p className="text-xs font-semibold tracking-wide uppercase opacity-90">
            Recommended for {industry.label} · {applicationLabel}
          </p>
          <h3 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            {offer ? <ProductNameLink offer={offer} className="focus-visible:ring-white/80" /> : recommendation.product}
          </h3>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge variant="secondary">Item {recommendation.itemNumber}</Badge>
            <Badge variant="green">{siteConfig.claims.hazmatRatingText}</Badge>
          </div>
        </div>

        <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <div>
              <h4 className="text-sm font-semibold text-muted-foreground">Concentration</h4>
              <p className="mt-1 font-medium" data-testid="wizard-concentration">
                {recommendation.concentration}
              </p>
            </div>
            <div className="rounded-lg border border-brand-green/30 bg-brand-green-soft p-4">
              <h4 className="flex items-center gap-2 text-sm font-semibold text-brand-green">
                <DollarSignIcon className="size-4" aria-hidden="true" />
                Cost savings
              </h4>
              <p className="mt-1 text-sm font-medium" data-testid="wizard-cost-savings">
                {recommendation.costSavings}
              </p>
            </div>
          </div>
          <div>
            <h4 className="text-sm font-semibold text-muted-foreground">Benefits</h4>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {recommendation.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden="true" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="flex flex-col gap-4 border-t bg-muted/40 p-5 sm:p-6">
          <RecommendedOfferActions offer={offer} source="home-wizard" size="lg" />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {shop ? (
              <Button asChild size="lg" variant={offer ? "outline" : "default"} data-testid="wizard-shop">
                <a href={shop.url} target="_blank" rel="noopener">
                  {recommendation.redirectLabel ?? `Shop ${shop.label}`}
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            {recommendation.videoUrl ? <DemoVideoButton videoUrl={recommendation.videoUrl} product={recommendation.product} /> : null}
            <Button type="button" variant="outline" size="lg" onClick={onNewSearch} data-testid="wizard-new-search">
              <SearchIcon aria-hidden="true" />
              New Search
            </Button>
          </div>
        </div>
      </div>

      {industry.explore ? <WizardExploreCard explore={industry.explore} /> : null}
    </div>
  );
}
