// The e-mail the requester gets at once when a form is saved: thanks, the seeds' promise of an answer
// within 24 hours (seed 001 §5 "We'll get back to you within 24 hours"), and what they sent, so that they
// can check it and reply with anything missing. Replies go to the sales address. Client-safe and pure.
import { siteConfig } from "@/lib/site-config";
import { describeLead, type LeadRequest } from "./forms";
import { labelledLines, leadFieldRows, messageLines } from "./summary";

export type Acknowledgement = { to: string; subject: string; text: string };

export function leadAcknowledgement(lead: LeadRequest, { id }: { id: number }): Acknowledgement {
  const { title, columns } = describeLead(lead);
  const name = [columns.firstName, columns.lastName].filter(Boolean).join(" ");
  const text = [
    `Hello ${columns.firstName || name},`,
    "",
    `Thank you for contacting us. We'll get back to you ${siteConfig.responsePromise}.`,
    "",
    `What you sent us (${title.toLowerCase()}, reference #${id}):`,
    "",
    ...labelledLines(leadFieldRows(lead)),
    "",
    ...messageLines(lead),
    "",
    "Anything to add or correct? Reply to this e-mail.",
    `Something urgent? Call ${siteConfig.phone.display}, ${siteConfig.hours}.`,
    "",
    siteConfig.companyName,
    siteConfig.url,
    "",
  ].join("\n");
  return { to: columns.email, subject: `Thank you for contacting ${siteConfig.companyName} (request #${id})`, text };
}
