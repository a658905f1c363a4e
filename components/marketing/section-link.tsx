"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { scrollToElement } from "@/lib/client/session-flags";

type SectionLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** The id of the section. */
  target: string;
  /**
   * The page the section is on, when the link also shows on other pages (the brewery header on its case
   * studies): there it opens that page at the section. Without it the link is a plain "#id" link.
   */
  page?: string;
  /** The sticky header's height plus a little air, kept clear above the section. */
  offsetPx: number;
  /** Called after the choice, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/**
 * A link to a section of a sub-site's home page. It works before the page's scripts run (a real link); once
 * they do, on the section's own page it scrolls there with the sticky header's height taken into account.
 */
export function SectionLink({ target, page, offsetPx, onNavigate, onClick, children, ...props }: SectionLinkProps) {
  const pathname = usePathname();
  const onSectionPage = page === undefined || pathname === page;
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (onSectionPage && scrollToElement(target, offsetPx)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, "", `#${target}`);
    }
    onNavigate?.();
  };
  if (page === undefined) {
    return (
      <a href={`#${target}`} onClick={handleClick} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={`${page}#${target}`} onClick={handleClick} {...props}>
      {children}
    </Link>
  );
}
