// The checkout's few direct uses of the browser: its address bar, the cart event and web storage.
import { broadcastCartChange, CART_CHANGED_EVENT } from "@/lib/cart/client";

/** Changes the query string without a navigation (Next's router follows window.history). */
export function replaceSearch(search: string) {
  window.history.replaceState(null, "", `${window.location.pathname}${search}${window.location.hash}`);
}

/** Tells every cart button, in this tab and the others, to fetch the cart again (it changed on the server). */
export function announceCartChanged() {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  broadcastCartChange();
}

/** sessionStorage and localStorage can be missing or throw (private modes, disabled storage). */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
