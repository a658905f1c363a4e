"use client";

import { StartupFallback } from "@/components/site/startup-fallback";

/** Replaces the whole document when the root layout itself fails. */
export default function GlobalError() {
  return (
    <html lang="en-US">
      <body>
        <StartupFallback />
      </body>
    </html>
  );
}
