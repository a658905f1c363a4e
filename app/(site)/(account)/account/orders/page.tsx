import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderBreadcrumbs } from "@/components/orders/order-breadcrumbs";
import { OrdersList } from "@/components/orders/orders-list";
import { sessionUser } from "@/lib/auth/session";
import { accountOrders } from "@/lib/orders/customer-view";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Your Orders",
  description: "The orders of your customer account.",
  path: "/account/orders",
  noIndex: true,
});

export default async function AccountOrdersPage() {
  const user = await sessionUser();
  if (!user) redirect("/sign-in?callbackUrl=%2Faccount%2Forders");
  const orders = await accountOrders(user.id);

  return (
    <section className="px-4 py-10 sm:py-12">
      <div className="mx-auto w-full max-w-5xl">
        <OrderBreadcrumbs trail={[{ label: "Account", href: "/account" }, { label: "Orders" }]} />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">Your Orders</h1>
        <p className="mt-2 text-muted-foreground">
          Every paid order of your account, newest first. Open one for its tracking, invoice and documents.
        </p>
        <div className="mt-6">
          <OrdersList orders={orders} />
        </div>
      </div>
    </section>
  );
}
