import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { OrderDetail } from "@/components/orders/order-detail";
import { guestOrderView } from "@/lib/orders/customer-view";
import { accessTokenSchema, orderNumberSchema } from "@/lib/orders/links";

export const metadata: Metadata = {
  title: "Your Order",
  robots: { index: false, follow: false },
  // The address carries the order's key: send it nowhere, not even as a referrer.
  referrer: "no-referrer",
};

// Who may read the order is decided on every request, by the token; nothing of it may be cached.
export const dynamic = "force-dynamic";

const input = z.object({ orderNumber: orderNumberSchema, token: accessTokenSchema });

type Props = {
  params: Promise<{ orderNumber: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A guest's order, opened by the link of their e-mail; a wrong or expired link gets ./not-found.tsx (404). */
export default async function GuestOrderPage({ params, searchParams }: Props) {
  const parsed = input.safeParse({ orderNumber: (await params).orderNumber, token: (await searchParams).token });
  const view = parsed.success ? await guestOrderView(parsed.data.orderNumber, parsed.data.token) : null;
  if (!view) notFound();

  return (
    <section className="px-4 py-10 sm:py-12">
      <div className="mx-auto w-full max-w-6xl">
        <OrderDetail view={view} />
      </div>
    </section>
  );
}
