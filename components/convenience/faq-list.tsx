import { CONVENIENCE_FAQS } from "@/lib/content/convenience";

/** The six questions, all visible (the same text as the page's FAQPage structured data). */
export function FaqList() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <dl className="mt-8 grid gap-6 md:grid-cols-2">
        {CONVENIENCE_FAQS.map((faq) => (
          <div key={faq.question} className="rounded-xl border bg-card p-6 shadow-xs">
            <dt className="font-semibold">{faq.question}</dt>
            <dd className="mt-2 text-sm text-muted-foreground">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
