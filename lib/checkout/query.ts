// The query parameters /checkout reacts to (seed 001 §2): payment=confirmed (look up the paid order),
// paypal=success with token and PayerID (capture), paypal=cancel (cancelled message). Pure.

export type CheckoutReturn =
  | { kind: "paypal-success"; token: string; payerId: string | null }
  | { kind: "paypal-cancel"; token: string | null }
  | { kind: "payment-confirmed" }
  | { kind: "none" };

/** PayPal order ids are short, upper-case and dash-separated; anything else is not worth a request. */
const TOKEN = /^[A-Za-z0-9-]{1,128}$/;

export function readCheckoutReturn(search: string | URLSearchParams): CheckoutReturn {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const paypal = params.get("paypal");
  const token = params.get("token");
  if (paypal === "success") {
    // A success return without a usable token cannot be captured: it is an error, not a success.
    return token && TOKEN.test(token)
      ? { kind: "paypal-success", token, payerId: params.get("PayerID") }
      : { kind: "paypal-success", token: "", payerId: null };
  }
  if (paypal === "cancel") return { kind: "paypal-cancel", token: token && TOKEN.test(token) ? token : null };
  if (params.get("payment") === "confirmed") return { kind: "payment-confirmed" };
  return { kind: "none" };
}

/** The query the page keeps once a return is handled: everything but the parameters above. */
export function cleanedSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ["paypal", "token", "PayerID", "payment"]) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
