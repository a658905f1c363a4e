import { QuoteIcon } from "lucide-react";
import type { Testimonial } from "@/lib/content/restaurant-cleaning";

/** Three customer quotes, named by role. */
export function TestimonialList({ heading, testimonials }: { heading: string; testimonials: readonly Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs">
              <QuoteIcon className="size-6 text-brand-green" aria-hidden />
              <blockquote className="mt-3 flex-1 leading-relaxed">{t.quote}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold">{t.name}</span>
                <span className="text-muted-foreground">{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
