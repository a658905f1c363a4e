// The checkout's browser side: the form's checks (form), the totals it shows (totals), the idempotency
// key per attempt (attempt), the calls it makes (client), card tokenization (accept-js), the PayPal
// redirect (paypal-redirect), the state kept for PayPal's return (saved-state), the query it reacts to
// (query), the completed order it hands to the thank-you page (completed-order), the note that tells the
// browser's other tabs a payment completed (paid-elsewhere) and the shop page that Back to Shopping and
// Continue Shopping return to (shop-return). All client-safe.
export * from "./attempt";
export * from "./completed-order";
export * from "./form";
export * from "./messages";
export * from "./paid-elsewhere";
export * from "./query";
export * from "./saved-state";
export * from "./shop-return";
export * from "./totals";
export * from "./card-format";
