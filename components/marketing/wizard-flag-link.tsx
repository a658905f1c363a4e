"use client";

import Link from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { setSessionFlag } from "@/lib/client/session-flags";

type WizardFlagLinkProps = {
  children: ReactNode;
  variant?: ComponentProps<typeof Button>["variant"];
  size?: ComponentProps<typeof Button>["size"];
  className?: string;
  "data-testid"?: string;
};

/**
 * "Get Custom Recommendations" / "Start Product Finder": stores the scroll-to-wizard flag, then goes to
 * the home page, which scrolls to its wizard. A real link, so it still reaches / without JavaScript.
 */
export function WizardFlagLink({ children, variant, size, className, "data-testid": testId }: WizardFlagLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href="/" data-testid={testId} onClick={() => setSessionFlag("scrollToWizard")}>
        {children}
      </Link>
    </Button>
  );
}
