// The first safety data sheet of a catalog product: all 16 sections written from its catalog entry and
// its facts (prisma/seed-data/product-facts.ts), for staff to start a revision from. Every product is rated
// 0-0-0 and is not classified as hazardous, so sections 2, 11, 14 and 15 say so; what differs between
// products is the chemistry (alkaline or acid, which decides section 3 and the incompatibilities of
// section 10), the pH range (which decides whether unused concentrate is a corrosive waste, section 13)
// and section 9, which states the facts exactly as the product page does.
import type { ProductCategory } from "@/lib/generated/prisma/enums";
import { appearanceOf, odorOf, phOf, specificGravityOf, type FactsComponent, type ProductFacts } from "@/lib/catalog/facts";
import type { SdsContent, SdsEntry } from "@/lib/sds/rules";

/** Who supplies the product, as section 1 and the sheet's header name them. */
export type SdsSupplier = {
  company: string;
  phone: string;
  email: string;
  /** Street address, lines separated by line breaks; null when the company publishes none. */
  address: string | null;
  emergencyPhone: string;
};

export type DemoSdsInput = {
  product: {
    name: string;
    itemNumber: string;
    category: ProductCategory;
    chemicalType: "caustic" | "acid";
    /** The catalog's dilution: "Concentrate; dilute 1:10 with water", "Ready-to-Use". */
    concentration: string | null;
    /** Not printed: a safety data sheet states uses (the applications), not the catalog's claims. */
    description: string;
    applications: readonly string[];
  };
  facts: ProductFacts;
  supplier: SdsSupplier;
};

type Chemistry = "alkaline" | "mildly alkaline" | "near-neutral" | "acid";

const NOT_CLASSIFIED = "Not classified as hazardous under the OSHA Hazard Communication Standard (29 CFR 1910.1200, HCS 2012)";
const NFPA = "NFPA 704: Health 0, Flammability 0, Instability 0";
const HMIS = "HMIS: Health 0, Flammability 0, Physical hazard 0";
const NOT_DETERMINED = "Not determined";

const entry = (label: string, value: string): SdsEntry => ({ label, value });

/** The middle of a component's pH range: what "alkaline" or "acid" is judged by. */
const phMiddle = (component: FactsComponent) => (component.ph.min + component.ph.max) / 2;

// The catalog's chemical type says which side of neutral a product cleans from; the pH says how far.
// A caustic-line product at pH 7 to 9 is a mild detergent and an acid-line one at pH 7 a buffered descaler,
// and section 3 should not describe either as a strong alkali or acid.
function chemistryOf(component: FactsComponent, chemicalType: "caustic" | "acid"): Chemistry {
  const middle = phMiddle(component);
  if (middle >= 6 && middle <= 8) return "near-neutral";
  if (chemicalType === "acid" || middle < 6) return "acid";
  return middle < 10.5 ? "mildly alkaline" : "alkaline";
}

const COMPOSITION: Record<Chemistry, string> = {
  alkaline: "Aqueous alkaline cleaning solution: water, alkaline builders, biodegradable surfactants and chelating agents",
  "mildly alkaline": "Aqueous mildly alkaline cleaning solution: water, biodegradable surfactants, mild builders and chelating agents",
  "near-neutral": "Aqueous near-neutral cleaning solution: water, buffered chelating agents and biodegradable surfactants",
  acid: "Aqueous acidic cleaning solution: water, organic acids, biodegradable surfactants and chelating agents",
};

// 40 CFR 261.22: an aqueous waste at pH 2 or below, or 12.5 or above, shows the characteristic of
// corrosivity (D002) whatever its GHS classification, so unused concentrate in that range may be a
// hazardous waste even though the product itself is not classified as hazardous.
const reachesCorrosiveWastePh = (facts: ProductFacts) =>
  facts.components.some((component) => component.ph.min <= 2 || component.ph.max >= 12.5);

const isKit = (facts: ProductFacts) => facts.components.length > 1;

function productForm(input: DemoSdsInput): string {
  const { product, facts } = input;
  if (isKit(facts)) {
    const names = facts.components.map((component) => (component.name ?? "cleaning concentrate").toLowerCase());
    return `Kit of ${facts.components.length === 2 ? "two" : facts.components.length} cleaning concentrates: ${names.join(" and ")}`;
  }
  const readyToUse = /ready[- ]to[- ]use/i.test(product.concentration ?? "");
  const chemistry = chemistryOf(facts.components[0]!, product.chemicalType);
  const family = chemistry === "acid" ? "acidic" : chemistry;
  return `Water-based ${family} cleaner, ${readyToUse ? "ready to use" : "concentrate"}`;
}

function incompatibilities(facts: ProductFacts, chemicalType: "caustic" | "acid"): string {
  if (isKit(facts)) {
    return (
      "The caustic and acid cleaners of this kit neutralize each other with heat: use them one after the other, rinsing between, never mixed. " +
      "Chlorine bleach (sodium hypochlorite): mixed with the acid cleaner it releases chlorine gas. Strong oxidizers."
    );
  }
  return chemicalType === "acid"
    ? "Alkalis and caustic cleaners (they neutralize each other with heat). Chlorine bleach (sodium hypochlorite): mixing releases chlorine gas. Strong oxidizers."
    : "Acids and acid cleaners (they neutralize each other with heat). Chlorine bleach (sodium hypochlorite) and other strong oxidizers.";
}

function identification(input: DemoSdsInput): SdsEntry[] {
  const { product, supplier } = input;
  return [
    entry("Product identifier", product.name),
    entry("Item number", product.itemNumber),
    entry("Product form", productForm(input)),
    entry("Recommended use", `Professional and industrial cleaning: ${product.applications.join("; ")}`),
    ...(product.concentration ? [entry("Use dilution", product.concentration)] : []),
    entry("Restrictions on use", "Use only as directed on the label. Do not mix with other chemicals."),
    entry("Supplier", [supplier.company, supplier.address].filter((line): line is string => Boolean(line?.trim())).join("\n")),
    entry("Telephone", supplier.phone),
    entry("E-mail", supplier.email),
    entry("Emergency telephone", supplier.emergencyPhone),
  ];
}

function hazards(): SdsEntry[] {
  return [
    entry("GHS classification", NOT_CLASSIFIED),
    entry("Signal word", "None"),
    entry("Hazard pictograms", "None required"),
    entry("Hazard statements", "None required"),
    entry(
      "Precautionary statements",
      "None required. As good practice: avoid contact with eyes, wash hands after handling, keep out of reach of children.",
    ),
    entry("Hazards not otherwise classified", "None known"),
    entry("Hazard ratings", `${NFPA}. ${HMIS}.`),
  ];
}

function composition(input: DemoSdsInput): SdsEntry[] {
  const { product, facts } = input;
  const described = isKit(facts)
    ? facts.components.map((component) =>
        entry(component.name ?? "Component", COMPOSITION[chemistryOf(component, phMiddle(component) < 7 ? "acid" : "caustic")]),
      )
    : [entry("Description", COMPOSITION[chemistryOf(facts.components[0]!, product.chemicalType)])];
  return [
    entry("Substance or mixture", "Mixture"),
    ...described,
    entry(
      "Hazardous ingredients",
      "None: no ingredient classified as hazardous is present at or above the disclosure cut-off of 29 CFR 1910.1200 (1%, or 0.1% for carcinogens)",
    ),
  ];
}

function firstAid(): SdsEntry[] {
  return [
    entry(
      "Eye contact",
      "Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do, and continue rinsing. If irritation persists, get medical advice.",
    ),
    entry("Skin contact", "Rinse with water, then wash with soap and water. If irritation develops, get medical advice."),
    entry("Inhalation", "Not an expected route of exposure. If mist is breathed in and discomfort follows, move to fresh air."),
    entry(
      "Ingestion",
      "Rinse mouth with water and give a glass of water to drink if the person is conscious. Do not induce vomiting. If discomfort persists, get medical advice.",
    ),
    entry(
      "Most important symptoms and effects",
      "Direct contact with the concentrate may cause temporary, mild eye irritation. No other effects known.",
    ),
    entry("Immediate medical attention", "Not normally needed. Treat symptomatically."),
  ];
}

function fireFighting(facts: ProductFacts): SdsEntry[] {
  return [
    entry("Suitable extinguishing media", "Use media suited to the surrounding fire: water spray, foam, dry chemical or carbon dioxide."),
    entry("Unsuitable extinguishing media", "None known"),
    entry(
      "Specific hazards",
      `Not flammable or combustible (flash point: ${facts.flashPoint}). Closed containers may build pressure and burst in the heat of a surrounding fire.`,
    ),
    entry("Hazardous combustion products", "Dried residue in a fire may give off oxides of carbon."),
    entry("Protective equipment for firefighters", "As for any fire: self-contained breathing apparatus and full protective clothing."),
  ];
}

function accidentalRelease(): SdsEntry[] {
  return [
    entry("Personal precautions", "Spills make floors slippery: mark the area. Wear safety glasses and gloves for clean-up."),
    entry(
      "Environmental precautions",
      "Keep large spills of concentrate out of storm drains, soil and surface waters. Small spills rinsed with plenty of water may go to the sanitary sewer where local rules allow.",
    ),
    entry(
      "Containment and clean-up",
      "Contain with an inert absorbent (sand, clay, absorbent pads) or a wet vacuum, collect into a closed container for disposal (section 13) and rinse the area with water. Do not use chlorine bleach on the spill.",
    ),
  ];
}

function handlingStorage(input: DemoSdsInput): SdsEntry[] {
  const { facts, product } = input;
  return [
    entry(
      "Precautions for safe handling",
      "Avoid contact with eyes. Dilute as directed, adding the product to water. Do not mix with other chemicals. Keep containers closed when not in use and wash hands after handling.",
    ),
    entry("Conditions for safe storage", facts.storage),
    entry("Incompatible materials", incompatibilities(facts, product.chemicalType)),
    entry("Shelf life", facts.shelfLife),
  ];
}

function exposureControls(): SdsEntry[] {
  return [
    entry("Occupational exposure limits", "None established for this product (no OSHA PEL or ACGIH TLV applies)"),
    entry("Engineering controls", "General ventilation is sufficient. An eyewash should be available where the concentrate is handled."),
    entry("Eye and face protection", "Safety glasses when handling the concentrate; splash goggles where splashing is likely."),
    entry("Skin protection", "Chemical-resistant gloves (nitrile or rubber) for prolonged contact with the concentrate."),
    entry("Respiratory protection", "Not normally required"),
    entry("Hygiene measures", "Wash hands after handling and before eating, drinking or smoking."),
  ];
}

function physicalChemical(facts: ProductFacts): SdsEntry[] {
  return [
    entry("Physical state", "Liquid"),
    entry("Appearance", appearanceOf(facts)),
    entry("Odor", odorOf(facts)),
    entry("Odor threshold", NOT_DETERMINED),
    entry("pH", phOf(facts)),
    entry("Melting point/freezing point", "Not determined; protect from freezing"),
    entry("Initial boiling point and boiling range", "Approximately 212 °F (100 °C)"),
    entry("Flash point", facts.flashPoint),
    entry("Evaporation rate", "Similar to water"),
    entry("Flammability (solid, gas)", "Not flammable"),
    entry("Upper/lower flammability or explosive limits", "Not applicable"),
    entry("Vapor pressure", "Similar to water"),
    entry("Vapor density", NOT_DETERMINED),
    entry("Relative density (specific gravity, water = 1)", specificGravityOf(facts)),
    entry("Solubility", facts.solubility),
    entry("Partition coefficient: n-octanol/water", "Not applicable (aqueous mixture)"),
    entry("Auto-ignition temperature", "Not applicable"),
    entry("Decomposition temperature", NOT_DETERMINED),
    entry("Viscosity", NOT_DETERMINED),
  ];
}

function stabilityReactivity(input: DemoSdsInput): SdsEntry[] {
  return [
    entry("Reactivity", "Not reactive under normal conditions of use and storage"),
    entry("Chemical stability", "Stable"),
    entry(
      "Possibility of hazardous reactions",
      "None under normal conditions. Mixing with the incompatible materials below may release heat or gas.",
    ),
    entry("Conditions to avoid", "Freezing; long storage above 100 °F (38 °C)"),
    entry("Incompatible materials", incompatibilities(input.facts, input.product.chemicalType)),
    entry("Hazardous decomposition products", "None known under normal use"),
  ];
}

function toxicology(): SdsEntry[] {
  return [
    entry("Likely routes of exposure", "Eye contact, skin contact, ingestion"),
    entry("Acute toxicity", "Not classified. Not expected to be harmful by ingestion, skin contact or inhalation under normal use."),
    entry("Skin corrosion/irritation", "Not classified. Prolonged contact with the concentrate may dry the skin."),
    entry("Serious eye damage/eye irritation", "Not classified. Direct contact may cause temporary, mild irritation."),
    entry("Respiratory or skin sensitization", "Not classified"),
    entry("Germ cell mutagenicity", "Not classified"),
    entry("Carcinogenicity", "Not classified. No ingredient present at 0.1% or more is listed as a carcinogen by NTP, IARC or OSHA."),
    entry("Reproductive toxicity", "Not classified"),
    entry("Specific target organ toxicity (single and repeated exposure)", "Not classified"),
    entry("Aspiration hazard", "Not classified"),
  ];
}

function ecology(facts: ProductFacts): SdsEntry[] {
  return [
    entry("Ecotoxicity", "Not classified as hazardous to the aquatic environment"),
    entry("Persistence and degradability", facts.biodegradability),
    entry("Bioaccumulative potential", "Not expected to bioaccumulate"),
    entry("Mobility in soil", `${facts.solubility}; mobile in soil`),
    entry("Other adverse effects", "Large releases of undiluted product may change the pH of surface water: keep them out of waterways."),
  ];
}

function disposal(facts: ProductFacts): SdsEntry[] {
  const waste = reachesCorrosiveWastePh(facts)
    ? "Unused concentrate may show the RCRA characteristic of corrosivity (EPA waste code D002: pH 2 or below, or 12.5 or above); dispose of it, or of spill residue, as such unless neutralized and tested. "
    : "As supplied, unused product is not expected to be a RCRA hazardous waste. ";
  return [
    entry("Waste disposal", `${waste}Dispose of in accordance with federal, state and local regulations.`),
    entry(
      "Used solutions",
      "Diluted use solutions may normally go to the sanitary sewer with the permission of the local wastewater authority. Do not discharge to storm drains.",
    ),
    entry(
      "Containers",
      "Rinse empty containers with water and recycle where facilities exist, or dispose of them as non-hazardous solid waste.",
    ),
  ];
}

function transport(): SdsEntry[] {
  return [
    entry("UN number", "Not applicable"),
    entry("UN proper shipping name", "Not regulated"),
    entry("Transport hazard class", "Not applicable"),
    entry("Packing group", "Not applicable"),
    entry("US DOT (ground)", "Not regulated as a hazardous material"),
    entry("IATA (air)", "Not regulated as dangerous goods"),
    entry("IMDG (sea)", "Not regulated as dangerous goods; not a marine pollutant"),
    entry("Special precautions", "Protect from freezing in transit."),
  ];
}

function regulatory(facts: ProductFacts): SdsEntry[] {
  return [
    entry("OSHA Hazard Communication Standard", NOT_CLASSIFIED),
    entry("TSCA", "All ingredients are listed on the TSCA Inventory or are exempt."),
    entry("SARA Title III, sections 311/312", "No hazard categories apply"),
    entry("SARA Title III, section 313", "Contains no chemical subject to reporting at or above its de minimis level"),
    entry(
      "CERCLA",
      reachesCorrosiveWastePh(facts)
        ? "No listed CERCLA hazardous substance is present at a reportable level. Spills of unused concentrate may be reportable as D002 waste (see section 13)."
        : "No listed CERCLA hazardous substance is present at a reportable level.",
    ),
    entry("California Proposition 65", "No Proposition 65 warning is required for this product."),
    entry("Hazard ratings", `${NFPA}. ${HMIS}.`),
  ];
}

function other(input: DemoSdsInput): SdsEntry[] {
  return [
    entry("NFPA 704 rating", "Health 0, Flammability 0, Instability 0"),
    entry("HMIS rating", "Health 0, Flammability 0, Physical hazard 0"),
    entry("Revision", "The revision number and date are printed at the top of this sheet."),
    entry("Prepared by", input.supplier.company),
    entry(
      "Document status",
      `This sheet is demonstration content, to be replaced by ${input.supplier.company}'s own authored safety data sheet for the product.`,
    ),
    entry(
      "Disclaimer",
      "The information above describes the product as supplied and is believed accurate as of the revision date. It is not a specification; users should confirm that the product suits their own use.",
    ),
  ];
}

export function demoSdsContent(input: DemoSdsInput): SdsContent {
  return {
    identification: { entries: identification(input) },
    hazards: { entries: hazards() },
    composition: { entries: composition(input) },
    firstAid: { entries: firstAid() },
    fireFighting: { entries: fireFighting(input.facts) },
    accidentalRelease: { entries: accidentalRelease() },
    handlingStorage: { entries: handlingStorage(input) },
    exposureControls: { entries: exposureControls() },
    physicalChemical: { entries: physicalChemical(input.facts) },
    stabilityReactivity: { entries: stabilityReactivity(input) },
    toxicology: { entries: toxicology() },
    ecology: { entries: ecology(input.facts) },
    disposal: { entries: disposal(input.facts) },
    transport: { entries: transport() },
    regulatory: { entries: regulatory(input.facts) },
    other: { entries: other(input) },
  };
}
