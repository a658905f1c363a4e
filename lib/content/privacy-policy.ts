// The privacy policy: what this site collects, why, who else sees it and what visitors can ask of us.
// Keep it in step with the code: a new form field, cookie or service provider belongs here too.
import { siteConfig } from "@/lib/site-config";

export type PrivacyListItem = { term?: string; text: string };
export type PrivacyBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: PrivacyListItem[] };
export type PrivacySection = { id: string; heading: string; blocks: PrivacyBlock[] };

/** ISO date the policy takes effect; the page formats it. */
export const PRIVACY_EFFECTIVE_DATE = "2026-11-22";

const company = siteConfig.companyName;
const email = siteConfig.email;
const phone = siteConfig.phone.display;

const p = (text: string): PrivacyBlock => ({ kind: "paragraph", text });
const list = (...items: PrivacyListItem[]): PrivacyBlock => ({ kind: "list", items });

export const PRIVACY_INTRO = `This policy explains what personal information ${company} ("we", "us") collects through this website, why we collect it, who we share it with and the choices you have. We sell cleaning chemicals to businesses and consumers; we do not sell personal information.`;

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: "what-we-collect",
    heading: "What we collect and why",
    blocks: [
      p("We only collect what you give us in a form, what an order needs, and the minimum technical data a website needs to run safely."),
      list(
        {
          term: "Contact, consultation and quote requests",
          text: "Your name, e-mail address, company, phone number (if you give it), industry and your message. We use them to answer you, prepare a recommendation or quote, and follow up on that request.",
        },
        {
          term: "Orders",
          text: "Your name, e-mail address, phone number, company (optional), shipping address, billing address and the items you buy. We use them to process payment, ship the order, send order and shipping e-mails, handle refunds and keep the records that tax and accounting law require.",
        },
        {
          term: "Payment details",
          text: "Card numbers and security codes are entered into, and handled by, our payment processor; they are never stored on our servers. If you pay with PayPal, you sign in with PayPal and we receive only the confirmation of the payment and the details PayPal returns for the order.",
        },
        {
          term: "Customer accounts",
          text: "Your name, e-mail address and password, your orders and your support tickets. Passwords are stored only as a salted one-way hash, never in readable form.",
        },
      ),
    ],
  },
  {
    id: "cookies",
    heading: "Cookies and browser storage",
    blocks: [
      p("We use a small number of cookies, all needed for the site to work:"),
      list(
        { term: "Cart cookie", text: "Remembers which cart is yours so the items you add stay there while you shop." },
        {
          term: "Sign-in session cookie",
          text: "Keeps you signed in to your customer account; it is removed when you sign out or it expires.",
        },
      ),
      p(
        "The site also keeps short-lived hints in your browser's session storage, such as a request to scroll to the product finder or the demo videos; they are read once and disappear when you close the tab.",
      ),
      p(
        "We do not use advertising cookies, cross-site tracking or third-party ad trackers. The demo videos on our technology page come from YouTube, but the player is only loaded when you press play, and it then uses YouTube's privacy-enhanced mode (youtube-nocookie.com); from that point YouTube's own privacy policy applies to the video.",
      ),
    ],
  },
  {
    id: "logs",
    heading: "Server logs and abuse protection",
    blocks: [
      p(
        "Like every web server, ours records technical details of each request: your IP address, the page requested, the time, and your browser's user agent. We use these logs to keep the site running, find errors and investigate attacks.",
      ),
      p(
        "To protect our forms and the sign-in page from spam and password guessing, we count recent requests per IP address and temporarily refuse requests that come too fast (rate limiting). These counters are short-lived and are not used for anything else.",
      ),
    ],
  },
  {
    id: "email",
    heading: "E-mail",
    blocks: [
      p(
        "We send e-mail that you asked for or that an order needs: answers to your requests, order confirmations, shipping notices and account messages. When you send a contact or consultation request, our staff are notified by e-mail so that someone can answer you.",
      ),
      p(
        `We do not add you to a marketing list without your consent. If you ever receive an e-mail from us you do not want, reply to it or write to ${email} and we will stop.`,
      ),
    ],
  },
  {
    id: "sharing",
    heading: "Who we share information with",
    blocks: [
      p("We share personal information only with the service providers we need to run the business, and only what each needs for its job:"),
      list(
        { term: "Payment processors", text: "Our card payment processor and PayPal, to take and refund payments." },
        { term: "E-mail provider", text: "The service that delivers the e-mails described above." },
        { term: "Shipping carriers", text: "Your name, shipping address and phone number, to deliver your order." },
      ),
      p(
        "We may also disclose information when the law requires it, or to protect our customers, our staff or the site against fraud and abuse. We do not sell or rent personal information, and we do not share it for advertising.",
      ),
    ],
  },
  {
    id: "retention",
    heading: "How long we keep it",
    blocks: [
      list(
        {
          term: "Requests and leads",
          text: "As long as we are in contact with you about them; you can ask us to delete them at any time.",
        },
        { term: "Orders", text: "As long as tax, accounting and warranty obligations require." },
        { term: "Accounts", text: "Until you ask us to close your account; order records we must keep are then kept without the account." },
        { term: "Server logs and rate-limit counters", text: "Only as long as needed for security and troubleshooting, then deleted." },
      ),
    ],
  },
  {
    id: "security",
    heading: "Security",
    blocks: [
      p(
        "The site is served over encrypted connections (HTTPS). Access to customer and order data is limited to staff who need it, passwords are stored only as hashes, and card data never reaches our servers. No system is perfectly secure, so if we ever learn of a breach that affects your information, we will tell you as the law requires.",
      ),
    ],
  },
  {
    id: "your-rights",
    heading: "Your rights",
    blocks: [
      p("You can ask us at any time to:"),
      list(
        { term: "Access", text: "Tell you what personal information we hold about you and give you a copy." },
        { term: "Correction", text: "Correct information that is wrong or out of date." },
        { term: "Deletion", text: "Delete your information, except what we must keep by law (for example invoices)." },
      ),
      p(
        `To make a request, e-mail ${email} or call ${phone} (${siteConfig.hours}). We may need to confirm that the request comes from you before we act on it, and we will answer within 30 days. We will not treat you differently for using these rights.`,
      ),
    ],
  },
  {
    id: "children",
    heading: "Children",
    blocks: [
      p(
        "This site is meant for businesses and adults. It is not directed to children under 13, and we do not knowingly collect their personal information. If you believe a child has given us information, contact us and we will delete it.",
      ),
    ],
  },
  {
    id: "changes",
    heading: "Changes to this policy",
    blocks: [
      p(
        "When we change how we handle personal information, we update this page and its effective date. If a change is significant, we will also point it out on the site or by e-mail to account holders before it takes effect.",
      ),
    ],
  },
];
