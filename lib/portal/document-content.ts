// What the portal's own documents say (application instructions and training materials), built from the
// Product rows when they are downloaded, so they always match the catalog. Pure: facts in, PdfDocument
// out (lib/portal/pdf.ts turns it into bytes). Safety data sheets are controlled documents of their own
// (lib/sds) and certificates of analysis come from recorded lots (lib/lots): neither is made up here.
import { factLines, type ProductFacts } from "@/lib/catalog/facts";
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
  facts: ProductFacts | null;
  priceUnit: string;
};

export type DocumentSubject = { scope: "general" } | { scope: "product"; product: DocumentProduct };

export type PortalDocumentKind = Exclude<DocumentKind, "technical_data_sheet">;

/** The documents the portal draws itself. */
export type GeneratedDocumentKind = Extract<PortalDocumentKind, "application_instructions" | "training_materials">;

export const DOCUMENT_TITLES: Record<PortalDocumentKind, string> = {
  safety_data_sheet: "Safety Data Sheet",
  application_instructions: "Application Instructions",
  certificate_of_analysis: "Certificate of Analysis",
  training_materials: "Training Materials",
};

/** What every product shares; shown when a product has no facts yet. */
const LINE_SPECS = ["Flash point > 200°F", `Hazard rating ${siteConfig.claims.hazmatRating}`, "Biodegradable in 10 days or less"];

/** The product's technical block from its facts, as "pH: 6.7–7.7" lines. */
function specsOf(product: DocumentProduct | null): string[] {
  return product?.facts ? factLines(product.facts).map((line) => `${line.label}: ${line.value}`) : LINE_SPECS;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

const chemistry = (type: ChemicalType) => (type === "acid" ? "Acid cleaner" : "Caustic (alkaline) cleaner");
const productLabel = (product: DocumentProduct) => `${product.name} (${product.itemNumber})`;
const bullets = (items: readonly string[]): PdfBlock[] => items.map((text) => ({ kind: "bullet", text }));

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

export function documentPdf(kind: GeneratedDocumentKind, subject: DocumentSubject, issuedAt: Date): PdfDocument {
  const title = DOCUMENT_TITLES[kind];
  const product = subject.scope === "product" ? subject.product : null;
  const about = product ? productLabel(product) : `${siteConfig.productLine} product line`;
  const body = kind === "application_instructions" ? applicationInstructions(product) : trainingMaterials(product);
  return {
    title: `${title}: ${about}`,
    author: siteConfig.companyName,
    subject: title,
    footer: `${siteConfig.companyName}  •  ${siteConfig.phone.display}  •  Issued ${dateFormat.format(issuedAt)}`,
    createdAt: issuedAt,
    blocks: [{ kind: "title", text: title }, { kind: "subtitle", text: about }, { kind: "space" }, ...body],
  };
}
