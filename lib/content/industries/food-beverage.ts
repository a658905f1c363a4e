// Food and beverage plants: processing equipment, CIP, membranes, resins, floors and drains.
import { siteConfig } from "@/lib/site-config";
import type { IndustryContent } from "./index";

const { productLine } = siteConfig;

export const FOOD_BEVERAGE: IndustryContent = {
  id: "food-beverage",
  path: "/food-beverage-chemicals",
  name: "Food & Beverage Plants",
  contactIndustry: "food",
  seo: {
    title: "Food & Beverage Plant Cleaning Chemicals",
    description: `CIP, processing equipment, membrane, resin and floor cleaners for food and beverage plants. Rated ${siteConfig.claims.hazmatRating} and shipped without hazmat fees.`,
    keywords: [
      "food processing cleaning chemicals",
      "CIP cleaner",
      "food and beverage membrane cleaner",
      "resin regeneration",
      "food plant floor cleaner",
      "dairy UF membrane cleaning",
      "non-hazmat sanitation chemicals",
    ],
  },
  hero: {
    heading: "Food and beverage plant chemicals that are safer for sanitation crews",
    intro: `Protein, fat, sugar and mineral soils come off processing lines, CIP circuits and membranes with ${productLine} cleaners, which are rated ${siteConfig.claims.hazmatRating}, so the night shift works without burns and fumes.`,
  },
  stats: [
    { value: siteConfig.claims.hazmatRating, label: "hazmat rating for safer sanitation shifts" },
    { value: "10 days", label: "or less to biodegrade in your wastewater" },
    { value: "$60+", label: "typically saved per shipment with no hazmat fees" },
    { value: "USA", label: siteConfig.claims.americanMade },
  ],
  applicationsHeading: "Food and beverage applications",
  applicationsIntro: `Five sanitation jobs in every plant, from the filler to the floor drain, and the ${productLine} product made for each.`,
  applications: [
    {
      id: "processing-equipment",
      title: "Processing equipment",
      description:
        "Foam or manual cleaning that removes protein, fat, starch and sugar soils from conveyors, slicers, mixers and depositors at lower temperatures, with a fast rinse.",
      uses: ["Conveyors and slicers", "Bakery mixers and depositors", "Fillers and cappers", "Equipment exteriors and frames"],
      itemNumber: "TZ-PE-101",
      icon: "factory",
    },
    {
      id: "cip",
      title: "Clean-in-place (CIP) systems",
      description:
        "Circulates through tanks, lines and fillers by spray ball to remove product soils without disassembly, shortening sanitation shifts.",
      uses: ["Process and storage tanks", "Product transfer lines", "Bottling and canning lines", "Fillers and valve clusters"],
      itemNumber: "TZ-PE-101",
      icon: "recycle",
    },
    {
      id: "membranes",
      title: "Membrane cleaning",
      description:
        "An acid membrane cleaner for UF, NF and RO systems that removes calcium phosphate, milkstone and mineral fouling to recover flux and extend membrane service life.",
      uses: [
        "Dairy whey and milk UF systems",
        "Juice clarification membranes",
        "Beverage-water RO systems",
        "Nanofiltration concentration lines",
      ],
      itemNumber: "TZ-MC-201",
      icon: "filter",
    },
    {
      id: "resin",
      title: "Resin regeneration",
      description:
        "Strips organic foulants and color bodies from anion and decolorizing resins so beds return to full capacity between regenerations.",
      uses: [
        "Sugar and sweetener decolorization resins",
        "Juice deacidification columns",
        "Anion resin beds in process water",
        "Beverage demineralization systems",
      ],
      itemNumber: "TZ-RR-201",
      icon: "flask",
    },
    {
      id: "floors-drains",
      title: "Floors & drains",
      description:
        "Removes the fat and grease film that makes plant floors slippery. Low-foaming for autoscrubbers and floor-drain flushes.",
      uses: ["Processing plant floors", "Walk-in cooler and freezer floors", "Floor drains and trench drains", "Wash-down areas"],
      itemNumber: "TZ-FC-101",
      icon: "shower",
    },
  ],
  benefitsHeading: "What food and beverage plants gain",
  benefits: [
    "Protein and fat soils removed at lower wash temperatures",
    "Shorter sanitation shifts thanks to fast-rinsing formulas",
    "Membrane flux recovered and service life extended",
    "Resin beds restored to full exchange capacity",
    "Safer for sanitation crews at use dilution",
    "Biodegrades in 10 days or less in plant wastewater",
  ],
  whyChooseHeading: `Why food and beverage plants choose ${productLine}`,
  whyChoose: [
    {
      icon: "shield",
      title: `Rated ${siteConfig.claims.hazmatRating}`,
      text: "Sanitation crews handle cleaners without the burns and fumes of traditional caustic and acid CIP chemicals.",
    },
    {
      icon: "clock",
      title: "Shorter sanitation shifts",
      text: "Soils release at lower temperatures and rinse fast, so lines return to production sooner.",
    },
    {
      icon: "truck",
      title: siteConfig.claims.noHazmatFees,
      text: `Drums and totes ship to the plant as ordinary freight: ${siteConfig.claims.shippingSavings}.`,
    },
    {
      icon: "flag",
      title: siteConfig.claims.americanMade,
      text: "Formulated and produced in the United States, with application support from people who know sanitation programs.",
    },
  ],
  faqs: [
    {
      question: "Can the processing equipment cleaner be used in CIP systems?",
      answer: `Yes. The ${productLine} Processing Equipment Cleaner works in spray-ball CIP circuits as well as foam-gun and manual programs. Dilute it 1:20 to 1:50 depending on the soil.`,
    },
    {
      question: "Which membranes can the food and beverage membrane cleaner be used on?",
      answer: `The ${productLine} Food & Beverage Membrane Cleaner is made for ultrafiltration, nanofiltration and reverse osmosis systems in dairy, juice and beverage plants, and is gentle on polymeric membrane elements at its 1:50 CIP dilution.`,
    },
    {
      question: "Do these cleaners need hazmat storage or shipping?",
      answer: `No. Every ${productLine} product is rated ${siteConfig.claims.hazmatRating}, so it ships as ordinary freight without hazmat fees.`,
    },
  ],
  productLine: {
    name: `${productLine} Food & Beverage Processing Line`,
    description: `Processing equipment and CIP cleaner, food and beverage membrane cleaner, resin regenerator and floor cleaner, rated ${siteConfig.claims.hazmatRating} for hazmat and biodegradable in 10 days or less.`,
  },
  service: {
    name: "Food and beverage plant cleaning chemicals and application support",
    serviceType: "Food and beverage processing sanitation chemicals",
    description:
      "Product selection and cleaning-procedure guidance for processing equipment, CIP systems, membranes, resins, floors and drains.",
  },
  contact: {
    heading: "Talk to a food and beverage specialist",
    description:
      "Tell us about your lines, CIP circuits or membranes and we will recommend the products, dilutions and a cleaning schedule.",
  },
};
