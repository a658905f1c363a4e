import {
  AnchorIcon,
  ArmchairIcon,
  BirdIcon,
  CheckCircle2Icon,
  ClockIcon,
  ContainerIcon,
  DropletsIcon,
  FactoryIcon,
  FanIcon,
  FilterIcon,
  FlagIcon,
  FlameIcon,
  FlaskConicalIcon,
  FuelIcon,
  GaugeIcon,
  HeadsetIcon,
  LeafIcon,
  MilkIcon,
  RecycleIcon,
  SailboatIcon,
  ShieldCheckIcon,
  ShowerHeadIcon,
  SproutIcon,
  ThermometerIcon,
  TractorIcon,
  TruckIcon,
  WavesIcon,
  type LucideIcon,
} from "lucide-react";
import { ProductNameLink } from "@/components/product/product-name-link";
import { ProductOfferActions } from "@/components/product/product-offer-actions";
import { unitPrice, type IndustryIconName, type ResolvedApplication } from "@/lib/content/industries";
import { offerOf } from "@/lib/catalog/offer";

export const INDUSTRY_ICONS: Record<IndustryIconName, LucideIcon> = {
  fan: FanIcon,
  flame: FlameIcon,
  thermometer: ThermometerIcon,
  droplets: DropletsIcon,
  waves: WavesIcon,
  anchor: AnchorIcon,
  sailboat: SailboatIcon,
  armchair: ArmchairIcon,
  container: ContainerIcon,
  fuel: FuelIcon,
  factory: FactoryIcon,
  recycle: RecycleIcon,
  filter: FilterIcon,
  flask: FlaskConicalIcon,
  shower: ShowerHeadIcon,
  milk: MilkIcon,
  bird: BirdIcon,
  tractor: TractorIcon,
  sprout: SproutIcon,
  gauge: GaugeIcon,
  shield: ShieldCheckIcon,
  truck: TruckIcon,
  leaf: LeafIcon,
  flag: FlagIcon,
  clock: ClockIcon,
  headset: HeadsetIcon,
};

/**
 * One application of an industry and the catalog product that serves it: its name links to its page,
 * with its price, Add to Cart (at the minimum order) and Request Quote.
 */
export function ApplicationCard({
  application,
  source,
  compact = false,
}: {
  application: ResolvedApplication;
  /** The page ("hvac-chemicals"), saved with a quote request. */
  source: string;
  compact?: boolean;
}) {
  const Icon = INDUSTRY_ICONS[application.icon];
  const { product } = application;
  const offer = offerOf(product);
  return (
    <article
      id={`application-${application.id}`}
      aria-labelledby={`application-${application.id}-title`}
      className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green">
          <Icon className="size-5" aria-hidden />
        </span>
        <h3 id={`application-${application.id}-title`} className="text-lg font-semibold text-balance">
          {application.title}
        </h3>
      </div>
      <p className="mt-3 text-muted-foreground">{application.description}</p>
      {compact ? null : (
        <ul className="mt-4 space-y-1 text-sm" aria-label={`Where ${application.title.toLowerCase()} applies`}>
          {application.uses.map((use) => (
            <li key={use} className="flex gap-2">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
              {use}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-5">
        <div className="rounded-lg bg-muted p-4">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Recommended product</p>
          <p className="mt-1 font-semibold text-primary">
            <ProductNameLink offer={offer} />
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="text-muted-foreground">Item {product.itemNumber}</span>
            <span className="font-semibold" data-testid="application-price">
              {unitPrice(product)}
            </span>
          </p>
          {!compact && product.concentration ? <p className="mt-2 text-sm text-muted-foreground">{product.concentration}</p> : null}
          <ProductOfferActions offer={offer} source={source} showPrice={false} size="sm" className="mt-4" />
        </div>
      </div>
    </article>
  );
}
