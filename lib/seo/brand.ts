// The brand colours of app/globals.css as sRGB hex, for what CSS variables cannot reach: the browser's
// theme colour, the web manifest, and the images drawn on the server (icons, social cards). The tokens
// there are oklch; tests/unit/brand.test.ts converts them and checks these stay the same colours.
export const BRAND_COLORS = {
  /** --background */
  background: "#ffffff",
  /** --foreground */
  foreground: "#0f1926",
  /** --primary: the call bar at the top of every page, links, buttons. */
  primary: "#064180",
  /** --primary-foreground */
  primaryForeground: "#f8fafd",
  /** --ring: focus rings; the blue quarter of the 0-0-0 mark, which must show on navy. */
  ring: "#0961bb",
  /** --brand-navy: the footer. */
  navy: "#0b2445",
  /** --brand-green (light theme): the 0-0-0 rating and savings. */
  green: "#0c7830",
  /** --brand-amber: a fill colour only, never text on white. */
  amber: "#f5af20",
} as const;
