"use client";

import { scrollToElement } from "@/lib/client/session-flags";
import { POOL_HEADER_OFFSET_PX } from "@/lib/content/pool-spa";

type PoolSectionLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** The id of the section on /pool-spa. */
  target: string;
  /** Called after the choice, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/**
 * A link to a section of /pool-spa. It is a plain "#id" link (so it works before the page's scripts
 * run) that, once they do, scrolls with the sticky header's height taken into account.
 */
export function PoolSectionLink({ target, onNavigate, onClick, children, ...props }: PoolSectionLinkProps) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        onClick?.(event);
        if (scrollToElement(target, POOL_HEADER_OFFSET_PX)) {
          event.preventDefault();
          window.history.replaceState(window.history.state, "", `#${target}`);
        }
        onNavigate?.();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
