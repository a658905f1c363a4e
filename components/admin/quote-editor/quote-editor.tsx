"use client";

// The staff's quote editor (issue 20 §2), on /admin/quotes/new and /admin/quotes/{id}: the customer, the
// lines with live totals, and the moves the quote's status allows (save a draft, send it, send a revision
// of a sent quote, withdraw). quoteInputSchema checks the form before anything is sent and the server
// parses the same strings again. Every change of a saved quote names the updatedAt staff read, so a change
// made meanwhile is refused (409) with a Reload instead of being overwritten.
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { FormError, ZodForm, useZodForm } from "@/components/forms";
import { StaleNotice } from "@/components/admin/stale-notice";
import { useExclusive } from "@/components/admin/use-exclusive";
import { api } from "@/lib/client/api";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";
import { toStateCode } from "@/lib/domain/tax";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import {
  quoteCreatedAnswerSchema,
  quoteInputSchema,
  quoteSavedAnswerSchema,
  quoteSentAnswerSchema,
  quoteWithdrawnAnswerSchema,
  validUntilProblem,
} from "@/lib/quotes/schemas";
import type { QuoteFormValues, QuoteSizeOption, StaffQuote } from "@/lib/quotes/view";
import { confirmation, QuoteActions, QuoteConfirmDialog, type Pending, type Step } from "./actions";
import { QuoteCustomerFields, QuoteTermsFields } from "./customer-fields";
import { QuoteLines } from "./line-row";
import { QuoteTotalsBox } from "./totals";
import { liveTotals } from "./values";

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

/** Staff change only these; accepted, expired and withdrawn quotes are final. */
const EDITABLE: readonly QuoteStatus[] = ["draft", "sent"];

export function QuoteEditor({ quote, initial, leadId, sizes, today }: QuoteEditorProps) {
  const router = useRouter();
  const form = useZodForm<typeof quoteInputSchema, QuoteFormValues>(quoteInputSchema, { defaultValues: initial });
  const [lines, shipping, customerState, customerEmail] = useWatch({
    control: form.control,
    name: ["lines", "shipping", "customerState", "customerEmail"],
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const [confirming, setConfirming] = useState<Step | null>(null);
  const { pending, exclusive } = useExclusive<Pending>();
  // After a create the page changes: the buttons stay disabled meanwhile, so a second click makes no second quote.
  const [leaving, setLeaving] = useState(false);
  // A 409 on updatedAt holds until the page is read again (the quote's updatedAt then differs).
  const [stale, setStale] = useState<{ at: string | undefined; message: string } | null>(null);

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

  /** The answer, or null once the refusal shows: beside its fields, as the form's error, or as the Reload notice. */
  async function request<S extends z.ZodType>(
    url: string,
    method: "POST" | "PUT",
    answer: S,
    body: unknown,
    failure: string,
  ): Promise<z.output<S> | null> {
    form.setFormError(null);
    const result = await api.send(method, url, answer, body);
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

  async function save(saved: StaffQuote) {
    const values = form.getValues();
    const url = `/api/admin/quotes/${saved.id}`;
    const answer = await request(url, "PUT", quoteSavedAnswerSchema, { ...values, updatedAt: saved.updatedAt }, "Quote not saved");
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
        const body = { ...form.getValues(), leadId };
        const answer = await request("/api/admin/quotes", "POST", quoteCreatedAnswerSchema, body, "Quote not saved");
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
      const url = `/api/admin/quotes/${saved.id}`;
      if (step === "withdraw") {
        const answer = await request(
          `${url}/withdraw`,
          "POST",
          quoteWithdrawnAnswerSchema,
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
      const answer = await request(`${url}/send`, "POST", quoteSentAnswerSchema, { updatedAt }, "Quote not sent");
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
  const step = (next: "send" | "withdraw") => (next === "send" ? void askToSend() : setConfirming(next));

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
          <QuoteCustomerFields />
          <QuoteTermsFields today={today} />
          <QuoteLines form={form} lines={lines} sizes={sizes} error={linesError} />
        </fieldset>

        <QuoteTotalsBox totals={totals} state={state} />

        {staleMessage && <StaleNotice message={staleMessage} onReload={() => router.refresh()} />}
        <FormError />

        {/* While a new quote's page opens, its save still shows as on its way. */}
        <QuoteActions quote={quote} locked={locked} pending={leaving ? "create" : pending} working={working} onStep={step} />
      </ZodForm>

      <QuoteConfirmDialog
        words={quote && confirming ? confirmation(quote, confirming, customerEmail, isDirty) : null}
        destructive={confirming === "withdraw"}
        pending={pending !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => (quote && confirming ? void confirm(quote, confirming) : undefined)}
      />
    </>
  );
}
