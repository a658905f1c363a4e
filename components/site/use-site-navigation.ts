"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { scrollToElement, setSessionFlag } from "@/lib/client/session-flags";
import { WIZARD_RESET_EVENT } from "@/lib/content/wizard";

/** Height of the sticky header, so that scrolled-to sections are not hidden under it. */
export const HEADER_OFFSET_PX = 96;

/**
 * The header's destinations (seed 000 §2): they scroll when the target is on this page and otherwise
 * navigate, leaving a session flag for the page that should scroll on arrival.
 */
export function useSiteNavigation() {
  const pathname = usePathname();
  const router = useRouter();

  const goToWizard = useCallback(() => {
    if (pathname === "/" && document.getElementById("wizard")) {
      window.dispatchEvent(new Event(WIZARD_RESET_EVENT));
      scrollToElement("wizard", HEADER_OFFSET_PX);
      return;
    }
    setSessionFlag("scrollToWizard");
    router.push("/");
  }, [pathname, router]);

  const goToCalculator = useCallback(() => {
    if (!scrollToElement("savings-calculator-anchor", HEADER_OFFSET_PX)) router.push("/#savings-calculator-anchor");
  }, [router]);

  const goToDemos = useCallback(() => {
    if (pathname === "/technology" && scrollToElement("demos", 80)) return;
    setSessionFlag("scrollToDemo");
    router.push("/technology");
  }, [pathname, router]);

  const goToContact = useCallback(() => {
    // Industry pages and /technology have their own contact section; elsewhere the home page's.
    if (scrollToElement("contact-anchor", HEADER_OFFSET_PX) || scrollToElement("contact", HEADER_OFFSET_PX)) return;
    router.push("/#contact-anchor");
  }, [router]);

  return { goToWizard, goToCalculator, goToDemos, goToContact };
}
