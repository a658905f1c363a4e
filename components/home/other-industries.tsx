import Link from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import { OTHER_INDUSTRY_CARDS } from "@/lib/content/home";

export function OtherIndustries() {
  return (
    <section id="industries" aria-labelledby="industries-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="industries-heading" className="text-3xl font-bold tracking-tight">
          Other Industries We Serve
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {OTHER_INDUSTRY_CARDS.map((card) => (
            <Link
              key={card.industry}
              href={`/contact?industry=${card.industry}`}
              className="group rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
            >
              <span className="text-lg font-semibold">{card.title}</span>
              <span className="mt-2 block text-sm text-muted-foreground">{card.text}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                Talk to a specialist <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
