// The e-mails sent about an account (confirmation and reset links, notices of a change, a staff
// invitation): one greeting, the paragraphs, the company's name; filed under the user so staff can find
// them, or under the invitation when the account does not exist yet.
import "server-only";
import type { EmailMessage } from "@/lib/email";
import { siteConfig } from "@/lib/site-config";

export function accountEmail(user: { id: string; email: string; firstName: string }, subject: string, paragraphs: string[]): EmailMessage {
  return personalEmail(user, subject, paragraphs, { relatedType: "User", relatedId: user.id });
}

/** The same letter to someone who may have no account yet, filed under the record it is about. */
export function personalEmail(
  person: { email: string; firstName: string },
  subject: string,
  paragraphs: string[],
  filedUnder: { relatedType: string; relatedId: string },
): EmailMessage {
  return {
    to: person.email,
    subject,
    text: [`Hello ${person.firstName},`, ...paragraphs, siteConfig.companyName].join("\n\n"),
    ...filedUnder,
  };
}
