import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

type Props = {
  testId: string;
  /** What the list holds, plural: "e-mails", "orders". */
  noun: string;
  /** The list's own address, unfiltered and on its newest page. */
  href: string;
  /** The list is narrowed by filters. */
  filtered: boolean;
  /** The list is on a later page (an old link, or its rows were deleted since). */
  paged: boolean;
  /** What to say when there is nothing at all: "No orders yet." */
  none: string;
};

/**
 * What a staff list shows instead of its rows: why it is empty, and the way out when there is one
 * (clear the filters, back to the newest page).
 */
export function ListEmpty({ testId, noun, href, filtered, paged, none }: Props) {
  if (!filtered && !paged) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid={testId}>
        {none}
      </p>
    );
  }
  return (
    <div className="rounded-md border border-dashed p-8 text-center" data-testid={testId}>
      <p className="text-muted-foreground">{filtered ? `No ${noun} match these filters.` : `No more ${noun} here.`}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link href={href}>{filtered ? "Clear filters" : "Back to the newest"}</Link>
      </Button>
    </div>
  );
}
