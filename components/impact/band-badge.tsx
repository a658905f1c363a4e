import { Badge } from "@/components/ui/badge";
import { sustainabilityBand, type Tone } from "@/lib/domain/sustainability";

const VARIANT: Record<Tone, "green" | "default" | "amber" | "destructive"> = {
  good: "green",
  neutral: "default",
  fair: "amber",
  poor: "destructive",
};

/** A sustainability score's band (90+ Excellent, 70+ Good, 50+ Fair, below 50 Poor) as a coloured badge. */
export function BandBadge({ score }: { score: number }) {
  const { band, tone } = sustainabilityBand(score);
  return <Badge variant={VARIANT[tone]}>{band}</Badge>;
}
