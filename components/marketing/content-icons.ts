import {
  BeerIcon,
  ClockIcon,
  DropletsIcon,
  FlagIcon,
  FlaskConicalIcon,
  FuelIcon,
  HouseIcon,
  LeafIcon,
  ShieldCheckIcon,
  TimerIcon,
  TruckIcon,
  type LucideIcon,
} from "lucide-react";
import type { BreweryIconName } from "@/lib/content/brewery";
import type { CaseStudyIcon } from "@/lib/content/brewery-case-studies";
import type { ConvenienceBenefitIcon } from "@/lib/content/convenience";
import type { GrillBenefitIcon } from "@/lib/content/grill";

/** The icon names the marketing content gives its benefits, and the icons drawn for them. */
export const CONTENT_ICONS = {
  beer: BeerIcon,
  clock: ClockIcon,
  droplets: DropletsIcon,
  flag: FlagIcon,
  flask: FlaskConicalIcon,
  fuel: FuelIcon,
  home: HouseIcon,
  leaf: LeafIcon,
  shield: ShieldCheckIcon,
  timer: TimerIcon,
  truck: TruckIcon,
} as const satisfies Record<BreweryIconName | CaseStudyIcon | ConvenienceBenefitIcon | GrillBenefitIcon, LucideIcon>;

export type ContentIconName = keyof typeof CONTENT_ICONS;
