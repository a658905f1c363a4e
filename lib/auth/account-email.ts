// The e-mails sent about an account (confirmation and reset links, notices of a change): one greeting,
// the paragraphs, the company's name; filed under the user so staff can find them.
import "server-only";
import type { EmailMessage } from "@/lib/email";
import { siteConfig } from "@/lib/site-config";

export function accountEmail(user: { id: string; email: string; firstName: string }, subject: string, paragraphs: string[]): EmailMessage {
  return {
    to: user.email,
    subject,
    text: [`Hello ${user.firstName},`, ...paragraphs, siteConfig.companyName].join("\n\n"),
    relatedType: "User",
    relatedId: user.id,
  };
}
