"use client";

import { useEffect } from "react";
import { scrollToElement, takeSessionFlag } from "@/lib/client/session-flags";
import { SCROLL_TO_WIZARD_DELAY_MS } from "@/lib/content/home";

/** Another page asked for the wizard (seed 000 §2): scroll to it 100 ms after load. */
export function ScrollToWizardOnLoad() {
  useEffect(() => {
    if (!takeSessionFlag("scrollToWizard")) return;
    const timer = setTimeout(() => scrollToElement("wizard"), SCROLL_TO_WIZARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
