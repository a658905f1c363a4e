import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import "./globals.css";
import { HydrationMarker } from "@/components/site/hydration-marker";
import { ToasterHost } from "@/components/ui/toaster-host";
import { BRAND_COLORS } from "@/lib/seo/brand";
import { siteConfig } from "@/lib/site-config";

// Inter from the fontsource package, through next/font: the file is served with the build and preloaded,
// and the fallback font is sized to Inter's metrics. "optional": a page whose font has not arrived within
// its first moments keeps the fallback rather than swapping later, since a swap re-wraps the large
// headings (bold text differs from the metrics the fallback is sized by) and moved whole pages on slow
// phones; the next page finds the font cached. Latin covers the site's texts; other scripts fall back to
// the system font.
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "optional",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.companyName} | Safer Industrial Cleaning Chemicals`,
    template: `%s | ${siteConfig.companyName}`,
  },
  description: `${siteConfig.productLine} cleaning chemicals are rated ${siteConfig.claims.hazmatRating} for hazmat, ship without hazmat fees and are ${siteConfig.claims.americanMade}.`,
  applicationName: siteConfig.companyName,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  // The call bar at the top of every page; the web manifest (app/manifest.ts) says the same.
  themeColor: BRAND_COLORS.primary,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // Next.js turns smooth scrolling off while it moves to the top of a new page, and only with this
    // attribute: without it, a new page would slide in from the old scroll position.
    <html lang="en-US" data-scroll-behavior="smooth" className={inter.variable}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ToasterHost />
        <HydrationMarker />
      </body>
    </html>
  );
}
