import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailMessage } from "@/components/admin/email-message";
import { emailMessage } from "@/lib/email/staff-view";
import { emailIdSchema } from "@/lib/email/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "E-mail", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/emails/{id}: one message as it was sent, its delivery and Resend. */
export default async function EmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await staffPageUser(`/admin/emails/${encodeURIComponent(id)}`, "any");
  const parsed = emailIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  const email = await emailMessage(parsed.data);
  if (!email) notFound();
  return <EmailMessage email={email} />;
}
