import Link from "@/components/ui/link";

export type Crumb = { label: string; href?: string };

/** Where the page sits in the account: each step a link back, the last one the page itself. */
export function OrderBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) =>
          crumb.href && index < trail.length - 1 ? (
            <li key={crumb.label}>
              <Link href={crumb.href} className="underline-offset-4 hover:text-foreground hover:underline">
                {crumb.label}
              </Link>{" "}
              <span aria-hidden="true">/</span>
            </li>
          ) : (
            <li key={crumb.label} aria-current="page" className="break-all text-foreground">
              {crumb.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
