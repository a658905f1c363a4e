import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { OrderBreadcrumbs } from "@/components/orders/order-breadcrumbs";
import { OrderDetail } from "@/components/orders/order-detail";
import { sessionUser } from "@/lib/auth/session";
import { ownerOrderView } from "@/lib/orders/customer-view";
import { accountOrderPath, orderNumberSchema } from "@/lib/orders/links";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ orderNumber: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const number = orderNumberSchema.safeParse((await params).orderNumber);
  return pageMetadata({
    title: number.success ? `Order ${number.data}` : "Order",
    description: "One order of your customer account.",
    path: number.success ? accountOrderPath(number.data) : "/account/orders",
    noIndex: true,
  });
}

export default async function AccountOrderPage({ params }: Props) {
  const number = orderNumberSchema.safeParse((await params).orderNumber);
  const user = await sessionUser();
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(number.success ? accountOrderPath(number.data) : "/account/orders")}`);
  // Another customer's order reads exactly like one that does not exist; staff read orders on the staff pages.
  const view = number.success ? await ownerOrderView(user.id, number.data) : null;
  if (!view) notFound();

  return (
    <section className="px-4 py-10 sm:py-12">
      <div className="mx-auto w-full max-w-6xl">
        <OrderBreadcrumbs
          trail={[
            { label: "Account", href: "/account" },
            { label: "Orders", href: "/account/orders" },
            { label: `Order ${view.orderNumber}` },
          ]}
        />
        <div className="mt-4">
          <OrderDetail view={view} />
        </div>
      </div>
    </section>
  );
}
