import { TileGrid, type Tile } from "@/components/marketing/tile-grid";
import { cn } from "@/lib/utils";

/** Benefit tiles: four to a row when they come in fours, three otherwise. */
export function BreweryBenefitGrid({ items }: { items: readonly Tile[] }) {
  return (
    <TileGrid
      look="compact"
      items={items}
      className={cn("grid gap-5 sm:grid-cols-2", items.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3")}
    />
  );
}
