// The session-stored flags of seed 000 §9: one page asks the next one to scroll somewhere.
// Each is read once and then removed. Browser only.

export type SessionFlag = "scrollToWizard" | "scrollToDemo";

export function setSessionFlag(flag: SessionFlag): void {
  try {
    window.sessionStorage.setItem(flag, "true");
  } catch {
    // Storage can be disabled (private modes); the page then simply does not scroll.
  }
}

/** True when the flag was set; removes it. */
export function takeSessionFlag(flag: SessionFlag): boolean {
  try {
    const value = window.sessionStorage.getItem(flag);
    window.sessionStorage.removeItem(flag);
    return value === "true";
  } catch {
    return false;
  }
}

/**
 * Scrolls so that the element's top sits `offset` px below the top of the window; without an offset, its
 * own scroll margin, which keeps it clear of the sticky header (app/globals.css), as a hash link would.
 */
export function scrollToElement(id: string, offset?: number): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const margin = offset ?? (Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0);
  const top = element.getBoundingClientRect().top + window.scrollY - margin;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
  return true;
}
