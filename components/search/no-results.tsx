import Link from "@/components/ui/link";
import { SearchXIcon } from "lucide-react";
import { OpenFinderButton } from "@/components/finder/open-finder-button";
import { Button } from "@/components/ui/button";

/** What a search that found nothing offers instead: the Application Finder, and asking us. */
export function NoResults({ q }: { q: string }) {
  return (
    <section
      aria-labelledby="no-results"
      className="mt-8 flex flex-col items-center rounded-xl border border-dashed p-8 text-center sm:p-12"
    >
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 id="no-results" className="mt-3 text-lg font-semibold break-words">
        No products match “{q}”
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">
        Check the spelling or try fewer words: a product name, an item number such as <span className="whitespace-nowrap">TZ-MD-101</span>,
        or what you clean. Or tell us the job, and we will find the product for it.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <OpenFinderButton>Open the Application Finder</OpenFinderButton>
        <Button asChild variant="outline">
          <Link href="/contact">Contact us</Link>
        </Button>
      </div>
    </section>
  );
}
