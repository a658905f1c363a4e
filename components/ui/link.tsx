"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches the page behind it once a visitor shows intent: a pointer over it, keyboard focus,
 * a finger down on it (Next's "hover-triggered prefetch"). By default next/link prefetches every link as soon
 * as it scrolls into view, and on a phone the header's and the breadcrumbs' links alone would fetch the home
 * page's and the checkout's data and scripts (zod among them) while the page is still loading, blocking the
 * main thread when the visitor wants it most. `prefetch={false}` still never prefetches, and `prefetch={true}` prefetches the
 * page in full once intent is shown.
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
