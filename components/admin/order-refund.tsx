"use client";

// The order page's refund panel: what was paid, refunded and remains; a refund of an amount
// up to what remains, or of chosen lines and quantities with "put back in stock" per line, with the seeds'
// optional reason and a confirmation naming the amount. The server checks it all again
// (lib/orders/refunds.ts) and its `{ error, fields }` answer shows next to the fields.
import { useState } from "react";
import { z } from "zod";
import { useRouter } from "next/navigation";
import { Undo2Icon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { FormError, RadioGroupField, SubmitButton, TextareaField, TextField, ZodForm, useZodForm } from "@/components/forms";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { LineQuantityField } from "./line-quantity-field";
import { api } from "@/lib/client/api";
import { ORDER_TOASTS, type RefundPanelData } from "@/lib/orders/staff-view-model";
import { REFUND_REASON_MAX, refundRequestFromForm, refundRequestSchema, type RefundFormValues } from "@/lib/orders/refund-schema";
import { formatUsd, toCents } from "@/lib/domain/money";
import { lineRefundCents, remainingCents } from "@/lib/orders/refunds";

const MODES = [
  { value: "amount", label: "An amount" },
  { value: "lines", label: "Items" },
] as const;

/** What the chosen refund comes to, for the confirmation; null while the form does not add up to one. */
function previewCents(data: RefundPanelData, values: RefundFormValues): number | null {
  const remaining = remainingCents(data);
  if (values.mode === "amount") {
    try {
      const cents = toCents(values.amount);
      return cents > 0 ? cents : null;
    } catch {
      return null;
    }
  }
  const sum = values.lines.reduce((total, line) => {
    const unit = data.lines.find((candidate) => candidate.orderItemId === line.orderItemId)?.unitPriceCents ?? 0;
    const quantity = Number(line.quantity);
    return total + (Number.isInteger(quantity) && quantity > 0 ? lineRefundCents(data, unit, quantity) : 0);
  }, 0);
  return sum > 0 ? Math.min(sum, remaining) : null;
}

export function OrderRefund({ orderId, orderNumber, data }: { orderId: string; orderNumber: string; data: RefundPanelData }) {
  const router = useRouter();
  const remaining = remainingCents(data);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const form = useZodForm<typeof refundRequestSchema, RefundFormValues>(refundRequestSchema, {
    defaultValues: {
      mode: "amount",
      amount: (remaining / 100).toFixed(2),
      reason: "",
      lines: data.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: "", restock: line.restockable })),
    },
    prepare: refundRequestFromForm,
  });
  const values = form.watch();
  const preview = previewCents(data, values);

  async function send() {
    setPending(true);
    // The page is read again after a refund: the answer's own order is not needed.
    const result = await api.post(
      `/api/admin/orders/${encodeURIComponent(orderId)}/refund`,
      z.unknown(),
      refundRequestFromForm(form.getValues()),
    );
    setPending(false);
    setConfirming(null);
    if (result.ok) {
      toast.success(ORDER_TOASTS.refunded.title, { description: ORDER_TOASTS.refunded.description });
      router.refresh();
    } else {
      toast.error(ORDER_TOASTS.refundFailed, { description: result.status === 0 ? undefined : result.error });
      form.applyServerAnswer({ error: result.error, fields: result.fields });
    }
  }

  return (
    <div className="grid gap-4" data-testid="refund-panel">
      <dl className="grid grid-cols-3 gap-3 text-sm sm:max-w-lg">
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="font-medium tabular-nums">{formatUsd(data.totalCents)}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Refunded</dt>
          <dd className="font-medium tabular-nums" data-testid="refunded-amount">
            {formatUsd(data.refundedCents)}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Remaining</dt>
          <dd className="font-medium tabular-nums" data-testid="remaining-amount">
            {formatUsd(remaining)}
          </dd>
        </div>
      </dl>

      {data.canRefund && remaining > 0 && (
        <ZodForm
          form={form}
          onSubmit={() => {
            form.setFormError(null);
            if (preview === null)
              form.setFormError(
                values.mode === "amount" ? "Enter an amount to refund" : "Choose at least one item and a quantity to refund",
              );
            else if (values.mode === "amount" && preview > remaining)
              form.setError("amount", { message: `Amount can be at most what remains to refund, ${formatUsd(remaining)}` });
            else setConfirming(preview);
          }}
          aria-label="Refund this order"
          className="grid gap-4 rounded-lg border p-4"
        >
          <h3 className="font-semibold">Refund</h3>
          <FormError />
          <RadioGroupField name="mode" label="Refund" options={MODES} gridClassName="grid grid-cols-2 gap-2 sm:max-w-sm" />
          {values.mode === "amount" ? (
            <TextField
              name="amount"
              label="Amount (USD)"
              required
              inputMode="decimal"
              hint={`Up to ${formatUsd(remaining)}`}
              className="sm:max-w-xs"
            />
          ) : (
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Items to refund</legend>
              {data.lines.map((line, index) => {
                const left = line.quantity - line.refundedQuantity;
                const hint =
                  left === 0
                    ? "Refunded in full"
                    : `${left} of ${line.quantity} can be refunded, ${formatUsd(line.unitPriceCents)} each plus its tax`;
                return (
                  <div key={line.orderItemId} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
                    <LineQuantityField name={`lines.${index}.quantity`} line={line} left={left} hint={hint} />
                    {line.restockable && left > 0 && (
                      <label className="flex items-center gap-2 text-sm sm:pb-8">
                        <input type="checkbox" className="size-4 accent-primary" {...form.register(`lines.${index}.restock`)} />
                        Put back in stock
                      </label>
                    )}
                  </div>
                );
              })}
            </fieldset>
          )}
          <TextareaField
            name="reason"
            label="Reason"
            optional
            hint={`Kept with the refund; at most ${REFUND_REASON_MAX} characters`}
            rows={2}
            maxLength={REFUND_REASON_MAX}
          />
          <p className="text-sm" aria-live="polite">
            {preview === null ? "Choose what to refund." : `This refund: ${formatUsd(preview)}`}
          </p>
          <SubmitButton pendingLabel="Checking..." size="default" className="justify-self-start">
            <Undo2Icon aria-hidden="true" />
            Refund
          </SubmitButton>
        </ZodForm>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Refund ${confirming === null ? "" : formatUsd(confirming)}?`}
        description={`Order ${orderNumber}: the money goes back to the customer's payment method and they are e-mailed. This cannot be undone.`}
        confirmLabel="Refund"
        pendingLabel="Refunding..."
        pending={pending}
        onConfirm={send}
      />
    </div>
  );
}
