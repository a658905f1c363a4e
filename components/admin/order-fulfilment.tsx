"use client";

// The order page's fulfilment for staff: the state, the next steps (mark processing,
// add a shipment, mark delivered), the shipments with their tracking links, the packing slip, and
// internal notes. Each step posts to /api/admin/orders/{id}/fulfilment and refreshes the page.
import { useState } from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { CheckCircle2Icon, PackageCheckIcon, PrinterIcon, TruckIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { FormError, SelectField, SubmitButton, SubmitWithCancel, TextareaField, TextField, ZodForm, useZodForm } from "@/components/forms";
import { LineQuantityField } from "./line-quantity-field";
import { NoteList, type StaffNote } from "./note-list";
import { ShopTime } from "@/components/time/shop-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import {
  fulfilmentAnswerSchema,
  noteSchema,
  shipmentRequestFromForm,
  shipmentSchema,
  type ShipmentFormValues,
} from "@/lib/orders/fulfilment-schema";
import {
  availableFulfilmentActions,
  CARRIERS,
  carrierLabel,
  fulfilmentLabel,
  trackingReferenceLabel,
  trackingUrl,
  type Carrier,
  type FulfilmentState,
  type PaymentState,
} from "@/lib/orders/fulfilment-rules";

export type FulfilmentLine = {
  id: number;
  name: string;
  size: string;
  itemNumber: string;
  ordered: number;
  shipped: number;
  /** The lots recorded for this size, newest first: a shipped line may name the one its units came from. */
  lots: string[];
};
export type FulfilmentShipment = {
  id: number;
  createdAt: string;
  carrier: Carrier;
  trackingNumber: string;
  note: string | null;
  createdBy: string | null;
  items: { name: string; size: string; quantity: number; lotNumber: string | null }[];
};
export type FulfilmentNote = StaffNote;

type Props = {
  orderId: string;
  orderNumber: string;
  payment: PaymentState;
  fulfilment: FulfilmentState;
  lines: FulfilmentLine[];
  shipments: FulfilmentShipment[];
  notes: FulfilmentNote[];
};

const TONE: Record<FulfilmentState, "outline" | "secondary" | "amber" | "green"> = {
  unfulfilled: "outline",
  processing: "amber",
  partially_shipped: "secondary",
  shipped: "secondary",
  delivered: "green",
};

export function OrderFulfilment({ orderId, orderNumber, payment, fulfilment, lines, shipments, notes }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [shipping, setShipping] = useState(false);
  const actions = availableFulfilmentActions({ payment, fulfilment });
  const endpoint = `/api/admin/orders/${encodeURIComponent(orderId)}/fulfilment`;

  async function step(action: "mark_processing" | "mark_delivered") {
    if (busy) return;
    setBusy(action);
    const result = await api.post(endpoint, fulfilmentAnswerSchema, { action });
    setBusy(null);
    if (result.ok) {
      toast.success(result.data.message, { description: `Order ${orderNumber}` });
      router.refresh();
    } else {
      toast.error("Not changed", { description: result.error });
    }
  }

  function shipped(message: string) {
    setShipping(false);
    toast.success(message, { description: `Order ${orderNumber}` });
    router.refresh();
  }

  return (
    <div className="grid gap-6" data-testid="fulfilment">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted-foreground">Fulfilment:</span>
        <Badge variant={TONE[fulfilment]} data-testid="fulfilment-status">
          {fulfilmentLabel(fulfilment)}
        </Badge>
        <div className="flex flex-wrap gap-2">
          {actions.includes("mark_processing") && (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => step("mark_processing")}>
              <PackageCheckIcon aria-hidden="true" />
              {busy === "mark_processing" ? "Saving..." : "Mark Processing"}
            </Button>
          )}
          {actions.includes("add_shipment") && !shipping && (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => setShipping(true)}>
              <TruckIcon aria-hidden="true" />
              Add Shipment
            </Button>
          )}
          {actions.includes("mark_delivered") && (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => step("mark_delivered")}>
              <CheckCircle2Icon aria-hidden="true" />
              {busy === "mark_delivered" ? "Saving..." : "Mark Delivered"}
            </Button>
          )}
          <Button size="sm" variant="ghost" asChild>
            <Link href={`/admin-orders/${encodeURIComponent(orderId)}/packing-slip`} target="_blank">
              <PrinterIcon aria-hidden="true" />
              Packing Slip
            </Link>
          </Button>
        </div>
      </div>
      {actions.length === 0 && fulfilment === "unfulfilled" && (
        <p className="text-sm text-muted-foreground">Only a paid order can be shipped.</p>
      )}

      {shipping && <ShipmentForm endpoint={endpoint} lines={lines} onDone={shipped} onCancel={() => setShipping(false)} />}

      <div>
        <h3 className="font-semibold">Shipments</h3>
        {shipments.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">Nothing has shipped yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {shipments.map((shipment) => {
              const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
              return (
                <li key={shipment.id} className="rounded-lg border p-3 text-sm" data-testid="shipment">
                  <p>
                    <span className="font-medium">{carrierLabel(shipment.carrier)}</span>{" "}
                    {trackingReferenceLabel(shipment.carrier).toLowerCase()}{" "}
                    {url ? (
                      <a href={url} target="_blank" rel="noopener noreferrer" className="font-mono break-all text-primary underline">
                        {shipment.trackingNumber}
                      </a>
                    ) : (
                      <span className="font-mono break-all">{shipment.trackingNumber}</span>
                    )}
                    <span className="text-muted-foreground">
                      {" "}
                      · <ShopTime value={shipment.createdAt} />
                      {shipment.createdBy ? ` by ${shipment.createdBy}` : ""}
                    </span>
                  </p>
                  <ul className="mt-1 list-disc pl-5">
                    {shipment.items.map((item, index) => (
                      <li key={index}>
                        {item.quantity} × {item.name}, {item.size}
                        {item.lotNumber ? `, lot ${item.lotNumber}` : ""}
                      </li>
                    ))}
                  </ul>
                  {shipment.note && <p className="mt-1 text-muted-foreground">Note: {shipment.note}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <Notes endpoint={endpoint} notes={notes} onAdded={() => router.refresh()} />
    </div>
  );
}

function ShipmentForm({
  endpoint,
  lines,
  onDone,
  onCancel,
}: {
  endpoint: string;
  lines: FulfilmentLine[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm<typeof shipmentSchema, ShipmentFormValues>(shipmentSchema, {
    defaultValues: {
      action: "add_shipment",
      carrier: "ups",
      trackingNumber: "",
      note: "",
      // Everything still to ship is proposed; staff lower what does not go in this box.
      items: lines.map((line) => ({ itemId: line.id, quantity: String(Math.max(0, line.ordered - line.shipped)), lotNumber: "" })),
    },
    prepare: shipmentRequestFromForm,
  });
  const carrier = form.watch("carrier") as Carrier;

  async function submit() {
    form.setFormError(null);
    const result = await api.post(endpoint, fulfilmentAnswerSchema, shipmentRequestFromForm(form.getValues()));
    if (result.ok) onDone(result.data.message);
    else form.applyServerAnswer({ error: result.error, fields: result.fields });
  }

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Add a shipment" className="grid gap-4 rounded-lg border p-4">
      <h3 className="font-semibold">Add a shipment</h3>
      <FormError />
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Items in this shipment</legend>
        {lines.map((line, index) => {
          const left = Math.max(0, line.ordered - line.shipped);
          const lotsId = `lots-${line.id}`;
          const hint = left === 0 ? "Shipped in full" : `${left} of ${line.ordered} left to ship`;
          return (
            <div key={line.id} className="grid gap-2 rounded-md border p-3">
              <LineQuantityField name={`items.${index}.quantity`} line={line} left={left} hint={hint} />
              {left > 0 ? (
                <>
                  <TextField
                    name={`items.${index}.lotNumber`}
                    label="Lot"
                    optional
                    hint={line.lots.length > 0 ? "Its certificate of analysis goes to the customer" : "No lot of this size is recorded yet"}
                    autoComplete="off"
                    spellCheck={false}
                    list={line.lots.length > 0 ? lotsId : undefined}
                  />
                  {line.lots.length > 0 ? (
                    <datalist id={lotsId}>
                      {line.lots.map((lot) => (
                        <option key={lot} value={lot} />
                      ))}
                    </datalist>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="carrier" label="Carrier" required options={CARRIERS.map((value) => ({ value, label: carrierLabel(value) }))} />
        <TextField name="trackingNumber" label={trackingReferenceLabel(carrier)} required autoComplete="off" spellCheck={false} />
      </div>
      <TextareaField name="note" label="Note" optional hint="Shown to staff only" rows={2} />
      <SubmitWithCancel pendingLabel="Saving..." onCancel={onCancel} cancelVariant="ghost">
        Save Shipment
      </SubmitWithCancel>
    </ZodForm>
  );
}

function Notes({ endpoint, notes, onAdded }: { endpoint: string; notes: FulfilmentNote[]; onAdded: () => void }) {
  const form = useZodForm(noteSchema, { defaultValues: { action: "add_note" as const, body: "" } });

  async function submit(input: { action: "add_note"; body: string }) {
    form.setFormError(null);
    const result = await api.post(endpoint, fulfilmentAnswerSchema, input);
    if (result.ok) {
      form.reset({ action: "add_note", body: "" });
      toast.success("Note added");
      onAdded();
    } else {
      form.applyServerAnswer({ error: result.error, fields: result.fields });
    }
  }

  return (
    <div>
      <h3 className="font-semibold">Internal notes</h3>
      <div className="mt-2">
        <NoteList notes={notes} testId="order-note" />
      </div>
      <ZodForm form={form} onSubmit={submit} aria-label="Add an internal note" className="mt-3 grid gap-2">
        <FormError />
        <TextareaField name="body" label="Add a note" required rows={2} />
        <SubmitButton pendingLabel="Saving..." size="default" className="justify-self-start">
          Add Note
        </SubmitButton>
      </ZodForm>
    </div>
  );
}
