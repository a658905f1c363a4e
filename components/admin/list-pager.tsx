import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

/** One way through the list: a link, or a disabled button where there is no page that way. */
function PageLink({ href, rel, children }: { href: string | null; rel: "prev" | "next"; children: string }) {
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
