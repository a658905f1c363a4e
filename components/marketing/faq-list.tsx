/** Questions and their answers, all visible (the same text as the page's FAQPage structured data). */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <dl className="mt-8 grid gap-6 md:grid-cols-2">
      {faqs.map((faq) => (
        <div key={faq.question} className="rounded-xl border bg-card p-6 shadow-xs">
          <dt className="font-semibold">{faq.question}</dt>
          <dd className="mt-2 text-sm text-muted-foreground">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
