import {
  BeerIcon,
  ClockIcon,
  DropletsIcon,
  FlagIcon,
  FlaskConicalIcon,
  HouseIcon,
  LeafIcon,
  ShieldCheckIcon,
  TruckIcon,
} from "lucide-react";
import type { BreweryIconName } from "@/lib/content/brewery";
import type { CaseStudyIcon } from "@/lib/content/brewery-case-studies";

const ICONS = {
  shield: ShieldCheckIcon,
  truck: TruckIcon,
  leaf: LeafIcon,
  flag: FlagIcon,
  beer: BeerIcon,
  droplets: DropletsIcon,
  clock: ClockIcon,
  flask: FlaskConicalIcon,
  home: HouseIcon,
} as const;

/** The icons the brewery content names, drawn as decoration (their text says the same). */
export function BreweryIcon({ name, className }: { name: BreweryIconName | CaseStudyIcon; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden />;
}
