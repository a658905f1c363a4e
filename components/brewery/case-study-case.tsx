import { MapPinIcon } from "lucide-react";
import { CheckList } from "@/components/marketing/check-list";
import type { ProductView } from "@/lib/catalog/read";
import { breweryProducts } from "@/lib/content/brewery";
import type { CaseStudyCase as CaseStudyCaseData } from "@/lib/content/brewery-case-studies";
import { cn } from "@/lib/utils";

/** One customer's case: profile, challenge, solution, results and the products used that are on sale (`products`). */
export function CaseStudyCase({
  item,
  products,
  featured = false,
}: {
  item: CaseStudyCaseData;
  products: ReadonlyMap<string, ProductView>;
  featured?: boolean;
}) {
  const used = breweryProducts(products, item.itemNumbers);
  const Heading = featured ? "h2" : "h3";
  const SubHeading = featured ? "h3" : "h4";
  return (
    <article
      aria-labelledby={`case-${item.id}`}
      className={cn(
        "flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs sm:p-6",
        featured && "border-brand-amber/70 p-6 shadow-sm sm:p-8",
      )}
    >
      {featured ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">Featured case</p> : null}
      <Heading id={`case-${item.id}`} className={cn("font-semibold text-balance", featured ? "mt-2 text-2xl sm:text-3xl" : "text-xl")}>
        {item.title}
      </Heading>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPinIcon className="size-4 shrink-0" aria-hidden />
        {item.location}
      </p>
      <p className="mt-3 text-sm">{item.profile}</p>
      <div className={cn("mt-5 grid gap-5", featured && "md:grid-cols-3")}>
        <div>
          <SubHeading className="text-sm font-semibold">Challenge</SubHeading>
          <p className="mt-1 text-sm text-muted-foreground">{item.challenge}</p>
        </div>
        <div>
          <SubHeading className="text-sm font-semibold">Solution</SubHeading>
          <p className="mt-1 text-sm text-muted-foreground">{item.solution}</p>
        </div>
        <div>
          <SubHeading className="text-sm font-semibold">Results</SubHeading>
          <CheckList items={item.results} marker="dot" className="mt-1 space-y-1.5 text-sm" />
        </div>
      </div>
      {used.length > 0 ? (
        <p className="mt-auto pt-5 text-xs text-muted-foreground">
          Products: {used.map((product) => `${product.name} (${product.itemNumber})`).join(", ")}
        </p>
      ) : null}
    </article>
  );
}
