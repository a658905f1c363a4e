import { MailIcon } from "lucide-react";

/** The orders page's e-mail-status note (seed 001 Recent Orders): how confirmation e-mails leave the site now. */
export function EmailStatusNote({ delivery }: { delivery: "smtp" | "outbox" }) {
  return (
    <aside aria-label="E-mail status" className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div>
        <p className="font-medium">E-mail status</p>
        {delivery === "smtp" ? (
          <p className="mt-1 text-muted-foreground">
            Order confirmations are sent through the configured mail server. After a change to the sending domain&apos;s DNS records (SPF,
            DKIM), allow 24-48 hours for propagation before relying on delivery.
          </p>
        ) : (
          <p className="mt-1 text-muted-foreground">
            No mail server is configured: order confirmations are saved to the outbox instead of being sent. Once one is set up, allow 24-48
            hours for the domain&apos;s DNS records (SPF, DKIM) to propagate before relying on delivery.
          </p>
        )}
      </div>
    </aside>
  );
}
