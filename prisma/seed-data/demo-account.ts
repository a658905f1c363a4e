// The demo customer's order and support history; dates are days before seeding so the portal always looks current.

export type DemoOrder = {
  reference: string;
  daysAgo: number;
  status: "completed" | "refunded" | "voided" | "pending";
  paymentMethod: "card" | "paypal";
  items: { itemNumber: string; quantity: number }[];
  shipping: { company?: string; address: string; city: string; state: string; zipCode: string };
};

export type DemoTicket = {
  sequence: number;
  subject: string;
  status: "open" | "in_progress" | "resolved" | "closed";
  daysAgo: number;
  messages: { from: "customer" | "staff"; body: string; daysAgo: number }[];
};

export const DEMO_CUSTOMER = {
  email: "customer@triplezero.example",
  firstName: "Dana",
  lastName: "Whitfield",
  company: "Lakeside Brewing Co.",
  phone: "608-555-0142",
} as const;

const BREWERY_ADDRESS = {
  company: DEMO_CUSTOMER.company,
  address: "2214 Atwood Ave",
  city: "Madison",
  state: "WI",
  zipCode: "53704",
} as const;

// The taproom is a second site, so one order ships there instead of the production brewery.
const TAPROOM_ADDRESS = {
  company: "Lakeside Brewing Co. Taproom",
  address: "118 King St",
  city: "Madison",
  state: "WI",
  zipCode: "53703",
} as const;

/** An order placed `daysAgo` days before seeding, shipped to `shipping`: its lines as item number → quantity, in order. */
const order = (
  reference: string,
  daysAgo: number,
  status: DemoOrder["status"],
  paymentMethod: DemoOrder["paymentMethod"],
  shipping: DemoOrder["shipping"],
  quantities: Record<string, number>,
): DemoOrder => ({
  reference,
  daysAgo,
  status,
  paymentMethod,
  items: Object.entries(quantities).map(([itemNumber, quantity]) => ({ itemNumber, quantity })),
  shipping,
});

export const DEMO_ORDERS: readonly DemoOrder[] = [
  order("DEMO-1001", 146, "completed", "card", BREWERY_ADDRESS, { "TZ-BL-102": 4, "TZ-BL-101": 2, "TZ-FC-101": 4 }),
  order("DEMO-1002", 98, "completed", "paypal", BREWERY_ADDRESS, { "TZ-BT-202": 5, "TZ-BT-201": 3 }),
  // The taproom moved to a line-cleaning service before the kits were used, so the order was refunded.
  order("DEMO-1003", 51, "refunded", "card", TAPROOM_ADDRESS, { "TZ-BK-401": 2 }),
  order("DEMO-1004", 10, "completed", "card", BREWERY_ADDRESS, { "TZ-BL-102": 4, "TZ-BE-301": 2, "TZ-FC-101": 4 }),
];

export const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    sequence: 1,
    subject: "Caustic tank cleaner shipment arrived a day late with a dented pail",
    status: "resolved",
    daysAgo: 95,
    messages: [
      {
        from: "customer",
        body: "Our order of Caustic Tank Cleaner came a day after the delivery estimate and one 5-gallon pail is dented near the lid. It is not leaking, but we want to know whether it is safe to use before our next CIP cycle.",
        daysAgo: 95,
      },
      {
        from: "staff",
        body: "Sorry about the delay and the damaged pail, Dana. If the seal is intact the product is fine to use. We have shipped a replacement pail at no charge and flagged the carrier on your account so future orders go out on a different route.",
        daysAgo: 94,
      },
      {
        from: "customer",
        body: "Replacement arrived this morning. Thanks for the quick turnaround.",
        daysAgo: 91,
      },
    ],
  },
  {
    sequence: 2,
    subject: "Dilution for the acid tank cleaner on a 30 bbl fermenter",
    status: "in_progress",
    daysAgo: 21,
    messages: [
      {
        from: "customer",
        body: "We are adding a 30 bbl fermenter with a spray ball that needs about 25 gallons of solution to circulate. At the 1:6 dilution, how much Acid Tank Cleaner should we charge, and can we follow it with the caustic cleaner without a rinse in between?",
        daysAgo: 21,
      },
      {
        from: "staff",
        body: "At 1:6 you would charge roughly 3.6 gallons of Acid Tank Cleaner into 21.4 gallons of water. We recommend running caustic first, then a water rinse, then acid. I am checking the spray-ball flow rating with our technical team and will confirm the circulation time.",
        daysAgo: 20,
      },
    ],
  },
  {
    sequence: 3,
    subject: "Safety Data Sheets for beer-line cleaners for our inspection binder",
    status: "open",
    daysAgo: 4,
    messages: [
      {
        from: "customer",
        body: "Our insurance inspection is in two weeks. Could you send current Safety Data Sheets for the Acid and Caustic Beer-Line Cleaners and the Brewery Equipment Degreaser for our taproom binder?",
        daysAgo: 4,
      },
    ],
  },
];
