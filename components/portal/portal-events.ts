// Opens the one portal dialog of the page from anywhere (the header button, the mobile menu).
export const OPEN_PORTAL_EVENT = "triple-zero:open-portal";

export type OpenPortalDetail = { returnFocusTo?: HTMLElement | null };

export function openPortal(detail: OpenPortalDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenPortalDetail>(OPEN_PORTAL_EVENT, { detail }));
}
