import { ShopTime } from "@/components/time/shop-time";
import { cn } from "@/lib/utils";

/** One message as the thread shows it; the portal's and the staff pages' messages both have this shape. */
export type ThreadMessage = { id: number; fromStaff: boolean; author: string; body: string; created: string };

/**
 * A ticket's messages, oldest first: who wrote each and when, the company's answers set apart from the
 * customer's messages. The portal's ticket view and the staff ticket page show it alike.
 */
export function TicketThread({ messages, label = "Messages" }: { messages: readonly ThreadMessage[]; label?: string }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ol aria-label={label} className="grid gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid="ticket-message"
          data-from={message.fromStaff ? "staff" : "customer"}
          className={cn(
            "min-w-0 rounded-lg border p-3 text-sm",
            message.fromStaff ? "border-primary/30 bg-primary/5 sm:ml-8" : "bg-card sm:mr-8",
          )}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className="font-semibold break-words">{message.author}</span>
            <ShopTime value={message.created} className="text-xs text-muted-foreground" />
          </p>
          <p className="mt-1.5 break-words whitespace-pre-line">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
