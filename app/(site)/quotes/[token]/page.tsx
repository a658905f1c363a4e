import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QuoteView } from "@/components/quotes/quote-view";
import { quoteForCustomer } from "@/lib/quotes/read";
import { quoteTokenParams } from "@/lib/quotes/schemas";

export const metadata: Metadata = {
  title: "Your Quote",
  robots: { index: false, follow: false },
  // The address is the quote's key: send it nowhere, not even as a referrer.
  referrer: "no-referrer",
};

// Read anew on every request: a revision, an expiry or an acceptance shows at once; nothing is cached.
export const dynamic = "force-dynamic";

/** /quotes/{token}: the quote the e-mail links to, its latest revision, with its PDF and Accept. */
export default async function QuotePage({ params }: { params: Promise<{ token: string }> }) {
  const parsed = quoteTokenParams.safeParse(await params);
  const quote = parsed.success ? await quoteForCustomer(parsed.data.token) : null;
  if (!quote) notFound();
  return (
    <section className="px-4 py-10 sm:py-12">
      <div className="mx-auto w-full max-w-4xl">
        <QuoteView quote={quote} />
      </div>
    </section>
  );
}
