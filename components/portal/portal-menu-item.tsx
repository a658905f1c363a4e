"use client";

import { UserIcon } from "lucide-react";
import { openPortal } from "./portal-events";

// Longer than the menu's closing animation: past it the portal opens regardless.
const MENU_CLOSE_LIMIT_MS = 1_000;

/** Runs `then` once `element` has left the page (or after the limit), and after the focus moves that follow. */
function afterRemoval(element: Element | null, then: () => void) {
  const started = performance.now();
  const check = () => {
    if (!element?.isConnected || performance.now() - started > MENU_CLOSE_LIMIT_MS) window.setTimeout(then, 0);
    else requestAnimationFrame(check);
  };
  check();
}

/**
 * The portal's entry in the mobile menu. The portal opens once the menu has closed, so that the menu
 * handing focus back to its button does not pull focus out of the portal; closing the portal then
 * returns focus to that menu button.
 */
export function PortalMenuItem({ className, onSelect }: { className?: string; onSelect: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        const menu = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
        const opener = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
        onSelect();
        afterRemoval(menu, () => openPortal({ returnFocusTo: opener }));
      }}
    >
      <UserIcon className="size-4" aria-hidden="true" />
      Customer Portal
    </button>
  );
}
