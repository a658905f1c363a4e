import { BRAND_COLORS } from "@/lib/seo/brand";
import { drawableText, OG_IMAGE_SIZE } from "@/lib/seo/og";
import { siteConfig } from "@/lib/site-config";
import { ZeroMark } from "./zero-mark";

/** Longer titles get smaller type so that the longest (120 characters) still fits. */
function titleSize(title: string): number {
  if (title.length <= 30) return 72;
  if (title.length <= 60) return 60;
  if (title.length <= 90) return 50;
  return 44;
}

const SOFT_TEXT = "#b9c6d8";

/**
 * The social card drawn by app/og/route.ts with next/og (Satori): only inline styles and flex layout,
 * and only the characters its bundled font has (drawableText).
 */
export function OgCard({ title }: { title: string }) {
  const company = drawableText(siteConfig.companyName);
  const claims = drawableText(
    `${siteConfig.claims.hazmatRatingText} • ${siteConfig.claims.noHazmatFees} • ${siteConfig.claims.americanMade}`,
  );
  const host = drawableText(new URL(siteConfig.url).host);
  return (
    <div
      style={{
        width: OG_IMAGE_SIZE.width,
        height: OG_IMAGE_SIZE.height,
        display: "flex",
        flexDirection: "column",
        backgroundColor: BRAND_COLORS.navy,
        backgroundImage: `linear-gradient(135deg, ${BRAND_COLORS.navy} 0%, ${BRAND_COLORS.navy} 40%, ${BRAND_COLORS.primary} 100%)`,
        color: BRAND_COLORS.primaryForeground,
      }}
    >
      <div style={{ display: "flex", flexGrow: 1, padding: "60px 72px 0 72px" }}>
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, flexBasis: 0 }}>
          <div style={{ display: "flex", fontSize: 34, letterSpacing: -0.3 }}>{company}</div>
          <div style={{ display: "flex", width: 88, height: 6, marginTop: 22, backgroundColor: BRAND_COLORS.green }} />
          <div style={{ display: "flex", flexGrow: 1, alignItems: "center", paddingRight: 48 }}>
            <div
              style={{
                display: "flex",
                fontSize: titleSize(title),
                lineHeight: 1.15,
                letterSpacing: 0,
                color: "#ffffff",
                // The bundled font has one weight; a stroke of its own colour makes the title bold.
                WebkitTextStroke: "1.25px #ffffff",
              }}
            >
              {title}
            </div>
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center", paddingBottom: 24 }}>
          <ZeroMark size={300} />
        </div>
      </div>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          height: 92,
          padding: "0 72px",
          fontSize: 24,
          color: SOFT_TEXT,
          borderTop: "1px solid rgba(255, 255, 255, 0.15)",
          backgroundColor: "rgba(0, 0, 0, 0.18)",
        }}
      >
        <div style={{ display: "flex" }}>{claims}</div>
        <div style={{ display: "flex" }}>{host}</div>
      </div>
    </div>
  );
}
