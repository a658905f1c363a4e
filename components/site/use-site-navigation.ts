"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { scrollToElement, setSessionFlag } from "@/lib/client/session-flags";
import { WIZARD_RESET_EVENT } from "@/lib/content/site-chrome";

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
      scrollToElement("wizard");
      return;
    }
    setSessionFlag("scrollToWizard");
    router.push("/");
  }, [pathname, router]);

  const goToCalculator = useCallback(() => {
    if (!scrollToElement("savings-calculator-anchor")) router.push("/#savings-calculator-anchor");
  }, [router]);

  const goToDemos = useCallback(() => {
    if (pathname === "/technology" && scrollToElement("demos", 80)) return;
    setSessionFlag("scrollToDemo");
    router.push("/technology");
  }, [pathname, router]);

  const goToContact = useCallback(() => {
    // Industry pages and /technology have their own contact section; elsewhere the home page's.
    if (scrollToElement("contact-anchor") || scrollToElement("contact")) return;
    router.push("/#contact-anchor");
  }, [router]);

  return { goToWizard, goToCalculator, goToDemos, goToContact };
}
