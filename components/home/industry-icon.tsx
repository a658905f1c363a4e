import { AnchorIcon, BeerIcon, DropletsIcon, FactoryIcon, FanIcon, FlameIcon, StoreIcon, WavesIcon } from "lucide-react";
import type { HeroSlide } from "@/lib/content/home";

const ICONS = {
  beer: BeerIcon,
  flame: FlameIcon,
  store: StoreIcon,
  factory: FactoryIcon,
  fan: FanIcon,
  anchor: AnchorIcon,
  waves: WavesIcon,
  droplets: DropletsIcon,
} as const;

export function IndustryIcon({ name, className }: { name: HeroSlide["icon"]; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden />;
}
