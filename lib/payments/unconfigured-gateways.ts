// What a production server without payment credentials answers: a refusal on every call, never an
// exception, so checkout shows a message instead of crashing and no order is marked paid.
import "server-only";
import { NOT_CONFIGURED_MESSAGE, type CardGateway, type PayPalGateway } from "./types";

const refusal = { ok: false, kind: "error", message: NOT_CONFIGURED_MESSAGE } as const;
const unknown = { outcome: "unknown", message: NOT_CONFIGURED_MESSAGE } as const;

export const unconfiguredCardGateway: CardGateway = {
  implementation: "unconfigured",
  charge: async () => ({ ...refusal, problem: "gateway-error" }),
  void: async () => refusal,
  refund: async () => refusal,
  findTransaction: async () => unknown,
  findVoid: async () => unknown,
};

// PayPal results carry no `kind`; the extra field is harmless and keeps one refusal shape everywhere.
export const unconfiguredPayPalGateway: PayPalGateway = {
  implementation: "unconfigured",
  createOrder: async () => refusal,
  captureOrder: async () => refusal,
  refundCapture: async () => refusal,
  findCapture: async () => unknown,
  findRefund: async () => unknown,
};
