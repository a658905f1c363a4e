import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";
import { BRAND_COLORS } from "@/lib/seo/brand";

const css = readFileSync(path.resolve(import.meta.dirname, "../../app/globals.css"), "utf8");
const lightTheme = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));

/** The sRGB hex of a CSS `oklch(L C h)` (Björn Ottosson's OKLab matrices). */
function oklchToHex(value: string): string {
  const [L, C, h] = value.split(/\s+/).map(Number) as [number, number, number];
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const gamma = (x: number) => {
    const c = Math.min(1, Math.max(0, x));
    return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  };
  return `#${linear
    .map((x) =>
      Math.round(gamma(x) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*oklch\\(([^)]+)\\)`).exec(lightTheme);
  if (!match?.[1]) throw new Error(`--${name} is not an oklch colour of :root`);
  return oklchToHex(match[1]);
}

describe("the brand colours outside CSS", () => {
  it("are the light theme's tokens of app/globals.css", () => {
    expect({
      background: token("background"),
      foreground: token("foreground"),
      primary: token("primary"),
      primaryForeground: token("primary-foreground"),
      ring: token("ring"),
      navy: token("brand-navy"),
      green: token("brand-green"),
      amber: token("brand-amber"),
    }).toEqual(BRAND_COLORS);
  });

  it("give the web manifest its theme and background colours, with the icons", () => {
    expect(manifest()).toMatchObject({
      name: "Triple Zero Chemical Co.",
      short_name: "Triple Zero",
      start_url: "/",
      theme_color: "#064180",
      background_color: "#ffffff",
      icons: [
        { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
        { src: "/apple-icon", sizes: "180x180", type: "image/png" },
      ],
    });
  });
});
