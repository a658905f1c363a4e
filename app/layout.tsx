import type { Metadata, Viewport } from "next";
import "./globals.css";
import { HydrationMarker } from "@/components/site/hydration-marker";
import { ToasterHost } from "@/components/ui/toaster-host";
import { BRAND_COLORS } from "@/lib/seo/brand";
import { siteConfig } from "@/lib/site-config";

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
    <html lang="en-US" data-scroll-behavior="smooth">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ToasterHost />
        <HydrationMarker />
      </body>
    </html>
  );
}
