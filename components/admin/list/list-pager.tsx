import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

/** One way through the list: a link, or a disabled button where there is no page that way. */
export function PageLink({ href, rel, children }: { href: string | null; rel: "prev" | "next"; children: string }) {
  if (href === null) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} rel={rel}>
        {children}
      </Link>
    </Button>
  );
}

/**
 * "Newer" and "Older" under a staff list paged from a cursor (e-mails, orders): newer goes back up the
 * list, older on down it. Both are always there, so the buttons do not jump as staff page.
 */
export function ListPager({ label, newerHref, olderHref }: { label: string; newerHref: string | null; olderHref: string | null }) {
  return (
    <nav aria-label={label} className="mt-4 flex justify-end gap-2 text-sm">
      <PageLink href={newerHref} rel="prev">
        Newer
      </PageLink>
      <PageLink href={olderHref} rel="next">
        Older
      </PageLink>
    </nav>
  );
}

/** A page beside this one: the cursor to start from, and which way. */
export type CursorPage<C> = { cursor: C; direction: "newer" | "older" };

/** The pager of a list read from a cursor: the cursors of the pages beside this one, and the address of each. */
export function CursorPager<C>({
  label,
  newer,
  older,
  href,
}: {
  label: string;
  newer: C | null;
  older: C | null;
  href: (page: CursorPage<C>) => string;
}) {
  return (
    <ListPager
      label={label}
      newerHref={newer !== null ? href({ cursor: newer, direction: "newer" }) : null}
      olderHref={older !== null ? href({ cursor: older, direction: "older" }) : null}
    />
  );
}
