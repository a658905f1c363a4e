// The frame of every e-mail about an order to its customer (shipped, delivered, refunded, voided): the
// greeting, the paragraphs, the company's signature, Reply-To the company's address, and the order it is
// about (so staff find it on the order's page). Each caller writes only what its message says.
import "server-only";
import type { Order } from "@/lib/generated/prisma/client";
import { siteConfig } from "@/lib/site-config";

export type OrderCustomer = Pick<Order, "id" | "orderNumber" | "customerFirstName" | "customerEmail">;

/** `body` is the message's lines between the greeting and the signature; an empty string is a blank line. */
export function customerOrderEmail(order: OrderCustomer, subject: string, body: string[]) {
  return {
    to: order.customerEmail,
    subject,
    text: [
      `Hello ${order.customerFirstName},`,
      "",
      ...body,
      "",
      `Questions? Call ${siteConfig.phone.display} or reply to ${siteConfig.email}.`,
      siteConfig.companyName,
    ].join("\n"),
    replyTo: siteConfig.email,
    relatedType: "Order",
    relatedId: order.id,
  };
}
