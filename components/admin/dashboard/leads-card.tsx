import Link from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type CountCardProps = {
  id: string;
  title: string;
  description: string;
  count: number;
  /** The list of what is counted, for the staff who may open it. */
  href?: string;
  /** The link's words when there are none, and when there are some. */
  linkText: readonly [none: string, some: string];
};

/** A count of work waiting for the sales desk, with a link to it. */
function CountCard({ id, title, description, count, href, linkText }: CountCardProps) {
  return (
    <Card data-testid={id} aria-labelledby={`${id}-title`} role="group" className="gap-4">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-3xl font-semibold tabular-nums">{count.toLocaleString("en-US")}</p>
        {href && (
          <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            {count === 0 ? linkText[0] : linkText[1]}
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * How many requests from the site's forms (contact, consultation, quote, sample…) nobody has answered yet,
 * linked to those leads in the inbox (`href`) for the staff who may open it.
 */
export function LeadsCard({ count, href }: { count: number; href?: string }) {
  return (
    <CountCard
      id="new-leads"
      title="New leads"
      description="Requests from the site’s forms that nobody has answered yet"
      count={count}
      href={href}
      linkText={["Open the leads", "Answer them"]}
    />
  );
}

/** How many quotes were sent and can still be accepted (not past their date). */
export function OpenQuotesCard({ count, href }: { count: number; href?: string }) {
  return (
    <CountCard
      id="open-quotes"
      title="Open quotes"
      description="Sent to customers and not yet accepted, withdrawn or past their date"
      count={count}
      href={href}
      linkText={["Open the quotes", "Follow them up"]}
    />
  );
}
