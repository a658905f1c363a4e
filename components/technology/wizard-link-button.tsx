"use client";

import Link from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { setSessionFlag } from "@/lib/client/session-flags";

type WizardLinkButtonProps = {
  children: ReactNode;
  variant?: ComponentProps<typeof Button>["variant"];
  size?: ComponentProps<typeof Button>["size"];
  className?: string;
};

/**
 * Goes to the home page and asks it (through the session flag of seed 000 §9) to scroll to the product
 * wizard. A real link, so it still reaches the home page without JavaScript.
 */
export function WizardLinkButton({ children, variant, size, className }: WizardLinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href="/" onClick={() => setSessionFlag("scrollToWizard")}>
        {children}
      </Link>
    </Button>
  );
}
