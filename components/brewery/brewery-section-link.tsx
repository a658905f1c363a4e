"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { scrollToElement } from "@/lib/client/session-flags";
import { BREWERY_HOME_PATH, type BrewerySectionId } from "@/lib/content/brewery";
import { BREWERY_HEADER_OFFSET_PX } from "./brewery-nav-class";

type BrewerySectionLinkProps = {
  section: BrewerySectionId;
  className?: string;
  children: React.ReactNode;
  /** Called after the choice, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/**
 * A header item for a section of the brewery home: it scrolls there when the home is open and
 * otherwise opens the home at that section (the sections' scroll margin clears the sticky header).
 */
export function BrewerySectionLink({ section, className, children, onNavigate }: BrewerySectionLinkProps) {
  const pathname = usePathname();
  const href = `${BREWERY_HOME_PATH}#${section}`;
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        if (pathname === BREWERY_HOME_PATH && scrollToElement(section, BREWERY_HEADER_OFFSET_PX)) {
          event.preventDefault();
          window.history.replaceState(window.history.state, "", `#${section}`);
        }
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
