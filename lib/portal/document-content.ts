// What each portal document says, built from the Product rows (and the order, for a certificate of
// analysis) when it is downloaded, so a document always matches the catalogue. Pure: facts in,
// PdfDocument out (lib/portal/pdf.ts turns it into bytes).
import { categoryLabel } from "@/lib/content/categories";
import type { ChemicalType, DocumentKind, ProductCategory } from "@/lib/generated/prisma/enums";
import { siteConfig } from "@/lib/site-config";
import type { PdfBlock, PdfDocument } from "./pdf";

export type DocumentProduct = {
  name: string;
  itemNumber: string;
  category: ProductCategory;
  description: string;
  concentration: string | null;
  chemicalType: ChemicalType;
  benefits: readonly string[];
  applications: readonly string[];
  technicalSpecs: string | null;
  priceUnit: string;
};

export type DocumentOrder = {
  orderNumber: string;
  date: Date;
  customerName: string;
  company: string | null;
  items: readonly { product: DocumentProduct; quantity: number }[];
};

export type DocumentSubject =
  { scope: "general" } | { scope: "product"; product: DocumentProduct } | { scope: "order"; order: DocumentOrder };

export type PortalDocumentKind = Exclude<DocumentKind, "technical_data_sheet">;

export const DOCUMENT_TITLES: Record<PortalDocumentKind, string> = {
  safety_data_sheet: "Safety Data Sheet",
  application_instructions: "Application Instructions",
  certificate_of_analysis: "Certificate of Analysis",
  training_materials: "Training Materials",
};

/** The property every product shares (lib/content/catalog.ts); shown when a product has no specs line. */
const LINE_SPECS = ["Flash point > 200°F", `Hazard rating ${siteConfig.claims.hazmatRating}`, "Biodegradable in 10 days or less"];

function specsOf(product: DocumentProduct | null): string[] {
  const specs = product?.technicalSpecs
    ?.split("•")
    .map((s) => s.trim())
    .filter(Boolean);
  return specs && specs.length > 0 ? specs : LINE_SPECS;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

const chemistry = (type: ChemicalType) => (type === "acid" ? "Acid cleaner" : "Caustic (alkaline) cleaner");
const productLabel = (product: DocumentProduct) => `${product.name} (${product.itemNumber})`;
const bullets = (items: readonly string[]): PdfBlock[] => items.map((text) => ({ kind: "bullet", text }));

function supplierBlocks(): PdfBlock[] {
  return [
    { kind: "field", label: "Supplier", value: siteConfig.companyName },
    { kind: "field", label: "Phone", value: `${siteConfig.phone.display} (${siteConfig.hoursShort})` },
    { kind: "field", label: "E-mail", value: siteConfig.email },
  ];
}

function safetyDataSheet(product: DocumentProduct | null): PdfBlock[] {
  const specs = specsOf(product);
  const rating = siteConfig.claims.hazmatRating;
  return [
    { kind: "heading", text: "1. Identification" },
    ...(product
      ? ([
          { kind: "field", label: "Product", value: product.name },
          { kind: "field", label: "Item number", value: product.itemNumber },
          { kind: "field", label: "Product type", value: chemistry(product.chemicalType) },
          { kind: "field", label: "Product group", value: categoryLabel(product.category) },
          { kind: "field", label: "Recommended use", value: product.applications.join("; ") },
        ] satisfies PdfBlock[])
      : ([
          { kind: "field", label: "Products", value: `All ${siteConfig.productLine} acid and caustic cleaners` },
          {
            kind: "text",
            text: "This sheet covers the properties the whole product line shares. Product-specific sheets are listed in your customer portal for every product you order.",
          },
        ] satisfies PdfBlock[])),
    ...supplierBlocks(),
    { kind: "heading", text: "2. Hazard identification" },
    { kind: "field", label: "Hazard rating", value: `${rating} (health 0, flammability 0, instability 0)` },
    {
      kind: "text",
      text: "Not classified as hazardous at the concentration supplied. As with any cleaner, avoid contact with eyes and prolonged contact with skin.",
    },
    { kind: "heading", text: "3. Composition" },
    { kind: "field", label: "Use dilution", value: product?.concentration ?? "As stated on each product's label" },
    { kind: "heading", text: "4. First-aid measures" },
    ...bullets([
      "Eyes: rinse cautiously with clean water for several minutes; remove contact lenses if easy to do. Get medical advice if irritation persists.",
      "Skin: wash with plenty of water.",
      "Ingestion: rinse mouth with water. Do not induce vomiting. Call a physician if you feel unwell.",
      "Inhalation: move to fresh air.",
    ]),
    { kind: "heading", text: "5. Fire-fighting measures" },
    { kind: "text", text: "Not flammable (flash point above 200°F). Use extinguishing media suited to the surrounding fire." },
    { kind: "heading", text: "6. Accidental release measures" },
    {
      kind: "text",
      text: "Contain and absorb with inert material or dilute with plenty of water. Dispose of according to local regulations.",
    },
    { kind: "heading", text: "7. Handling and storage" },
    {
      kind: "text",
      text: "Keep the container closed when not in use. Store in the original container, protected from freezing and direct sunlight. Do not mix with other chemicals.",
    },
    { kind: "heading", text: "8. Exposure controls and personal protection" },
    {
      kind: "text",
      text: "Gloves and safety glasses are recommended when handling the concentrate. No respiratory protection is needed under normal use.",
    },
    { kind: "heading", text: "9. Physical and chemical properties" },
    ...bullets(specs),
    { kind: "heading", text: "12. Ecological information" },
    { kind: "text", text: "Biodegradable in 10 days or less." },
    { kind: "heading", text: "14. Transport information" },
    { kind: "text", text: `Rated ${rating}: ships as ordinary freight, without hazmat fees or dangerous-goods paperwork.` },
  ];
}

const DIRECTIONS = [
  "Remove loose soil and pre-rinse the surface or system with water.",
  "Dilute the product with water as stated below; always add product to water.",
  "Apply by spray, circulation, soak or wipe, as the application needs.",
  "Allow contact time and agitate or scrub heavy deposits.",
  "Rinse thoroughly with clean water.",
];

function applicationInstructions(product: DocumentProduct | null): PdfBlock[] {
  if (!product) {
    return [
      { kind: "heading", text: "Before you start" },
      {
        kind: "text",
        text: `These instructions apply to every ${siteConfig.productLine} cleaner. Each product's own instructions, listed in your customer portal, give its dilution and applications.`,
      },
      { kind: "heading", text: "Directions" },
      ...bullets(DIRECTIONS),
      { kind: "heading", text: "Choosing acid or caustic" },
      ...bullets([
        "Acid cleaners remove mineral scale, beerstone, rust and hard-water deposits.",
        "Caustic cleaners remove grease, oils, protein and organic soils.",
        "Where both soils occur, clean with caustic first, rinse, then use acid.",
      ]),
      { kind: "heading", text: "Help" },
      { kind: "text", text: `Call ${siteConfig.phone.display} (${siteConfig.hoursShort}) or e-mail ${siteConfig.email}.` },
    ];
  }
  return [
    { kind: "heading", text: "Product" },
    { kind: "field", label: "Product", value: product.name },
    { kind: "field", label: "Item number", value: product.itemNumber },
    { kind: "field", label: "Product type", value: chemistry(product.chemicalType) },
    { kind: "text", text: product.description },
    { kind: "heading", text: "Dilution" },
    { kind: "text", text: product.concentration ?? "Use as supplied unless the application below says otherwise." },
    { kind: "heading", text: "Applications" },
    ...bullets(product.applications),
    { kind: "heading", text: "Directions" },
    ...bullets(DIRECTIONS),
    { kind: "heading", text: "Why it works" },
    ...bullets(product.benefits),
    { kind: "heading", text: "Technical data" },
    ...bullets(specsOf(product)),
  ];
}

function trainingMaterials(product: DocumentProduct | null): PdfBlock[] {
  return [
    {
      kind: "text",
      text: `A short training for everyone who handles ${product ? product.name : `${siteConfig.productLine} cleaners`}. Go through it with new staff and once a year with everyone.`,
    },
    { kind: "heading", text: "Module 1: What 0-0-0 means" },
    {
      kind: "text",
      text: `${siteConfig.productLine} products are rated ${siteConfig.claims.hazmatRating} for health, flammability and instability. They are safer to store and handle than traditional acids and caustics, but they are still cleaning chemicals: treat the concentrate with care.`,
    },
    { kind: "heading", text: "Module 2: Protective equipment" },
    ...bullets([
      "Gloves and safety glasses when handling the concentrate.",
      "Wash hands after use.",
      "Know where the eyewash or clean water supply is.",
    ]),
    { kind: "heading", text: "Module 3: Mixing and dilution" },
    ...bullets([
      "Read the product's application instructions before mixing.",
      "Always add product to water, never water to product.",
      "Label every spray bottle or tank with the product name and dilution.",
      "Never mix different chemicals.",
    ]),
    { kind: "heading", text: "Module 4: Storage" },
    ...bullets([
      "Keep containers closed and in their original packaging.",
      "Protect from freezing and direct sunlight.",
      "Store away from food and drink.",
    ]),
    { kind: "heading", text: "Module 5: Spills" },
    ...bullets([
      "Stop the source if it is safe to do so.",
      "Contain and absorb, or dilute with plenty of water.",
      "Dispose of according to local regulations.",
    ]),
    { kind: "heading", text: "Sign-off" },
    { kind: "field", label: "Trainee", value: "______________________________" },
    { kind: "field", label: "Trainer", value: "______________________________" },
    { kind: "field", label: "Date", value: "______________________________" },
  ];
}

/** The lot of an order's line: the item number and the order's random part identify it on the label. */
export function lotNumber(itemNumber: string, orderNumber: string): string {
  const suffix = orderNumber.split("-").slice(1).join("");
  return `${itemNumber}-${suffix}`;
}

function certificateOfAnalysis(order: DocumentOrder | null): PdfBlock[] {
  if (!order) {
    return [
      {
        kind: "text",
        text: `Specification every ${siteConfig.productLine} lot is released against. A certificate for each of your orders, naming its lots, is listed in your customer portal.`,
      },
      { kind: "heading", text: "Specification" },
      ...bullets(LINE_SPECS),
      ...supplierBlocks(),
    ];
  }
  return [
    { kind: "field", label: "Order", value: order.orderNumber },
    { kind: "field", label: "Order date", value: dateFormat.format(order.date) },
    { kind: "field", label: "Customer", value: order.company ? `${order.company} (${order.customerName})` : order.customerName },
    ...order.items.flatMap(({ product, quantity }): PdfBlock[] => [
      { kind: "heading", text: productLabel(product) },
      { kind: "field", label: "Lot", value: lotNumber(product.itemNumber, order.orderNumber) },
      { kind: "field", label: "Quantity", value: `${quantity} × ${product.priceUnit}` },
      { kind: "field", label: "Product type", value: chemistry(product.chemicalType) },
      ...specsOf(product).map((spec): PdfBlock => ({ kind: "bullet", text: `${spec}: conforms to specification` })),
    ]),
    { kind: "space" },
    { kind: "text", text: "The lots above were released against the product specifications shown." },
    ...supplierBlocks(),
  ];
}

export function documentPdf(kind: PortalDocumentKind, subject: DocumentSubject, issuedAt: Date): PdfDocument {
  const title = DOCUMENT_TITLES[kind];
  const product = subject.scope === "product" ? subject.product : null;
  const order = subject.scope === "order" ? subject.order : null;
  const about =
    subject.scope === "product"
      ? productLabel(subject.product)
      : subject.scope === "order"
        ? `Order ${subject.order.orderNumber}`
        : `${siteConfig.productLine} product line`;
  let body: PdfBlock[];
  switch (kind) {
    case "safety_data_sheet":
      body = safetyDataSheet(product);
      break;
    case "application_instructions":
      body = applicationInstructions(product);
      break;
    case "training_materials":
      body = trainingMaterials(product);
      break;
    case "certificate_of_analysis":
      body = certificateOfAnalysis(order);
      break;
  }
  return {
    title: `${title}: ${about}`,
    author: siteConfig.companyName,
    subject: title,
    footer: `${siteConfig.companyName}  •  ${siteConfig.phone.display}  •  Issued ${dateFormat.format(issuedAt)}`,
    createdAt: issuedAt,
    blocks: [{ kind: "title", text: title }, { kind: "subtitle", text: about }, { kind: "space" }, ...body],
  };
}
