import { POOL_ANCHORS, POOL_FAQS } from "@/lib/content/pool-spa";

/** The questions, all visible (the same text as the page's FAQPage structured data). */
export function PoolFaqs() {
  return (
    <section id={POOL_ANCHORS.faqs} aria-labelledby="pool-faqs-heading" className="scroll-mt-28 bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="pool-faqs-heading" className="text-3xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <dl className="mt-8 grid gap-6 md:grid-cols-2">
          {POOL_FAQS.map((faq) => (
            <div key={faq.question} className="rounded-xl border bg-card p-6 shadow-xs">
              <dt className="font-semibold">{faq.question}</dt>
              <dd className="mt-2 text-sm text-muted-foreground">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
