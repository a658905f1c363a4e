import Link from "@/components/ui/link";
import type { EmailRelated as Related } from "@/lib/email/staff-view";

/** What a message is about: a link to its staff page when it has one (orders), its name otherwise. */
export function EmailRelated({ related }: { related: Related | null }) {
  if (!related) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Nothing</span>
      </span>
    );
  }
  return related.href ? (
    <Link href={related.href} className="break-all text-primary underline-offset-4 hover:underline">
      {related.label}
    </Link>
  ) : (
    <span className="break-all">{related.label}</span>
  );
}
