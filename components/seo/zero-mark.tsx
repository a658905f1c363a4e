import { BRAND_COLORS } from "@/lib/seo/brand";

// The 0-0-0 mark: a hazard diamond split in four, the three rated quarters (health, flammability,
// instability) each reading 0. Drawn in shapes, not text, so that it needs no font wherever it is
// rendered. app/apple-icon.tsx and the social card draw this component; app/icon.svg is the same
// drawing on a rounded square, with thicker zeros for 16 px.

/** Centre of each quarter of the 100 × 100 diamond, and whether it carries a 0. */
const QUARTERS = [
  { cx: 50, cy: 27, zero: true, fill: BRAND_COLORS.green },
  { cx: 27, cy: 50, zero: true, fill: BRAND_COLORS.ring },
  { cx: 73, cy: 50, zero: true, fill: BRAND_COLORS.amber },
  { cx: 50, cy: 73, zero: false, fill: BRAND_COLORS.background },
] as const;

/** Half the diagonal of a quarter; the 3-unit gaps between quarters show the outline colour. */
const HALF = 20.5;

const quarter = (cx: number, cy: number) => `${cx},${cy - HALF} ${cx + HALF},${cy} ${cx},${cy + HALF} ${cx - HALF},${cy}`;

export function ZeroMark({ size, outline = BRAND_COLORS.navy }: { size: number; outline?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Rated 0-0-0">
      <polygon points="50,0 100,50 50,100 0,50" fill={outline} />
      {QUARTERS.map((q) => (
        <polygon key={`${q.cx}-${q.cy}`} points={quarter(q.cx, q.cy)} fill={q.fill} />
      ))}
      {QUARTERS.filter((q) => q.zero).map((q) => (
        <ellipse
          key={`zero-${q.cx}-${q.cy}`}
          cx={q.cx}
          cy={q.cy}
          rx={6.2}
          ry={9}
          fill="none"
          stroke={q.fill === BRAND_COLORS.amber ? BRAND_COLORS.navy : BRAND_COLORS.background}
          strokeWidth={3.6}
        />
      ))}
    </svg>
  );
}
