// The terms every order is sold under: prices, taxes, payment, acceptance, quotes, minimums, shipping
// and risk, returns, the warranty and the law that applies. Keep it in step with the shop: checkout's
// rules live in lib/domain (shipping, tax, order pricing) and lib/checkout; returns and delivery times in
// lib/content/shipping-returns.ts, which this page links to rather than repeats.
import { siteConfig } from "@/lib/site-config";
import { link, paragraph, type PolicySection } from "./policy";
import { RETURN_DAYS, SHIPPING_RETURNS_PATH } from "./shipping-returns";

/** ISO date the terms take effect; the page formats it. */
export const TERMS_EFFECTIVE_DATE = "2026-11-24";

export const TERMS_PATH = "/terms-of-sale";

const { companyName: company, productLine } = siteConfig;

export const TERMS_DESCRIPTION = `The terms ${company} sells under: prices in US dollars, sales tax, payment by card or PayPal, order acceptance, quotes, minimum orders, shipping, returns and the product warranty.`;

export const TERMS_INTRO = `These terms apply to every order you place with ${company} ("we", "us"), on this website or through our sales team, whether you buy for a business or for yourself. By placing an order you accept them. A signed agreement or a quote that says otherwise takes precedence for what it covers.`;

export const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: "prices",
    heading: "Prices",
    blocks: [
      paragraph(
        "All prices are in US dollars (USD) and are for the unit shown with the product: a gallon, a 32 oz bottle or a kit. The price that applies is the one checkout shows when you pay.",
      ),
      paragraph(
        "If a price, the stock or your cart changes while you are checking out, checkout prices the order again before anything is charged and shows you the new total; you then decide whether to pay it.",
      ),
    ],
  },
  {
    id: "taxes",
    heading: "Taxes",
    blocks: [
      paragraph(
        "Sales tax is calculated on the price of the products for the state of the shipping address. Checkout shows it, with the shipping charge on a line of its own, before you pay.",
      ),
    ],
  },
  {
    id: "payment",
    heading: "Payment",
    blocks: [
      paragraph(
        "You pay online by credit or debit card, or with PayPal. Payment is taken when you place the order. Card numbers are handled by our payment processor and never stored on our servers; a PayPal payment is made on PayPal's own pages.",
      ),
      paragraph("Orders on quote are paid as the quote says."),
    ],
  },
  {
    id: "order-acceptance",
    heading: "Order acceptance",
    blocks: [
      paragraph(
        "Your order is accepted when we confirm it by e-mail. We may decline or cancel an order we cannot fulfil, for example when a product is no longer available, a price was shown in error or the payment cannot be confirmed; we then tell you and refund anything you paid, in full.",
      ),
    ],
  },
  {
    id: "quotes",
    heading: "Quotes",
    blocks: [
      paragraph(
        "Drums, totes, bulk loads and programs for several sites are sold on quote. A quote is valid until the date written on it; after that date, ask us to confirm the prices before you order. A quote states what it includes, such as freight.",
      ),
    ],
  },
  {
    id: "minimum-orders",
    heading: "Minimum orders",
    blocks: [
      paragraph(
        "Some products are sold with a minimum order quantity, shown with the product or on the quote. There is no minimum order value: orders below the free-shipping amount simply pay the flat shipping charge.",
      ),
    ],
  },
  {
    id: "shipping",
    heading: "Shipping and risk",
    blocks: [
      paragraph(
        "We ship to addresses in the 50 US states and the District of Columbia. What shipping costs and how long delivery takes are set out on our ",
        link("shipping and returns", SHIPPING_RETURNS_PATH),
        " page. Delivery dates are estimates, not guarantees.",
      ),
      paragraph(
        "The products remain our responsibility until they are delivered to the shipping address; the risk of loss or damage passes to you on delivery. Ownership passes to you once the order is paid and delivered.",
      ),
    ],
  },
  {
    id: "returns",
    heading: "Returns and refunds",
    blocks: [
      paragraph(
        `Every ${productLine} product comes with a ${RETURN_DAYS}-day money-back trial. What you can return, how, and when the refund arrives are set out on our `,
        link("shipping and returns", `${SHIPPING_RETURNS_PATH}#money-back-trial`),
        " page.",
      ),
    ],
  },
  {
    id: "use-and-safety",
    heading: "Use and safety",
    blocks: [
      paragraph(
        "Use every product as directed on its label and in its Safety Data Sheet (SDS): the dilution, the surfaces and equipment it is meant for, rinsing, storage and disposal. Ask us for the SDS of any product. Test on a small, inconspicuous area first, and keep products out of the reach of children.",
      ),
    ],
  },
  {
    id: "warranty",
    heading: "Warranty and liability",
    blocks: [
      paragraph(
        "We warrant that each product, when delivered, conforms to its technical data sheet. If it does not, we replace it or refund its price. This is the only warranty we give: to the extent the law allows, we give no other warranty, express or implied, including any warranty of merchantability or fitness for a particular purpose.",
      ),
      paragraph(
        "Cleaning results depend on the soil, the water, the equipment and how the product is used, which we do not control. To the extent the law allows, our liability for an order is limited to the price paid for it, and we are not liable for indirect or consequential loss.",
      ),
      paragraph("Nothing in these terms takes away a right that consumer protection law gives you and that cannot be waived."),
    ],
  },
  {
    id: "governing-law",
    heading: "Governing law",
    blocks: [
      paragraph(
        `These terms and every order under them are governed by the laws of the United States and of the state in which ${company} has its principal place of business.`,
      ),
    ],
  },
  {
    id: "changes",
    heading: "Changes to these terms",
    blocks: [
      paragraph(
        "We may update these terms; the date at the top of this page says when they last changed. An order is governed by the terms in effect when it was placed.",
      ),
    ],
  },
  {
    id: "privacy",
    heading: "Privacy",
    blocks: [
      paragraph("How we handle the personal information an order needs is set out in our ", link("privacy policy", "/privacy-policy"), "."),
    ],
  },
];
