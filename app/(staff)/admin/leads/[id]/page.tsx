import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailHistory } from "@/components/admin/email-history";
import { LeadDetail } from "@/components/admin/lead-detail";
import { emailsFor } from "@/lib/email/staff-view";
import { leadIdParams } from "@/lib/leads/staff-schema";
import { leadDetail, leadOwners } from "@/lib/leads/staff-view";
import { staffPageUser } from "@/lib/admin/page-guard";
import { staffEmail } from "@/lib/email";

export const metadata: Metadata = { title: "Lead", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/leads/{id}: one lead, worked from here (status, owner, reply, notes), with its e-mails. */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await staffPageUser(`/admin/leads/${encodeURIComponent(id)}`, "sales");
  const parsed = leadIdParams.safeParse({ id });
  if (!parsed.success) notFound();
  const [detail, owners, emails] = await Promise.all([leadDetail(parsed.data.id), leadOwners(), emailsFor("Lead", String(parsed.data.id))]);
  if (!detail) notFound();
  return (
    <>
      <LeadDetail detail={detail} owners={owners} replyTo={staffEmail()} />
      <EmailHistory emails={emails} />
    </>
  );
}
