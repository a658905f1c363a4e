"use client";

// The staff's quote editor (issue 20 §2), on /admin/quotes/new and /admin/quotes/{id}: the customer, the
// lines with live totals, and the moves the quote's status allows (save a draft, send it, send a revision
// of a sent quote, withdraw). quoteInputSchema checks the form before anything is sent and the server
// parses the same strings again. Every change of a saved quote names the updatedAt staff read, so a change
// made meanwhile is refused (409) with a Reload instead of being overwritten.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { CircleAlertIcon, PlusIcon, RotateCwIcon, SendIcon, Trash2Icon, XCircleIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import {
  FormError,
  FormField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  ZodForm,
  fieldAria,
  useZodForm,
  type ZodFormReturn,
} from "@/components/forms";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "@/components/ui/native-select";
import { TotalsList } from "@/components/ui/totals-list";
import { staffCall } from "@/lib/admin/client";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";
import { centsToDecimalString, formatUsd, toCents } from "@/lib/domain/money";
import {
  addDays,
  MAX_QUOTE_LINES,
  MAX_VALID_DAYS,
  netUnitCents,
  quoteLineTotalCents,
  quoteTotals,
  type QuoteLinePrice,
  type QuoteTotals,
} from "@/lib/quotes/rules";
import { taxRateFor, toStateCode, US_STATES, type StateCode } from "@/lib/domain/tax";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { MAX_QUOTE_NOTES, quoteInputSchema, validUntilProblem } from "@/lib/quotes/schemas";
import type { QuoteFormValues, QuoteSizeOption, StaffQuote } from "@/lib/quotes/view";

export type QuoteEditorProps = {
  /** null on /admin/quotes/new */
  quote: StaffQuote | null;
  /** The form's first values: the saved quote's, or prefilled from a lead. */
  initial: QuoteFormValues;
  /** The lead a new quote is made from (sent as leadId on create), or null. */
  leadId: number | null;
  sizes: QuoteSizeOption[];
  /** The shop's date "YYYY-MM-DD", for valid-until's min/max and validUntilProblem. */
  today: string;
};

type QuoteForm = ZodFormReturn<typeof quoteInputSchema, QuoteFormValues>;
type QuoteLineValues = QuoteFormValues["lines"][number];

/** The answers of the quote routes (lib/quotes/schemas.ts lists them). */
type Created = { id: number; number: string; message: string };
/** updatedAt, when the route gives it, lets "Send to Customer" send right after saving the changes. */
type Saved = { status: "draft" | "sent"; revision: number; message: string; updatedAt?: string };
type Sent = { revision: number; message: string };
type Withdrawn = { message: string };

type Step = "send" | "revise" | "withdraw";
type Pending = "create" | "save" | Step;

/** Staff change only these; accepted, expired and withdrawn quotes are final. */
const EDITABLE: readonly QuoteStatus[] = ["draft", "sent"];
const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));
const newLine = (): QuoteLineValues => ({ sizeId: null, quantity: "1", unitPrice: "", discountPercent: "" });

// What is typed, read as the totals need it: what cannot be read (yet) counts as 0, the schema says why on submit.
function typedCents(value: string): number {
  try {
    return Math.max(0, toCents(value.trim()));
  } catch {
    return 0;
  }
}

const typedQuantity = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : 0);

function typedPercent(value: string): number {
  const raw = value.trim().replace(/%$/, "").trim();
  return /^\d+(?:\.\d{1,2})?$/.test(raw) && Number(raw) <= 100 ? Number(raw) : 0;
}

const linePrice = (line: QuoteLineValues): QuoteLinePrice => ({
  unitPriceCents: typedCents(line.unitPrice),
  discountPercent: typedPercent(line.discountPercent),
  quantity: typedQuantity(line.quantity),
});

/** The totals of what is typed. Tax needs a state (quoteTotals throws without one): until then it is 0. */
function liveTotals(lines: readonly QuoteLineValues[], shipping: string, state: StateCode | undefined): QuoteTotals {
  const priced = lines.map(linePrice);
  const shippingCents = typedCents(shipping);
  if (state) return quoteTotals(priced, shippingCents, state);
  const subtotal = priced.reduce((sum, line) => sum + quoteLineTotalCents(line), 0);
  const gross = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return { subtotalCents: subtotal, discountCents: gross - subtotal, shippingCents, taxCents: 0, totalCents: subtotal + shippingCents };
}

/** "55-Gallon Drum — TZ-GR-101-D — $1,234.00" */
const sizeText = (size: QuoteSizeOption) => `${size.sizeLabel} — ${size.itemNumber} — ${formatUsd(size.listPriceCents)}`;

/** The sizes by product, in the order given: one optgroup each. */
function sizeGroups(sizes: readonly QuoteSizeOption[]): [string, QuoteSizeOption[]][] {
  const groups = new Map<string, QuoteSizeOption[]>();
  for (const size of sizes) groups.set(size.productName, [...(groups.get(size.productName) ?? []), size]);
  return [...groups];
}

export function QuoteEditor({ quote, initial, leadId, sizes, today }: QuoteEditorProps) {
  const router = useRouter();
  const uid = useId();
  const form = useZodForm<typeof quoteInputSchema, QuoteFormValues>(quoteInputSchema, { defaultValues: initial });
  const rows = useFieldArray({ control: form.control, name: "lines" });
  const [lines, shipping, customerState, customerEmail] = useWatch({
    control: form.control,
    name: ["lines", "shipping", "customerState", "customerEmail"],
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const [confirming, setConfirming] = useState<Step | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // After a create the page changes: the buttons stay disabled meanwhile, so a second click makes no second quote.
  const [leaving, setLeaving] = useState(false);
  // A 409 on updatedAt holds until the page is read again (the quote's updatedAt then differs).
  const [stale, setStale] = useState<{ at: string | undefined; message: string } | null>(null);
  const busy = useRef(false);

  const byId = useMemo(() => new Map(sizes.map((size) => [size.sizeId, size])), [sizes]);
  const groups = useMemo(() => sizeGroups(sizes), [sizes]);
  const state = toStateCode(customerState);
  const totals = liveTotals(lines, shipping, state);
  const locked = quote !== null && !EDITABLE.includes(quote.status);
  const working = pending !== null || leaving || isSubmitting;
  const staleMessage = stale && stale.at === quote?.updatedAt ? stale.message : null;
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;

  // A save or a Reload reads the page again: the form then shows the quote as it now is.
  const source = JSON.stringify([quote?.updatedAt ?? null, initial]);
  const shown = useRef(source);
  const { reset } = form;
  useEffect(() => {
    if (shown.current === source) return;
    shown.current = source;
    reset(initial);
  }, [source, initial, reset]);

  /** One request at a time: state lands after the render, the ref stops a second click before that. */
  async function exclusive(step: Pending, task: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setPending(step);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  /** The answer, or null once the refusal shows: beside its fields, as the form's error, or as the Reload notice. */
  async function request<T>(url: string, method: "POST" | "PUT", body: unknown, failure: string): Promise<T | null> {
    form.setFormError(null);
    const result = await staffCall<T>(method, url, body);
    if (result.ok) return result.data;
    toast.error(failure, { description: result.status === 0 ? OFFLINE_DESCRIPTION : result.error });
    const changed = result.status === 409 ? result.fields.updatedAt : undefined;
    if (changed) setStale({ at: quote?.updatedAt, message: changed });
    else if (result.status === 0) form.applyServerAnswer({ error: OFFLINE_DESCRIPTION });
    // The summary too, unless a field's message already says it.
    else
      form.applyServerAnswer({
        error: Object.values(result.fields).includes(result.error) ? undefined : result.error,
        fields: result.fields,
      });
    return null;
  }

  /** Valid-until's bounds depend on the shop's day, which the schema does not know: checked here as the server does. */
  function dateProblem(focus: boolean): boolean {
    const problem = validUntilProblem(form.getValues("validUntil"), today);
    if (problem && !form.getFieldState("validUntil").error) {
      form.setError("validUntil", { type: "validate", message: problem }, { shouldFocus: focus });
    }
    return problem !== null;
  }

  async function save(saved: StaffQuote): Promise<Saved | null> {
    const values = form.getValues();
    const answer = await request<Saved>(
      `/api/admin/quotes/${saved.id}`,
      "PUT",
      { ...values, updatedAt: saved.updatedAt },
      "Quote not saved",
    );
    // What was saved is the form's new starting point: no longer "changed".
    if (answer) form.reset(values, { keepValues: true });
    return answer;
  }

  function done(saved: StaffQuote, message: string) {
    toast.success(message, { description: saved.number });
    router.refresh();
  }

  async function submit() {
    if (dateProblem(true)) return;
    if (!quote) {
      await exclusive("create", async () => {
        const answer = await request<Created>("/api/admin/quotes", "POST", { ...form.getValues(), leadId }, "Quote not saved");
        if (!answer) return;
        toast.success(answer.message, { description: answer.number });
        setLeaving(true);
        router.push(`/admin/quotes/${answer.id}`);
      });
    } else if (quote.status === "sent") {
      setConfirming("revise");
    } else {
      await exclusive("save", async () => {
        const answer = await save(quote);
        if (answer) done(quote, answer.message);
      });
    }
  }

  async function confirm(saved: StaffQuote, step: Step) {
    await exclusive(step, async () => {
      if (step === "withdraw") {
        const answer = await request<Withdrawn>(
          `/api/admin/quotes/${saved.id}/withdraw`,
          "POST",
          { updatedAt: saved.updatedAt },
          "Quote not withdrawn",
        );
        if (answer) done(saved, answer.message);
        return;
      }
      if (step === "revise") {
        const answer = await save(saved);
        if (answer) done(saved, answer.message);
        return;
      }
      // A draft with changes is saved first, so that the customer gets what staff see.
      let updatedAt = saved.updatedAt;
      const changed = form.formState.isDirty;
      if (changed) {
        const answer = await save(saved);
        if (!answer) return;
        updatedAt = answer.updatedAt ?? updatedAt;
      }
      const answer = await request<Sent>(`/api/admin/quotes/${saved.id}/send`, "POST", { updatedAt }, "Quote not sent");
      if (answer) done(saved, answer.message);
      // Saved but not sent: the page shows the saved draft, and sending again names it as it now is.
      else if (changed) router.refresh();
    });
    setConfirming(null);
  }

  const askToSend = form.handleSubmit(
    () => {
      if (!dateProblem(true)) setConfirming("send");
    },
    () => void dateProblem(false),
  );

  const dialog = quote && confirming ? confirmation(quote, confirming, customerEmail, isDirty) : null;

  return (
    <>
      <ZodForm
        form={form}
        onSubmit={submit}
        onInvalid={() => void dateProblem(false)}
        aria-label={quote ? `Quote ${quote.number}` : "New quote"}
        className="grid min-w-0 gap-8"
        data-testid="quote-editor"
      >
        {quote && locked && (
          <p className="rounded-lg border bg-muted/50 px-3 py-2.5 text-sm" data-testid="quote-locked">
            This quote is {quote.statusLabel.toLowerCase()} and can no longer be changed.
          </p>
        )}
        {/* min-w-0: a fieldset is as wide as its content by default, which would scroll sideways on a phone. */}
        <fieldset disabled={locked} className="grid min-w-0 gap-8" data-testid="quote-fields">
          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Customer</legend>
            <TextField name="customerName" label="Name" required autoComplete="off" maxLength={120} className="min-w-0" />
            <TextField name="customerEmail" label="E-mail" required type="email" autoComplete="off" maxLength={254} className="min-w-0" />
            <TextField name="customerCompany" label="Company" optional autoComplete="off" maxLength={120} className="min-w-0" />
            <SelectField
              name="customerState"
              label="State"
              required
              placeholder="Choose a state"
              options={STATE_OPTIONS}
              hint="Sets the sales tax"
              className="min-w-0"
            />
          </fieldset>

          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Quote</legend>
            <TextField
              name="validUntil"
              label="Valid until"
              required
              type="date"
              min={today}
              max={addDays(today, MAX_VALID_DAYS)}
              hint="The customer can accept it through the end of this day"
              className="min-w-0"
            />
            <TextField
              name="shipping"
              label="Shipping ($)"
              required
              inputMode="decimal"
              autoComplete="off"
              hint="Freight as quoted; 0 for none. Not taxed."
              className="min-w-0"
            />
            <TextareaField
              name="notes"
              label="Notes for the customer"
              optional
              rows={4}
              maxLength={MAX_QUOTE_NOTES}
              hint="Shown on the quote and its PDF"
              className="min-w-0 sm:col-span-2"
            />
          </fieldset>

          <section aria-labelledby={`${uid}-lines`} className="grid min-w-0 gap-3">
            <h2 id={`${uid}-lines`} className="text-lg font-semibold">
              Products
            </h2>
            <ol className="grid gap-3">
              {rows.fields.map((row, index) => (
                <QuoteLineRow
                  key={row.id}
                  form={form}
                  index={index}
                  line={lines[index] ?? newLine()}
                  groups={groups}
                  byId={byId}
                  canRemove={rows.fields.length > 1}
                  onRemove={() => rows.remove(index)}
                />
              ))}
            </ol>
            {linesError && (
              <p className="text-sm text-destructive" data-slot="field-error">
                {linesError}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="outline"
                onClick={() => rows.append(newLine())}
                disabled={rows.fields.length >= MAX_QUOTE_LINES}
              >
                <PlusIcon aria-hidden="true" />
                Add Line
              </Button>
              {rows.fields.length >= MAX_QUOTE_LINES && (
                <span className="text-sm text-muted-foreground">
                  A quote has at most {MAX_QUOTE_LINES} lines; more go on a second quote.
                </span>
              )}
            </div>
          </section>
        </fieldset>

        <QuoteTotalsBox totals={totals} state={state} />

        {staleMessage && (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>
              <p>{staleMessage}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => router.refresh()}>
                <RotateCwIcon aria-hidden="true" />
                Reload
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <FormError />

        {!locked && (
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
                pending={pending === "create" || pending === "save" || leaving}
                disabled={working}
              >
                Save Draft
              </SubmitButton>
            )}
            {quote?.status === "draft" && (
              <Button type="button" onClick={() => void askToSend()} disabled={working}>
                <SendIcon aria-hidden="true" />
                Send to Customer
              </Button>
            )}
            {quote?.withdrawable && <WithdrawButton onClick={() => setConfirming("withdraw")} disabled={working} />}
          </div>
        )}
        {/* An accepted quote is not edited, but may be withdrawn until its order is paid. */}
        {locked && quote?.withdrawable && (
          <div className="flex flex-wrap items-center gap-3">
            <WithdrawButton onClick={() => setConfirming("withdraw")} disabled={working} />
            <span className="text-sm text-muted-foreground">
              Accepted and not paid yet: withdrawing takes it out of the customer&rsquo;s cart.
            </span>
          </div>
        )}
      </ZodForm>

      {/* Outside the form: its buttons must not submit it. */}
      <ConfirmDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={dialog?.title ?? ""}
        description={dialog?.description ?? ""}
        confirmLabel={dialog?.confirmLabel ?? ""}
        pendingLabel={dialog?.pendingLabel ?? ""}
        destructive={confirming === "withdraw"}
        pending={pending !== null}
        onConfirm={() => (quote && confirming ? void confirm(quote, confirming) : undefined)}
      />
    </>
  );
}

/** The words of each confirmation. */
function confirmation(quote: StaffQuote, step: Step, email: string, dirty: boolean) {
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

function WithdrawButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button type="button" variant="outline" className="text-destructive" onClick={onClick} disabled={disabled}>
      <XCircleIcon aria-hidden="true" />
      Withdraw
    </Button>
  );
}

/** One line: product and size, quantity, unit price, discount, and what they come to. Stacks on a phone. */
function QuoteLineRow({
  form,
  index,
  line,
  groups,
  byId,
  canRemove,
  onRemove,
}: {
  form: QuoteForm;
  index: number;
  line: QuoteLineValues;
  groups: readonly [string, QuoteSizeOption[]][];
  byId: ReadonlyMap<number, QuoteSizeOption>;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const number = index + 1;
  const sizeName = `lines.${index}.sizeId` as const;
  const priceName = `lines.${index}.unitPrice` as const;
  const selectId = form.fieldId(sizeName);
  const headingId = `${form.fieldId(`lines.${index}`)}-heading`;
  const sizeState = useFormState({ control: form.control, name: sizeName });
  const sizeError = form.getFieldState(sizeName, sizeState).error?.message;
  // The select's value is the size's id as a number (the schema's and the API's), blank is null.
  const registration = form.register(sizeName, { setValueAs: (value: string) => (value === "" ? null : Number(value)) });
  const size = line.sizeId === null ? undefined : byId.get(line.sizeId);
  const price = linePrice(line);
  const lineLabel = (what: string) => (
    <>
      {what}
      <span className="sr-only">, line {number}</span>
    </>
  );

  function chooseSize(event: React.ChangeEvent<HTMLSelectElement>) {
    const previous = byId.get(form.getValues(sizeName) ?? 0);
    void registration.onChange(event);
    if (sizeError) form.clearErrors(sizeName);
    const next = byId.get(Number(event.target.value));
    const typed = form.getValues(priceName);
    // The list price fills in unless staff typed their own: a blank price or the previous size's list price was not typed.
    if (next && (typed.trim() === "" || (previous !== undefined && typedCents(typed) === previous.listPriceCents))) {
      form.setValue(priceName, centsToDecimalString(next.listPriceCents), { shouldDirty: true });
      form.clearErrors(priceName);
    }
  }

  return (
    <li aria-labelledby={headingId} className="min-w-0 rounded-lg border p-3 sm:p-4" data-testid="quote-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold break-words">
          Line {number}
          {size && <span className="font-normal text-muted-foreground">: {`${size.productName}, ${size.sizeLabel}`}</span>}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove line ${number}`}
        >
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2.5fr)_repeat(3,minmax(0,1fr))]">
        <FormField
          id={selectId}
          label={lineLabel("Product and size")}
          required
          error={sizeError}
          className="min-w-0 sm:col-span-3 lg:col-span-1"
        >
          <NativeSelect
            wrapperClassName="w-full"
            id={selectId}
            required
            {...registration}
            onChange={chooseSize}
            {...fieldAria(selectId, { error: sizeError })}
          >
            <NativeSelectOption value="">Choose a product and size</NativeSelectOption>
            {groups.map(([product, options]) => (
              <NativeSelectOptGroup key={product} label={product}>
                {options.map((option) => (
                  <NativeSelectOption key={option.sizeId} value={option.sizeId}>
                    {sizeText(option)}
                  </NativeSelectOption>
                ))}
              </NativeSelectOptGroup>
            ))}
            {/* A saved line's size the catalog no longer offers keeps its value rather than showing blank. */}
            {line.sizeId !== null && !size && (
              <NativeSelectOption value={line.sizeId}>{`Size #${line.sizeId} (no longer offered)`}</NativeSelectOption>
            )}
          </NativeSelect>
        </FormField>
        <TextField
          name={`lines.${index}.quantity`}
          label={lineLabel("Quantity")}
          required
          inputMode="numeric"
          autoComplete="off"
          className="min-w-0"
        />
        <TextField
          name={priceName}
          label={lineLabel("Unit price ($)")}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={size && price.unitPriceCents !== size.listPriceCents ? `List ${formatUsd(size.listPriceCents)}` : undefined}
          className="min-w-0"
        />
        <TextField
          name={`lines.${index}.discountPercent`}
          label={lineLabel("Discount (%)")}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          className="min-w-0"
        />
      </div>
      <dl className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Net unit</dt>
          <dd className="tabular-nums" data-testid="net-unit">
            {formatUsd(netUnitCents(price.unitPriceCents, price.discountPercent))}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Line total</dt>
          <dd className="font-medium tabular-nums" data-testid="line-total">
            {formatUsd(quoteLineTotalCents(price))}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Subtotal, discounts, shipping, the chosen state's tax and the total, as typed. */
function QuoteTotalsBox({ totals, state }: { totals: QuoteTotals; state: StateCode | undefined }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="w-full rounded-lg border p-4 sm:ml-auto sm:max-w-sm" data-testid="quote-totals">
      <h2 id={titleId} className="font-semibold">
        Totals
      </h2>
      <TotalsList
        className="mt-3 grid-cols-[1fr_auto] gap-x-4 gap-y-1.5"
        rows={[
          { label: "Subtotal", value: formatUsd(totals.subtotalCents), testId: "totals-subtotal" },
          totals.discountCents > 0 && { label: "Discounts", value: `−${formatUsd(totals.discountCents)}`, testId: "totals-discounts" },
          { label: "Shipping", value: formatUsd(totals.shippingCents), testId: "totals-shipping" },
          {
            label: state ? `Tax (${state} ${taxRateFor(state) ?? 0}%)` : "Tax (choose a state)",
            value: state ? formatUsd(totals.taxCents) : "—",
            testId: "totals-tax",
          },
        ]}
        total={{ label: state ? "Total" : "Total before tax", value: formatUsd(totals.totalCents), testId: "totals-total" }}
        totalClassName="border-t pt-2 font-semibold"
        reach={4}
        live
      />
    </section>
  );
}
