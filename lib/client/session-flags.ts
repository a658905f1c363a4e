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

/** Scrolls so that the element's top sits `offset` px below the top of the window. */
export function scrollToElement(id: string, offset = 0): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
  return true;
}
