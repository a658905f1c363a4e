"use client";

import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";

/**
 * PayPal's own buttons, used when a PayPal client id is configured (DESIGN §5): PayPal opens its
 * window, our server makes the order (createOrder → its paypalOrderId) and captures it on approval.
 */
export function PayPalLiveButtons({
  clientId,
  environment,
  total,
  disabled,
  validate,
  createOrder,
  onApprove,
  onCancel,
  onError,
}: {
  clientId: string;
  environment: "sandbox" | "live";
  total: string;
  disabled: boolean;
  /** False when the form is not ready (the caller shows why): PayPal then does not open. */
  validate: () => Promise<boolean>;
  createOrder: () => Promise<string>;
  onApprove: (paypalOrderId: string) => Promise<void>;
  onCancel: () => void;
  onError: (message: string) => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{CHECKOUT_TEXT.payPalLive}</p>
      <p className="font-semibold">Pay {total} with PayPal</p>
      <PayPalScriptProvider
        options={{
          clientId,
          currency: "USD",
          intent: "capture",
          components: "buttons",
          environment: environment === "live" ? "production" : "sandbox",
        }}
      >
        <PayPalButtons
          style={{ layout: "vertical", label: "pay", height: 48 }}
          disabled={disabled}
          forceReRender={[total]}
          onClick={async (_data, actions) => ((await validate()) ? actions.resolve() : actions.reject())}
          createOrder={() => createOrder()}
          onApprove={(data) => onApprove(data.orderID)}
          onCancel={() => onCancel()}
          onError={(error) => onError(typeof error.message === "string" ? error.message : "")}
        />
      </PayPalScriptProvider>
    </div>
  );
}
