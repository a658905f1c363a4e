"use client";

import { CreditCardIcon, WalletIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { SubmitButton } from "@/components/forms";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { PaymentMethodChoice } from "@/lib/checkout/form";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import type { PaymentsClientConfig } from "@/lib/payments/config";
import { CardFields } from "./card-fields";
import { PayPalLiveButtons } from "./paypal-live-buttons";
import { PayPalRedirectPanel } from "./paypal-redirect-panel";
import { TestCardsNotice } from "./test-mode-notice";

export type LivePayPalHandlers = Pick<
  React.ComponentProps<typeof PayPalLiveButtons>,
  "validate" | "createOrder" | "onApprove" | "onCancel" | "onError"
>;

/** Payment Method: the Credit Card and PayPal tabs (seed 001 §2). */
export function PaymentMethodTabs({
  payments,
  method,
  onMethod,
  total,
  busy,
  payDisabled,
  onPayPalRedirect,
  livePayPal,
}: {
  payments: PaymentsClientConfig;
  method: PaymentMethodChoice;
  onMethod: (method: PaymentMethodChoice) => void;
  /** "$63.19" */
  total: string;
  busy: "card" | "paypal" | null;
  /** The total is not settled yet (tax on its way). */
  payDisabled: boolean;
  onPayPalRedirect: () => void;
  livePayPal: LivePayPalHandlers;
}) {
  const cardReady = payments.card.implementation !== "unconfigured";
  const payPalReady = payments.paypal.implementation !== "unconfigured";
  // Each tab points to the other method only when that one works.
  const cardUnavailable = payPalReady ? CHECKOUT_TEXT.cardUnavailable : CHECKOUT_TEXT.paymentsUnavailable;
  const payPalUnavailable = cardReady ? CHECKOUT_TEXT.payPalUnavailable : CHECKOUT_TEXT.paymentsUnavailable;
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold">{CHECKOUT_TEXT.paymentTitle}</legend>
      <Tabs value={method} onValueChange={(value) => onMethod(value === "paypal" ? "paypal" : "card")}>
        <TabsList className="grid h-11 w-full grid-cols-2">
          <TabsTrigger value="card" disabled={busy !== null}>
            <CreditCardIcon aria-hidden="true" />
            Credit Card
          </TabsTrigger>
          <TabsTrigger value="paypal" disabled={busy !== null}>
            <WalletIcon aria-hidden="true" />
            PayPal
          </TabsTrigger>
        </TabsList>

        <TabsContent value="card" className="mt-4 grid gap-4">
          {payments.card.implementation === "test" && <TestCardsNotice />}
          {cardReady ? (
            <>
              <CardFields disabled={busy === "card"} />
              <SubmitButton
                pendingLabel={`Pay ${total}`}
                pending={busy === "card"}
                className="h-12 w-full text-base"
                disabled={busy !== null || payDisabled}
                aria-busy={busy === "card"}
                data-testid="card-pay"
              >
                Pay {total}
              </SubmitButton>
            </>
          ) : (
            <Alert variant="warning">
              <AlertDescription>{cardUnavailable}</AlertDescription>
            </Alert>
          )}
        </TabsContent>

        <TabsContent value="paypal" className="mt-4 grid gap-4">
          {payments.paypal.implementation === "paypal" ? (
            <PayPalLiveButtons
              clientId={payments.paypal.clientId}
              environment={payments.paypal.environment}
              total={total}
              disabled={busy !== null || payDisabled}
              {...livePayPal}
            />
          ) : payPalReady ? (
            <PayPalRedirectPanel total={total} busy={busy === "paypal"} disabled={busy !== null || payDisabled} onPay={onPayPalRedirect} />
          ) : (
            <Alert variant="warning">
              <AlertDescription>{payPalUnavailable}</AlertDescription>
            </Alert>
          )}
        </TabsContent>
      </Tabs>
    </fieldset>
  );
}
