"use client";

import { SendIcon, XCircleIcon } from "lucide-react";
import { SubmitButton } from "@/components/forms";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { StaffQuote } from "@/lib/quotes/view";

/** The moves that ask first. */
export type Step = "send" | "revise" | "withdraw";
export type Pending = "create" | "save" | Step;

/** The buttons a quote's status allows: save or send a revision, send a draft, withdraw. */
export function QuoteActions({
  quote,
  locked,
  pending,
  working,
  onStep,
}: {
  quote: StaffQuote | null;
  locked: boolean;
  pending: Pending | null;
  /** A request is on its way (or the page is changing): every button waits. */
  working: boolean;
  onStep: (step: "send" | "withdraw") => void;
}) {
  const onWithdraw = () => onStep("withdraw");
  if (locked) {
    // An accepted quote is not edited, but may be withdrawn until its order is paid.
    return quote?.withdrawable ? (
      <div className="flex flex-wrap items-center gap-3">
        <WithdrawButton onClick={onWithdraw} disabled={working} />
        <span className="text-sm text-muted-foreground">
          Accepted and not paid yet: withdrawing takes it out of the customer&rsquo;s cart.
        </span>
      </div>
    ) : null;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {quote?.status === "sent" ? (
        <SubmitButton pendingLabel="Sending..." size="default" className="" pending={pending === "revise"} disabled={working}>
          <SendIcon aria-hidden="true" />
          Send Revision
        </SubmitButton>
      ) : (
        <SubmitButton
          pendingLabel="Saving..."
          size="default"
          className=""
          variant={quote ? "outline" : "default"}
          pending={pending === "create" || pending === "save"}
          disabled={working}
        >
          Save Draft
        </SubmitButton>
      )}
      {quote?.status === "draft" && (
        <Button type="button" onClick={() => onStep("send")} disabled={working}>
          <SendIcon aria-hidden="true" />
          Send to Customer
        </Button>
      )}
      {quote?.withdrawable && <WithdrawButton onClick={onWithdraw} disabled={working} />}
    </div>
  );
}

function WithdrawButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button type="button" variant="outline" className="text-destructive" onClick={onClick} disabled={disabled}>
      <XCircleIcon aria-hidden="true" />
      Withdraw
    </Button>
  );
}

/** The confirmation of a step, outside the form: its buttons must not submit it. */
export function QuoteConfirmDialog({
  words,
  ...props
}: {
  words: ReturnType<typeof confirmation> | null;
  destructive: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={words !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={words?.title ?? ""}
      description={words?.description ?? ""}
      confirmLabel={words?.confirmLabel ?? ""}
      pendingLabel={words?.pendingLabel ?? ""}
      destructive={props.destructive}
      pending={props.pending}
      onConfirm={props.onConfirm}
    />
  );
}

/** The words of each confirmation. */
export function confirmation(quote: StaffQuote, step: Step, email: string, dirty: boolean) {
  const next = quote.revision + 1;
  switch (step) {
    case "send":
      return {
        title: `E-mail quote ${quote.number} to ${email.trim()}?`,
        description: `${dirty ? "Your changes are saved first. " : ""}The customer gets a link to read the quote, download its PDF and accept it online.`,
        confirmLabel: "Send to Customer",
        pendingLabel: "Sending...",
      };
    case "revise":
      return {
        title: `Send revision ${next} of quote ${quote.number}?`,
        description: `The customer is e-mailed revision ${next}; the link then shows it.`,
        confirmLabel: "Send Revision",
        pendingLabel: "Sending...",
      };
    case "withdraw":
      return {
        title: `Withdraw quote ${quote.number}?`,
        description:
          quote.status === "accepted"
            ? "The customer can no longer pay it: it leaves their cart and they are e-mailed. This cannot be undone."
            : `The customer can no longer accept it, and this cannot be undone.${dirty ? " Unsaved changes are discarded." : ""}`,
        confirmLabel: "Withdraw",
        pendingLabel: "Withdrawing...",
      };
  }
}
