"use client";

import { FormError, SelectField, SubmitWithCancel, TextareaField, TextField, ZodForm, useZodForm } from "@/components/forms";
import { LineQuantityField } from "../line-quantity-field";
import { api } from "@/lib/client/api";
import { fulfilmentAnswerSchema, shipmentRequestFromForm, shipmentSchema, type ShipmentFormValues } from "@/lib/orders/fulfilment-schema";
import { CARRIERS, carrierLabel, trackingReferenceLabel, type Carrier } from "@/lib/orders/fulfilment-rules";
import type { FulfilmentLine } from "./types";

export function ShipmentForm({
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
