// The contact page's text per industry: /contact/{industry} and /contact?industry={industry}
// (seed 000 §2, seed 001 §2 "Contact page"). The page values map to the form's industry options.
import type { ContactIndustry } from "@/lib/leads/schemas";

export const CONTACT_PAGE_INDUSTRIES = ["agriculture", "food-beverage", "hvac", "marine", "pool-spa", "water-technologies"] as const;
export type ContactPageIndustry = (typeof CONTACT_PAGE_INDUSTRIES)[number];

export type ContactBenefit = { title: string; text: string };

export type ContactPageContent = {
  /** Short name for breadcrumbs and the eyebrow line. */
  name: string;
  heading: string;
  description: string;
  benefits: ContactBenefit[];
  /** The industry preset in the form's select; undefined leaves it unchosen. */
  formIndustry?: ContactIndustry;
  /** The industry page to read more, when there is one. */
  learnMore?: { label: string; href: string };
  seo: { title: string; description: string };
};

export const GENERAL_CONTACT: ContactPageContent = {
  name: "Contact",
  heading: "Contact Our Cleaning Chemical Experts",
  description:
    "Questions about a product, a quote for your facility or help choosing between acid and caustic cleaners: tell us what you clean and we will point you to the right Triple Zero product.",
  benefits: [
    {
      title: "Rated 0-0-0 for hazmat",
      text: "Safer for the people who store, handle and use it, with the cleaning power of traditional acids and caustics.",
    },
    {
      title: "No hazmat shipping fees",
      text: "Our products ship as ordinary freight, typically saving $60 or more on every shipment.",
    },
    {
      title: "Help from chemists, not a call centre",
      text: "Dilution rates, contact times and compatibility questions answered by people who know the chemistry.",
    },
    {
      title: "100% American made",
      text: "Formulated and produced in the USA, with consistent lots and documentation on request.",
    },
  ],
  seo: {
    title: "Contact Us",
    description:
      "Contact Triple Zero Chemical Co. for product information, quotes and technical help with 0-0-0 rated industrial cleaning chemicals. Call 800-407-1173 or send us a message.",
  },
};

export const CONTACT_INDUSTRY_CONTENT: Record<ContactPageIndustry, ContactPageContent> = {
  "pool-spa": {
    name: "Pool & Spa",
    heading: "Pool & Spa Cleaning Solutions",
    description:
      "Remove calcium scale, waterline scum and suntan-oil film from pools, spas and hot tubs without muriatic acid fumes or hazmat handling. Tell us about your facility and we will recommend a descaling and degreasing program.",
    benefits: [
      {
        title: "Descales tile and waterlines without muriatic acid",
        text: "Lifts calcium and scale from tile, grout and fixtures with no choking fumes for staff or swimmers nearby.",
      },
      {
        title: "Cuts oil and scum rings fast",
        text: "Breaks down body oils, sunscreen and scum at the waterline so filters and surfaces stay cleaner between services.",
      },
      {
        title: "Safe on plaster, tile, vinyl and fiberglass",
        text: "Our chemists match dilution and contact time to your surfaces and your water chemistry.",
      },
      {
        title: "Ships without hazmat fees",
        text: "Bottles and cases ship as ordinary parcels to homes, hotels, water parks and pool service routes.",
      },
    ],
    formIndustry: "pool-spa",
    learnMore: { label: "Pool & spa products", href: "/pool-spa" },
    seo: {
      title: "Contact Us About Pool & Spa Cleaning",
      description:
        "Talk to Triple Zero about descaling and degreasing pools, spas and hot tubs without muriatic acid or hazmat fees. Recommendations for homes, hotels, water parks and pool services.",
    },
  },
  hvac: {
    name: "HVAC & Boiler Systems",
    heading: "HVAC & Boiler Cleaning Solutions",
    description:
      "Descale boilers, chillers and heat exchangers and clean condenser and evaporator coils with chemistry rated 0-0-0 for hazmat. Tell us about your equipment and our technical team will recommend a product and procedure.",
    benefits: [
      {
        title: "Restores heat transfer",
        text: "Removes scale, rust and mineral deposits from boilers, tubes and plate exchangers so equipment gets back to 95%+ of its rated heat transfer.",
      },
      {
        title: "Gentle on coils and fins",
        text: "Cleans aluminum and copper coils without the aggressive etching of traditional acid coil cleaners.",
      },
      {
        title: "Safer in mechanical rooms and on rooftops",
        text: "No corrosive fumes in confined spaces and no hazmat placards on the service truck.",
      },
      {
        title: "Procedures for your system",
        text: "Circulation, dilution and neutralization guidance for boilers, cooling towers, chillers and heat exchangers.",
      },
    ],
    formIndustry: "hvac",
    learnMore: { label: "HVAC & boiler chemicals", href: "/hvac-chemicals" },
    seo: {
      title: "Contact Us About HVAC & Boiler Cleaning",
      description:
        "Ask Triple Zero about descaling boilers, chillers and heat exchangers and cleaning HVAC coils with 0-0-0 rated chemicals that ship without hazmat fees.",
    },
  },
  marine: {
    name: "Marine & Shipping",
    heading: "Marine & Shipping Cleaning Solutions",
    description:
      "Clean hulls, decks, teak and holding tanks with products that are safer for crews and ship without hazmat restrictions. Tell us about your vessels or marina and we will recommend the right products.",
    benefits: [
      {
        title: "Hull and waterline stain removal",
        text: "Lifts rust streaks, scale and the brown waterline stain from gelcoat and painted hulls without harsh acid fumes.",
      },
      {
        title: "Teak and deck restoration",
        text: "Brightens teak and non-skid decks while being gentler on wood, caulking and hardware than two-part teak cleaners.",
      },
      {
        title: "Holding tank and waste water systems",
        text: "Breaks down scale and buildup in sanitation lines and holding tanks to keep them flowing and odor-free.",
      },
      {
        title: "Easier to carry aboard and ship",
        text: "Rated 0-0-0, so it ships to marinas, boatyards and fleets as ordinary freight.",
      },
    ],
    formIndustry: "marine",
    learnMore: { label: "Marine chemicals", href: "/marine-chemicals" },
    seo: {
      title: "Contact Us About Marine Cleaning",
      description:
        "Talk to Triple Zero about hull, teak, deck and holding-tank cleaners for marinas, boatyards and fleets: safer 0-0-0 chemistry with no hazmat shipping fees.",
    },
  },
  "water-technologies": {
    name: "Water Technologies",
    heading: "Water Treatment & Membrane Cleaning Solutions",
    description:
      "Clean RO and UF membranes, regenerate ion-exchange resin and descale water and wastewater equipment with chemistry that is safer to store and handle. Tell us about your system and we will recommend a cleaning program.",
    benefits: [
      {
        title: "Longer membrane life",
        text: "Removes scale, biofilm and organic fouling from RO and UF membranes; customers report membrane life extended by up to 300%.",
      },
      {
        title: "Resin regeneration",
        text: "Restores ion-exchange resin capacity without handling concentrated hydrochloric acid or caustic soda.",
      },
      {
        title: "Descaling and wastewater equipment",
        text: "Clears mineral scale from tanks, lines, fountains and wastewater treatment equipment.",
      },
      {
        title: "Safer for operators and plants",
        text: "Rated 0-0-0 for hazmat: simpler storage, fewer PPE requirements and no hazmat shipping fees.",
      },
    ],
    formIndustry: "water-treatment",
    learnMore: { label: "Water technologies", href: "/water-technologies" },
    seo: {
      title: "Contact Us About Water Treatment & Membrane Cleaning",
      description:
        "Ask Triple Zero about RO and UF membrane cleaning, resin regeneration and descaling for water and wastewater systems with 0-0-0 rated chemicals.",
    },
  },
  agriculture: {
    name: "Agriculture",
    heading: "Agricultural Cleaning Solutions",
    description:
      "Clean dairy pipelines, poultry houses, livestock facilities and irrigation systems with products that are safer around animals and workers. Tell us about your operation and we will recommend the right products and dilutions.",
    benefits: [
      {
        title: "Dairy pipelines and milking equipment",
        text: "Acid and caustic washes that remove milkstone and fat residue from pipelines, bulk tanks and milking systems.",
      },
      {
        title: "Poultry and livestock housing",
        text: "Cuts through organic buildup on floors, walls, feeders and waterers during turnaround cleaning.",
      },
      {
        title: "Irrigation and drip systems",
        text: "Clears scale and mineral buildup from emitters, lines and irrigation membranes to restore even flow.",
      },
      {
        title: "Safer around animals and crews",
        text: "Rated 0-0-0 for hazmat and readily biodegradable, with no hazmat fees on delivery to the farm.",
      },
    ],
    formIndustry: "agriculture",
    learnMore: { label: "Agriculture chemicals", href: "/agriculture-chemicals" },
    seo: {
      title: "Contact Us About Agricultural Cleaning",
      description:
        "Talk to Triple Zero about cleaners for dairy pipelines, poultry houses, livestock facilities and irrigation systems: 0-0-0 rated and shipped without hazmat fees.",
    },
  },
  "food-beverage": {
    name: "Food & Beverage",
    heading: "Food & Beverage Processing Cleaning Solutions",
    description:
      "Clean processing equipment and CIP systems, restore membranes and regenerate resin with chemistry rated 0-0-0 for hazmat. Tell us about your plant and our technical team will recommend products, dilutions and procedures.",
    benefits: [
      {
        title: "Processing equipment and CIP",
        text: "Acid and caustic cleaners that remove protein, fat and mineral soils from tanks, lines, heat exchangers and fillers.",
      },
      {
        title: "Membrane cleaning",
        text: "Restores flux on RO, UF and MF membranes used in dairy, juice and beverage processing.",
      },
      {
        title: "Resin regeneration",
        text: "Regenerates softening and demineralization resin without drums of concentrated acid and caustic on site.",
      },
      {
        title: "Safer sanitation shifts",
        text: "Fewer chemical burns and fume exposures for sanitation crews, and no hazmat fees on deliveries.",
      },
    ],
    formIndustry: "food",
    learnMore: { label: "Food & beverage chemicals", href: "/food-beverage-chemicals" },
    seo: {
      title: "Contact Us About Food & Beverage Plant Cleaning",
      description:
        "Ask Triple Zero about processing-equipment, CIP, membrane and resin cleaning for food and beverage plants with 0-0-0 rated chemicals and no hazmat shipping fees.",
    },
  },
};

export function isContactPageIndustry(value: unknown): value is ContactPageIndustry {
  return typeof value === "string" && (CONTACT_PAGE_INDUSTRIES as readonly string[]).includes(value);
}

export function contactPageContent(industry: ContactPageIndustry | undefined): ContactPageContent {
  return industry ? CONTACT_INDUSTRY_CONTENT[industry] : GENERAL_CONTACT;
}
