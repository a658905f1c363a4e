// Test mode's stand-in for PayPal's approval page: the shopper approves or cancels, and goes back to
// the checkout the way PayPal would send them. Only links signed by the test gateway open it.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatUsd } from "@/lib/domain/money";
import { testPayPalApproval } from "@/lib/payments";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = {
  title: "Approve test payment",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function PayPalTestApprovePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const approval = testPayPalApproval(await searchParams, await headers());
  if (!approval) notFound();

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12">
      <section aria-labelledby="paypal-test-title" className="w-full max-w-md rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
        <Badge variant="secondary">Test mode: no money moves</Badge>
        <h1 id="paypal-test-title" className="mt-4 text-2xl font-bold tracking-tight">
          PayPal test checkout
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This page stands in for PayPal while {siteConfig.companyName}&apos;s shop runs in test mode.
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Pay to</dt>
          <dd className="font-medium">{siteConfig.companyName}</dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="text-lg font-semibold" data-testid="paypal-test-amount">
            {formatUsd(approval.amountCents)}
          </dd>
          <dt className="text-muted-foreground">PayPal order</dt>
          <dd className="break-all font-mono text-xs">{approval.paypalOrderId}</dd>
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="flex-1">
            <a href={approval.approveUrl} data-testid="paypal-test-approve">
              Approve payment
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="flex-1">
            <a href={approval.cancelUrl} data-testid="paypal-test-cancel">
              Cancel
            </a>
          </Button>
        </div>
      </section>
    </main>
  );
}
