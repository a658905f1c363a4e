"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { ShopReturnLink } from "@/components/cart/shop-return-link";
import { useCart } from "@/components/cart/use-cart";
import type { CartItemView } from "@/lib/cart/schemas";
import { attemptFingerprint, nextAttempt, type CheckoutAttempt } from "@/lib/checkout/attempt";
import { newIdempotencyKey } from "@/lib/http/idempotency-key";
import { tokenizeCard } from "@/lib/checkout/accept-js";
import { capturePayPalOrder, completeOrder, createPayPalOrder, PayPalSetupError, processCardPayment } from "@/lib/checkout/client";
import { completedOrderFromSummary, storeCompletedOrder, type CompletedOrder } from "@/lib/checkout/completed-order";
import {
  checkoutFieldErrors,
  EMPTY_CARD_FIELDS,
  EMPTY_CHECKOUT_FORM,
  firstErrorField,
  invalidFieldsDescription,
  missingFieldsDescription,
  missingRequiredFields,
  toCustomerInput,
  type CheckoutFieldName,
  type FormFieldErrors,
  type FormFieldName,
  type PaymentMethodChoice,
} from "@/lib/checkout/form";
import { CHECKOUT_TEXT, CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { announcePaid } from "@/lib/checkout/paid-elsewhere";
import { PAYPAL_BUSY_MS, postApprovalUrl } from "@/lib/checkout/paypal-redirect";
import { clearCheckoutState, readCheckoutState, saveCheckoutState, type SavedCheckoutState } from "@/lib/checkout/saved-state";
import { amountString, cartSignature, checkoutLines, checkoutTotals, heldQuote, payPalItems, unitPriceCents } from "@/lib/checkout/totals";
import { formatUsd } from "@/lib/domain/money";
import type { OrderSummary } from "@/lib/orders/api";
import type { PaymentsClientConfig } from "@/lib/payments/config";
import type { CardFieldName } from "@/lib/payments/test-tokenizer";
import { announceCartChanged, browserStorage, replaceSearch } from "./browser";
import { CartLoadError, CheckoutWaiting, EmptyCart } from "./checkout-status";
import { CheckoutForm } from "./checkout-form";
import { fieldId } from "./field-ids";
import { OrderSummary as OrderSummaryPanel } from "./order-summary";
import { PaymentConfirmed } from "./payment-confirmed";
import { TestModeBadge } from "./test-mode-notice";
import { useCheckoutReturn } from "./use-checkout-return";
import { useCheckoutTax } from "./use-checkout-tax";
import { usePaidElsewhere } from "./use-paid-elsewhere";

type Busy = "card" | "paypal" | null;

/**
 * The checkout (seed 001 §2, §4): the cart with its totals, the form, card and PayPal payment, the
 * confirmation view and the returns from PayPal. Every payment carries one idempotency key per attempt
 * and the pay buttons are off while a request runs, so one press makes at most one order.
 */
export function Checkout({ payments, initialCart = null }: { payments: PaymentsClientConfig; initialCart?: CartItemView[] | null }) {
  const router = useRouter();
  const { items, error: cartError, refresh } = useCart(initialCart);
  const [values, setValues] = useState(EMPTY_CHECKOUT_FORM);
  const [card, setCard] = useState(EMPTY_CARD_FIELDS);
  const [method, setMethod] = useState<PaymentMethodChoice>("card");
  const [errors, setErrors] = useState<FormFieldErrors>({});
  const [busy, setBusyState] = useState<Busy>(null);
  const [completing, setCompleting] = useState(false);
  // State updates land after the next render; a second press in between must already be refused.
  const busyRef = useRef<Busy>(null);
  const attempt = useRef<CheckoutAttempt | null>(null);
  const payPalTimer = useRef<number | undefined>(undefined);

  const setBusy = useCallback((next: Busy) => {
    busyRef.current = next;
    setBusyState(next);
  }, []);

  const lines = useMemo(() => checkoutLines(items ?? []), [items]);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const tax = useCheckoutTax(subtotalCents, {
    address: values.shippingAddress,
    city: values.shippingCity,
    state: values.shippingState,
    zipCode: values.shippingZipCode,
  });
  const quote = heldQuote(items ?? []);
  const totals = checkoutTotals(lines, tax.taxCents, quote ? unitPriceCents(quote.shipping) : undefined);
  const totalLabel = formatUsd(totals.totalCents);

  useEffect(() => () => window.clearTimeout(payPalTimer.current), []);

  const restore = useCallback((saved: SavedCheckoutState | null) => {
    if (!saved) return;
    setValues(saved.customerInfo);
    setMethod("paypal");
  }, []);

  // With the cart read by the server (an ordinary visit, no return from PayPal), the form is the first view:
  // the page's content is in its HTML instead of waiting for scripts.
  const { view, setView, lookUpConfirmation, finishCapture } = useCheckoutReturn(restore, initialCart ? { kind: "form" } : undefined);

  /** The order was paid in another tab (PayPal's own): show its outcome here too, not the cart it emptied. */
  const paidElsewhere = useCallback(
    (order: CompletedOrder) => {
      const session = browserStorage("sessionStorage");
      if (session) storeCompletedOrder(session, order);
      announceCartChanged();
      router.replace("/thank-you");
    },
    [router],
  );
  usePaidElsewhere(view.kind === "form", paidElsewhere);

  const showFieldErrors = useCallback((found: FormFieldErrors) => {
    setErrors(found);
    const first = firstErrorField(found);
    if (first) window.requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }, []);

  function onValue(name: CheckoutFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function onCardValue(name: CardFieldName, value: string) {
    setCard((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function onSameAsShipping(same: boolean) {
    setValues((current) => ({ ...current, sameAsShipping: same }));
    if (same) {
      setErrors((current) => ({
        ...current,
        billingAddress: undefined,
        billingCity: undefined,
        billingState: undefined,
        billingZipCode: undefined,
      }));
    }
  }

  function onMethod(next: PaymentMethodChoice) {
    setMethod(next);
    // A field required on one tab only (the phone) should not stay marked on the other.
    setErrors({});
  }

  /** The seed's checks before any payment: the missing list first, then the fields' own rules. */
  function checkForm(chosen: PaymentMethodChoice): boolean {
    const missing = missingRequiredFields(values, chosen, card);
    const found = checkoutFieldErrors(values, chosen, card);
    if (missing.length > 0) {
      toast.error(CHECKOUT_TOASTS.missing.title, { description: missingFieldsDescription(missing) });
      showFieldErrors(found);
      return false;
    }
    const invalid = Object.keys(found) as FormFieldName[];
    if (invalid.length > 0) {
      toast.error(CHECKOUT_TOASTS.invalid.title, { description: invalidFieldsDescription(invalid) });
      showFieldErrors(found);
      return false;
    }
    setErrors({});
    return true;
  }

  function attemptKey(chosen: PaymentMethodChoice): string {
    attempt.current = nextAttempt(attempt.current, attemptFingerprint(chosen, values, cartSignature(lines)), newIdempotencyKey);
    return attempt.current.key;
  }

  async function payByCard() {
    if (busyRef.current || tax.status === "loading" || payments.card.implementation === "unconfigured") return;
    if (!checkForm("card")) return;
    setBusy("card");
    try {
      const idempotencyKey = attemptKey("card");
      const token = await tokenizeCard(payments.card, card);
      if (!token.ok) {
        toast.error(CHECKOUT_TOASTS.cardFailed.title, { description: token.error });
        showFieldErrors(token.fields);
        return;
      }
      const result = await processCardPayment({ idempotencyKey, customer: toCustomerInput(values), opaqueData: token.opaqueData });
      if (result.kind === "approved") {
        setCard(EMPTY_CARD_FIELDS);
        // A reload of the confirmation asks the server again (GET /api/payment-confirmation).
        replaceSearch("?payment=confirmed");
        if (result.order) setView({ kind: "confirmed", order: result.order });
        else lookUpConfirmation();
        return;
      }
      if (result.kind === "repriced") {
        // Nothing was charged: show the cart and totals the server priced, and let the shopper pay again.
        toast.error(CHECKOUT_TOASTS.totalChanged.title, { description: result.message });
        announceCartChanged();
        return;
      }
      if (result.kind === "failed") {
        toast.error(CHECKOUT_TOASTS.cardFailed.title, { description: result.message });
        showFieldErrors(result.fields);
        return;
      }
      if (result.kind === "confirming") {
        // Not a failure: the gateway has not said yet; paying again is what must not happen.
        toast.info(CHECKOUT_TOASTS.cardConfirming.title, { description: result.message });
        return;
      }
      toast.error(CHECKOUT_TOASTS.cardError.title, { description: CHECKOUT_TOASTS.cardError.description });
    } finally {
      setBusy(null);
    }
  }

  /** Saves the form for the return, then asks our server for a PayPal order. */
  async function createPayPal(): Promise<{ approvalUrl: string; paypalOrderId: string }> {
    const local = browserStorage("localStorage");
    if (local) {
      saveCheckoutState(local, {
        customerInfo: values,
        cartItems: lines.map((line) => ({
          productId: line.productId,
          productName: line.name,
          itemNumber: line.itemNumber,
          size: line.sizeLabel,
          quantity: line.quantity,
          price: amountString(line.unitPriceCents),
        })),
        total: amountString(totals.totalCents),
      });
    }
    return createPayPalOrder({
      idempotencyKey: attemptKey("paypal"),
      customerInfo: toCustomerInput(values),
      intent: "CAPTURE",
      currency: "USD",
      amount: amountString(totals.totalCents),
      items: payPalItems(lines),
    });
  }

  function payPalSetupFailed(error: unknown) {
    if (error instanceof PayPalSetupError && error.total) {
      toast.error(CHECKOUT_TOASTS.totalChanged.title, { description: error.message });
      announceCartChanged();
      return;
    }
    if (error instanceof PayPalSetupError) showFieldErrors(error.fields);
    const message = error instanceof Error ? error.message : "";
    toast.error(CHECKOUT_TOASTS.payPalSetup.title, {
      description: message ? `Error: ${message}` : CHECKOUT_TOASTS.payPalSetup.description,
    });
  }

  /** The seed's redirect flow: a new tab through a hidden form post; busy for 2 s, or until an error. */
  async function payWithPayPalRedirect() {
    if (busyRef.current || tax.status === "loading") return;
    if (!checkForm("paypal")) return;
    setBusy("paypal");
    try {
      const { approvalUrl } = await createPayPal();
      toast.info(CHECKOUT_TOASTS.payPalStart.title, { description: CHECKOUT_TOASTS.payPalStart.description });
      postApprovalUrl(approvalUrl);
      window.clearTimeout(payPalTimer.current);
      payPalTimer.current = window.setTimeout(() => setBusy(null), PAYPAL_BUSY_MS);
    } catch (error) {
      setBusy(null);
      payPalSetupFailed(error);
    }
  }

  const livePayPal = {
    validate: () => !busyRef.current && checkForm("paypal"),
    createOrder: async () => {
      setBusy("paypal");
      try {
        const answer = await createPayPal();
        return answer.paypalOrderId;
      } catch (error) {
        setBusy(null);
        payPalSetupFailed(error);
        throw error;
      }
    },
    onApprove: async (paypalOrderId: string) => {
      const local = browserStorage("localStorage");
      const saved = local ? readCheckoutState(local) : null;
      setView({ kind: "capturing" });
      const result = await capturePayPalOrder(paypalOrderId, saved ?? undefined);
      setBusy(null);
      finishCapture(result, saved);
    },
    onCancel: () => {
      setBusy(null);
      const local = browserStorage("localStorage");
      if (local) clearCheckoutState(local);
      toast.info(CHECKOUT_TOASTS.payPalCancelled.title, { description: CHECKOUT_TOASTS.payPalCancelled.description });
    },
    onError: () => {
      setBusy(null);
      toast.error(CHECKOUT_TOASTS.payPalError.title, { description: CHECKOUT_TOASTS.payPalError.description });
    },
  };

  async function onCompleteOrder(order: OrderSummary) {
    if (completing) return;
    setCompleting(true);
    const result = await completeOrder();
    if (!result.ok) {
      toast.error(CHECKOUT_TOASTS.completionFailed.title, { description: result.error });
      setCompleting(false);
      return;
    }
    const completed = completedOrderFromSummary(result.order ?? order);
    const session = browserStorage("sessionStorage");
    if (session) storeCompletedOrder(session, completed);
    const local = browserStorage("localStorage");
    if (local) announcePaid(local, completed);
    announceCartChanged();
    router.replace("/thank-you");
  }

  let content: React.ReactNode;
  if (view.kind === "starting" || view.kind === "looking-up") {
    content = <CheckoutWaiting />;
  } else if (view.kind === "capturing") {
    content = <CheckoutWaiting text={CHECKOUT_TEXT.processingPayPal} />;
  } else if (view.kind === "confirmed") {
    content = <PaymentConfirmed order={view.order} completing={completing} onComplete={() => void onCompleteOrder(view.order)} />;
  } else if (items === null) {
    content = cartError ? <CartLoadError onRetry={() => void refresh()} /> : <CheckoutWaiting />;
  } else if (items.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3 pr-28 xl:pr-0">
          <ShopReturnLink className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none">
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {CHECKOUT_TEXT.backToShopping}
          </ShopReturnLink>
          {payments.mode === "test" && <TestModeBadge />}
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{CHECKOUT_TEXT.heading}</h1>
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
          <div className="lg:sticky lg:top-32">
            <OrderSummaryPanel lines={lines} totals={totals} taxState={tax.status} locked={busy !== null} quote={quote} />
          </div>
          <CheckoutForm
            values={values}
            errors={errors}
            onValue={onValue}
            onSameAsShipping={onSameAsShipping}
            onSubmit={() =>
              void (method === "card" ? payByCard() : payments.paypal.implementation === "test" ? payWithPayPalRedirect() : undefined)
            }
            payments={payments}
            method={method}
            onMethod={onMethod}
            card={card}
            onCardValue={onCardValue}
            total={totalLabel}
            busy={busy}
            payDisabled={tax.status === "loading"}
            onPayPalRedirect={() => void payWithPayPalRedirect()}
            livePayPal={livePayPal}
          />
        </div>
      </>
    );
  }

  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">{content}</div>;
}
