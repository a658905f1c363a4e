// Shipping and returns: what shipping costs (seed 001 §9: free from $50, otherwise a flat $9.95; the
// pool and spa bottles' price includes shipping), how long delivery takes, and the 30-day money-back /
// risk-free trial (seed 001 §9 claims; refunds appear within 3-5 business days, seed 001 §8). The amounts
// come from lib/domain/shipping.ts, the rule checkout charges by, so this page cannot promise another.
// DELIVERY and RETURN_DAYS are the one source of the delivery times and the return window: structured
// data (shipping details and return policy of offers) reads them too.
import { formatUsd } from "@/lib/domain/money";
import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS } from "@/lib/domain/shipping";
import { siteConfig } from "@/lib/site-config";
import { link, list, paragraph, type PolicySection } from "./policy";

/** Business days, [fewest, most]: packing before the order leaves us, then the carrier's ground transit. */
export const DELIVERY = {
  handlingDays: [1, 2],
  transitDays: [2, 5],
  /** Where transitDays holds. */
  region: "the contiguous United States",
} as const satisfies { handlingDays: readonly [number, number]; transitDays: readonly [number, number]; region: string };

/** The money-back trial: a product may be sent back within this many days of delivery. */
export const RETURN_DAYS = 30;

/** Business days, [fewest, most], for a refund to appear on the card or PayPal account once the return is in. */
export const REFUND_BUSINESS_DAYS = [3, 5] as const;

/** ISO date the policy takes effect; the page formats it. */
export const SHIPPING_RETURNS_EFFECTIVE_DATE = "2026-11-24";

export const SHIPPING_RETURNS_PATH = "/shipping-and-returns";

/** "$50", "$9.95": whole dollars without cents. */
const usd = (cents: number) => formatUsd(cents).replace(/\.00$/, "");
const days = ([fewest, most]: readonly [number, number]) => `${fewest}-${most} business days`;

const { productLine, email } = siteConfig;
const freeFrom = usd(FREE_SHIPPING_THRESHOLD_CENTS);
const flat = usd(FLAT_SHIPPING_CENTS);
const totalDays: readonly [number, number] = [
  DELIVERY.handlingDays[0] + DELIVERY.transitDays[0],
  DELIVERY.handlingDays[1] + DELIVERY.transitDays[1],
];

export const SHIPPING_RETURNS_DESCRIPTION = `Orders of ${freeFrom} or more ship free, smaller orders pay a flat ${flat}, and no order pays hazmat fees. Delivery times, freight for drums and totes, and our ${RETURN_DAYS}-day money-back trial.`;

export const SHIPPING_RETURNS_INTRO = `Every ${productLine} product is rated ${siteConfig.claims.hazmatRating} for hazmat, so it ships as ordinary freight, without hazmat fees. Here is what shipping costs, how long delivery takes, and how to send a product back under our ${RETURN_DAYS}-day money-back trial.`;

/** The rules at a glance, shown above the sections. */
export const SHIPPING_HIGHLIGHTS: readonly { title: string; text: string }[] = [
  { title: `Free shipping from ${freeFrom}`, text: `Orders of ${freeFrom} or more ship free; smaller orders pay a flat ${flat}.` },
  { title: "No hazmat fees", text: `Every product is rated ${siteConfig.claims.hazmatRating}, so no order pays them, whatever its size.` },
  { title: `Delivered in ${days(totalDays)}`, text: `Typically, to addresses in ${DELIVERY.region}.` },
  { title: `${RETURN_DAYS}-day money-back trial`, text: "Not right for you? Send it back for a refund." },
];

export const SHIPPING_RETURNS_SECTIONS: readonly PolicySection[] = [
  {
    id: "shipping-costs",
    heading: "What shipping costs",
    blocks: [
      list(
        {
          term: `Orders of ${freeFrom} or more`,
          text: `Shipping is free. The ${freeFrom} counts the products in your cart, before sales tax.`,
        },
        { term: `Orders under ${freeFrom}`, text: `A flat ${flat} shipping charge, however many items the order holds.` },
        {
          term: "Pool & Spa 32 oz bottles",
          text: "The price of each bottle includes shipping, so these bottles never add a shipping charge to your order.",
        },
        {
          term: "No hazmat fees",
          text: `Every ${productLine} product is rated ${siteConfig.claims.hazmatRating} for hazmat, so no order carries a hazmat fee or a dangerous-goods surcharge.`,
        },
      ),
      paragraph(
        `Checkout shows the shipping charge before you pay, and how much more would make shipping free. Sales tax for the state you ship to is added separately; see our `,
        link("terms of sale", "/terms-of-sale"),
        ".",
      ),
    ],
  },
  {
    id: "freight",
    heading: "Drums, totes and bulk orders",
    blocks: [
      paragraph(
        "55-gallon drums, 275-gallon totes and larger loads ship by freight carrier, and they are sold on quote: tell us the product, the container size, the quantity and the delivery address, and we send you a quote with the freight charge in it. Freight for these products carries no hazmat fee either. ",
        link("Ask for a quote", "/contact"),
        ` or call ${siteConfig.phone.display}.`,
      ),
      paragraph("We agree the delivery date with you when you accept the quote."),
    ],
  },
  {
    id: "delivery-times",
    heading: "When your order arrives",
    blocks: [
      list(
        { term: "Handling", text: `We prepare and pack your order within ${days(DELIVERY.handlingDays)}.` },
        { term: "Transit", text: `Ground delivery takes ${days(DELIVERY.transitDays)} to addresses in ${DELIVERY.region}.` },
        { term: "Tracking", text: "When your order ships, we e-mail you the tracking number." },
      ),
      paragraph(
        `Most orders therefore arrive ${days(totalDays)} after they are placed. Business days are Monday to Friday, public holidays excepted. Deliveries to Alaska and Hawaii take longer; call us for an estimate.`,
      ),
    ],
  },
  {
    id: "money-back-trial",
    heading: `${RETURN_DAYS}-day money-back trial`,
    blocks: [
      paragraph(
        `Try any ${productLine} product risk-free. If it does not do the job for you, send it back within ${RETURN_DAYS} days of delivery and we refund its price.`,
      ),
      list(
        {
          term: "What you can return",
          text: "Any product you bought from us, opened or not, in its original container with its label. A partly used container counts: trying the product is what the trial is for.",
        },
        {
          term: "When",
          text: `Within ${RETURN_DAYS} days of the day your order was delivered.`,
        },
        {
          term: "How",
          text: `E-mail ${email} or call ${siteConfig.phone.display} (${siteConfig.hours}) with your order number and the product you are returning. We reply with a return authorization and the address to send it to. Close the container tightly and pack it upright.`,
        },
        {
          term: "Your refund",
          text: `Once we receive the return, we refund the product's price to the payment you used: your card or your PayPal account. The refund appears in your account within ${days(REFUND_BUSINESS_DAYS)}.`,
        },
      ),
    ],
  },
  {
    id: "damaged-or-wrong",
    heading: "Damaged or wrong items",
    blocks: [
      paragraph(
        `If an order arrives damaged or with the wrong product, contact us within ${RETURN_DAYS} days of delivery, with a photo if you can, and we replace the item or refund it.`,
      ),
    ],
  },
];
