// The checkout's and thank-you page's words (seed 001 §2, §8): toasts and fixed texts, kept exactly as
// the seed gives them. Client-safe.
import { siteConfig } from "@/lib/site-config";

export type ToastText = { title: string; description: string };

export const CHECKOUT_TOASTS = {
  missing: { title: "Missing Required Information", description: "Please fill in the following required fields: " },
  invalid: { title: "Please check your details", description: "Some fields need your attention: " },
  cardFailed: { title: "Payment Failed", description: "There was an error processing your payment." },
  cardError: { title: "Payment Error", description: "There was an error processing your payment. Please try again." },
  cardConfirming: {
    title: "Confirming your payment",
    description: "We are confirming your payment. Please do not pay again: your confirmation will arrive by e-mail.",
  },
  payPalStart: { title: "Redirecting to PayPal", description: "Opening PayPal payment page..." },
  payPalSetup: { title: "PayPal Error", description: "Please try again or use credit card payment." },
  payPalSuccess: {
    title: "Payment Successful!",
    description: "Your PayPal payment was processed successfully. Thank you for your order!",
  },
  payPalFailed: {
    title: "Payment Failed",
    description: "Your PayPal payment was declined or failed. Please try again with a different payment method.",
  },
  payPalError: {
    title: "Payment Error",
    description: "There was an error processing your PayPal payment. Please try again or contact support.",
  },
  payPalCancelled: {
    title: "Payment Cancelled",
    description: "You cancelled the PayPal payment. Nothing was charged; your cart is still here.",
  },
  completionFailed: { title: "Order Completion Failed", description: "Unable to complete order. Please contact support." },
  /** The server priced the order again before charging; the description is the server's message with the new total. */
  totalChanged: { title: "Your Order Total Changed", description: "Please check your order and pay again." },
  itemRemoved: { title: "Item Removed", description: "The item was removed from your cart." },
  cartError: { title: "Error", description: "Failed to update your cart. Please try again." },
} as const satisfies Record<string, ToastText>;

export const PAYPAL_ERRORS = {
  /** Followed by "{status} {text}" (seed 001 §8). */
  createFailed: "Failed to create PayPal order:",
  missingApprovalUrl: "PayPal response missing approval URL",
} as const;

export const CHECKOUT_TEXT = {
  loading: "Loading checkout...",
  emptyTitle: "Your cart is empty",
  emptyBody: "Add a product to your cart to check out.",
  continueShopping: "Continue Shopping",
  backToShopping: "Back to Shopping",
  heading: "Checkout",
  summaryTitle: "Order Summary",
  formTitle: "Payment & Shipping Information",
  contactTitle: "Contact Information",
  shippingTitle: "Shipping Address",
  billingTitle: "Billing Address",
  sameAsShipping: "Billing address same as shipping",
  paymentTitle: "Payment Method",
  removeItem: "Remove",
  removeConfirm: "Are you sure you want to remove this item from your cart?",
  freeShippingNote: "Your order qualifies for free shipping!",
  /** Shown while shipping is charged: how much more makes it free. */
  freeShippingHint: (remaining: string) => `Add ${remaining} more for free shipping.`,
  taxPending: "Enter your state",
  payPalRedirect:
    "You will be redirected to PayPal to complete your payment securely. PayPal opens in a new tab; after you approve, you return here.",
  payPalLive: "Pay securely with your PayPal account or a card through PayPal.",
  confirmedTitle: "Payment Confirmed!",
  confirmedBody: "Your payment went through. Review your order and complete it.",
  totalPaid: "Total Paid",
  completeOrder: "Complete Order",
  completeOrderHint: "Click to finalize your order and receive confirmation emails",
  processingPayPal: "Processing your PayPal payment...",
  cartLoadFailed: "We could not load your cart.",
  tryAgain: "Try again",
  testModeBadge: "Test mode",
  testModeCards:
    "No real money moves. Card 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 0119 meets a gateway error and 4000 0000 0000 0259 a gateway timeout; use any future expiry and any 3-digit security code.",
  /** The same words as the payment routes' 503 answers (lib/orders/not-configured.ts). */
  cardUnavailable: "Card payments are not configured on this site yet. Please pay with PayPal or call us to place your order.",
  payPalUnavailable: "PayPal is not configured on this site yet. Please pay by card or call us to place your order.",
  paymentsUnavailable: "Payments are not configured on this site yet. Please call us to place your order.",
} as const;

export const THANK_YOU_TEXT = {
  successTitle: "Payment Successful!",
  successBody: "Thank you for your order. We have received your payment.",
  orderNumber: "Order Number",
  total: "Total",
  items: "Items",
  emailSentTo: "A confirmation e-mail has been sent to",
  whatsNext: "What's Next?",
  steps: [
    { title: "Order Processing", body: "We prepare and pack your order within 1-2 business days." },
    { title: "Shipping Notification", body: "You receive an e-mail with tracking details once your order ships." },
    { title: "Delivery", body: `Your ${siteConfig.productLine} products arrive, shipped as ordinary freight with no hazmat fees.` },
  ],
  continueShopping: "Continue Shopping",
  backToHome: "Back to Home",
  genericTitle: "Thank You!",
  genericBody: "Thank you for shopping with us. If you placed an order, a confirmation e-mail is on its way.",
} as const;
