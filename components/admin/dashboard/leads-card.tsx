import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/**
 * How many requests from the site's forms (contact, consultation, quote, sample…) nobody has answered yet,
 * linked to those leads in the inbox (`href`) for the staff who may open it.
 */
export function LeadsCard({ count, href }: { count: number; href?: string }) {
  return (
    <Card data-testid="new-leads" aria-labelledby="new-leads-title" role="group" className="gap-4">
      <CardHeader>
        <h2 id="new-leads-title" className="text-base font-semibold">
          New leads
        </h2>
        <CardDescription>Requests from the site&rsquo;s forms that nobody has answered yet</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-3xl font-semibold tabular-nums">{count.toLocaleString("en-US")}</p>
        {href && (
          <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            {count === 0 ? "Open the leads" : "Answer them"}
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
