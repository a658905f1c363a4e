// The e-mail the requester gets at once when a form is saved: thanks, the seeds' promise of an answer
// within 24 hours (seed 001 §5 "We'll get back to you within 24 hours") and the request's number.
// Whoever fills in a form can type any address, so the site must not carry their text to it: an address
// nobody confirmed gets a fixed message, nothing of what was typed and no link. Only a signed-in customer
// writing from their own (confirmed) address gets what they sent back, to check it and reply with
// anything missing. Replies go to the sales address. Client-safe and pure.
import { siteConfig } from "@/lib/site-config";
import { describeLead, type LeadRequest } from "./forms";
import { labelledLines, leadFieldRows, messageLines } from "./summary";

export type Acknowledgement = { to: string; subject: string; text: string };

/** `confirmed`: the address is the signed-in account's own, so what was typed goes back to its author. */
export function leadAcknowledgement(lead: LeadRequest, { id, confirmed }: { id: number; confirmed: boolean }): Acknowledgement {
  const { title, columns } = describeLead(lead);
  const subject = `Thank you for contacting ${siteConfig.companyName} (request #${id})`;
  const promise = `Thank you for contacting us. We'll get back to you ${siteConfig.responsePromise}.`;
  const closing = [
    "Anything to add or correct? Reply to this e-mail.",
    `Something urgent? Call ${siteConfig.phone.display}, ${siteConfig.hours}.`,
    "",
    siteConfig.companyName,
    "",
  ];
  if (!confirmed) {
    return { to: columns.email, subject, text: ["Hello,", "", promise, `Your request's reference is #${id}.`, "", ...closing].join("\n") };
  }
  const name = [columns.firstName, columns.lastName].filter(Boolean).join(" ");
  const text = [
    `Hello ${columns.firstName || name},`,
    "",
    promise,
    "",
    `What you sent us (${title.toLowerCase()}, reference #${id}):`,
    "",
    ...labelledLines(leadFieldRows(lead)),
    "",
    ...messageLines(lead),
    "",
    ...closing,
  ].join("\n");
  return { to: columns.email, subject, text };
}
