"use client";

import { useCallback, useMemo } from "react";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { ArrowLeftIcon } from "lucide-react";
import { ShopReturnLink } from "@/components/cart/shop-return-link";
import { useCart } from "@/components/cart/use-cart";
import type { CartItemView } from "@/lib/cart/schemas";
import { storeCompletedOrder, type CompletedOrder } from "@/lib/checkout/completed-order";
import type { CheckoutFormState, CheckoutFormValues, PaymentMethodChoice } from "@/lib/checkout/form";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { checkoutLines, checkoutTotals, heldQuote, unitPriceCents } from "@/lib/checkout/totals";
import { formatUsd } from "@/lib/domain/money";
import type { PaymentsClientConfig } from "@/lib/payments/config";
import { announceCartChanged, browserStorage } from "./browser";
import { CartLoadError, CheckoutWaiting, EmptyCart } from "./checkout-status";
import { CheckoutForm } from "./checkout-form";
import { OrderSummary as OrderSummaryPanel } from "./order-summary";
import { PaymentConfirmed } from "./payment-confirmed";
import { TestModeBadge } from "./test-mode-notice";
import { useCardPayment } from "./use-card-payment";
import { useCheckoutForm } from "./use-checkout-form";
import { useCheckoutReturn } from "./use-checkout-return";
import { useCheckoutTax } from "./use-checkout-tax";
import { useCompleteOrder } from "./use-complete-order";
import { usePaidElsewhere } from "./use-paid-elsewhere";
import { usePaymentAttempt } from "./use-payment-attempt";
import { usePayPalButtons } from "./use-paypal-buttons";
import { usePayPalOrder } from "./use-paypal-order";
import { usePayPalRedirect } from "./use-paypal-redirect";

const TAX_ADDRESS = ["shippingAddress", "shippingCity", "shippingState", "shippingZipCode"] as const;

/**
 * The checkout (seed 001 §2, §4): the cart with its totals, the form, card and PayPal payment, the
 * confirmation view and the returns from PayPal. Every payment carries one idempotency key per attempt
 * and the pay buttons are off while a request runs, so one press makes at most one order.
 */
export function Checkout({
  payments,
  initialCart = null,
  initialValues = null,
}: {
  payments: PaymentsClientConfig;
  initialCart?: CartItemView[] | null;
  /** A signed-in customer's details and last addresses, for the form to start with. */
  initialValues?: CheckoutFormValues | null;
}) {
  const router = useRouter();
  const { items, error: cartError, refresh } = useCart(initialCart);
  const checkout = useCheckoutForm(initialValues);
  const attempt = usePaymentAttempt();

  const lines = useMemo(() => checkoutLines(items ?? []), [items]);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const [address, city, state, zipCode] = useWatch({ control: checkout.form.control, name: TAX_ADDRESS });
  const tax = useCheckoutTax(subtotalCents, { address, city, state, zipCode });
  const quote = heldQuote(items ?? []);
  const totals = checkoutTotals(lines, tax.taxCents, quote ? unitPriceCents(quote.shipping) : undefined);

  // With the cart read by the server (an ordinary visit, no return from PayPal), the form is the first view:
  // the page's content is in its HTML instead of waiting for scripts.
  const { view, setView, lookUpConfirmation, finishCapture } = useCheckoutReturn(
    checkout.restore,
    initialCart ? { kind: "form" } : undefined,
  );

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

  const card = useCardPayment({
    tokenizer: payments.card,
    checkout,
    attempt,
    lines,
    onConfirmed: (order) => setView({ kind: "confirmed", order }),
    onLookUp: lookUpConfirmation,
  });
  const payPalOrder = usePayPalOrder({ checkout, attempt, lines, totalCents: totals.totalCents });
  const payPalRedirect = usePayPalRedirect({ order: payPalOrder, attempt });
  const payPalButtons = usePayPalButtons({
    checkout,
    order: payPalOrder,
    attempt,
    onCapturing: () => setView({ kind: "capturing" }),
    finishCapture,
  });
  const completion = useCompleteOrder();

  /** Whether a submit pays now: not while a payment runs or the total is unsettled, nor on a tab whose own button pays. */
  const submitPays = (method: PaymentMethodChoice) =>
    !attempt.isBusy() &&
    tax.status !== "loading" &&
    (method === "card" ? payments.card.implementation !== "unconfigured" : payments.paypal.implementation === "test");

  const pay = (values: CheckoutFormState) => {
    if (!submitPays(values.method)) return;
    void (values.method === "card" ? card.pay(values) : payPalRedirect.pay(values));
  };
  const refused = () => {
    // A submit that could not pay anyway says nothing about the fields.
    if (submitPays(checkout.form.getValues("method"))) checkout.showProblems();
    else checkout.form.clearErrors();
  };

  let content: React.ReactNode;
  if (view.kind === "starting" || view.kind === "looking-up") {
    content = <CheckoutWaiting />;
  } else if (view.kind === "capturing") {
    content = <CheckoutWaiting text={CHECKOUT_TEXT.processingPayPal} />;
  } else if (view.kind === "confirmed") {
    content = (
      <PaymentConfirmed order={view.order} completing={completion.completing} onComplete={() => void completion.complete(view.order)} />
    );
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
            <OrderSummaryPanel lines={lines} totals={totals} taxState={tax.status} locked={attempt.busy !== null} quote={quote} />
          </div>
          <CheckoutForm
            checkout={checkout}
            onSubmit={pay}
            onInvalid={refused}
            payments={payments}
            total={formatUsd(totals.totalCents)}
            busy={attempt.busy}
            payDisabled={tax.status === "loading"}
            onPayPalRedirect={() => void checkout.form.handleSubmit(pay, refused)()}
            livePayPal={payPalButtons}
          />
        </div>
      </>
    );
  }

  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">{content}</div>;
}
