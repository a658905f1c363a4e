// Agriculture: dairy pipelines, poultry housing, livestock facilities and irrigation membranes.
import { siteConfig } from "@/lib/site-config";
import type { IndustryContent } from "./index";

const { productLine } = siteConfig;

export const AGRICULTURE: IndustryContent = {
  id: "agriculture",
  path: "/agriculture-chemicals",
  olderPath: "/agriculture",
  name: "Agriculture",
  contactIndustry: "agriculture",
  seo: {
    title: "Agricultural & Dairy Cleaning Chemicals",
    description: `Dairy pipeline, poultry house, livestock barn and irrigation cleaners; irrigation membrane life extended 20-30%. Rated ${siteConfig.claims.hazmatRating}, no hazmat fees.`,
    keywords: [
      "agricultural cleaning chemicals",
      "dairy pipeline cleaner",
      "milking system CIP",
      "poultry house cleaner",
      "livestock barn cleaner",
      "drip irrigation cleaner",
      "irrigation membrane cleaner",
    ],
  },
  hero: {
    heading: "Farm cleaning chemicals for dairy, poultry, livestock and irrigation",
    intro: `Milking systems, poultry houses, barns and drip lines all need cleaning that works and is safe to handle around people and animals. ${productLine} agricultural cleaners are rated ${siteConfig.claims.hazmatRating} and ship to the farm without hazmat fees.`,
  },
  stats: [
    { value: "20-30%", label: "longer irrigation membrane life with routine cleaning" },
    { value: siteConfig.claims.hazmatRating, label: "hazmat rating, safer for farm crews" },
    { value: "10 days", label: "or less to biodegrade after washdown" },
    { value: "$60+", label: "typically saved per shipment with no hazmat fees" },
  ],
  applicationsHeading: "Agricultural applications",
  applicationsIntro: `From the milking parlor to the drip line: four farm jobs and the ${productLine} product made for each.`,
  applications: [
    {
      id: "dairy",
      title: "Dairy pipelines & milking systems",
      description:
        "A daily CIP wash that removes milk fat, protein and biofilm from pipelines, claws, receiver jars and bulk tanks, helping keep bacteria counts low.",
      uses: ["Milking pipelines and claws", "Receiver jars and milk meters", "Bulk milk tanks", "Robotic milking systems"],
      itemNumber: "TZ-AG-101",
      icon: "milk",
    },
    {
      id: "poultry",
      title: "Poultry housing",
      description:
        "A foaming cleaner for the turnaround between flocks that clings to walls and curtains and removes manure, feather dust and organic buildup, so disinfection can do its job.",
      uses: [
        "Broiler and layer house washdowns",
        "Feeders, drinkers and nipple lines",
        "Ventilation fans and cool cells",
        "Hatchery rooms and egg-handling equipment",
      ],
      itemNumber: "TZ-AG-102",
      icon: "bird",
    },
    {
      id: "livestock",
      title: "Livestock facilities",
      description:
        "Loosens dried manure, feed residue and biofilm in barns, pens and trailers. Pressure-washer compatible, it cuts washdown time and water use.",
      uses: [
        "Swine farrowing and finishing barns",
        "Cattle pens, alleys and handling chutes",
        "Livestock trailers",
        "Equine stalls and wash racks",
      ],
      itemNumber: "TZ-AG-103",
      icon: "tractor",
    },
    {
      id: "irrigation",
      title: "Irrigation lines & membranes",
      description:
        "Clears mineral scale and precipitates from drip lines and emitters and from the RO membranes that treat irrigation water. Routine cleaning extends membrane life 20-30%.",
      uses: [
        "Drip irrigation lines and emitters",
        "Agricultural RO membranes",
        "Greenhouse fertigation systems",
        "Center-pivot nozzles and filters",
      ],
      itemNumber: "TZ-IR-101",
      icon: "sprout",
    },
  ],
  benefitsHeading: "What farms and growers gain",
  benefits: [
    "Irrigation membrane life extended 20-30% with routine cleaning",
    "Uniform watering from emitters that are no longer clogged",
    "Milk fat and protein films removed on every wash cycle",
    "Faster turnaround between flocks and quicker barn washdowns",
    "Safe around animals once rinsed, and safer for the crews who apply it",
    "Biodegrades in 10 days or less",
  ],
  whyChooseHeading: `Why farms and growers choose ${productLine}`,
  whyChoose: [
    {
      icon: "shield",
      title: `Rated ${siteConfig.claims.hazmatRating}`,
      text: "Farm crews mix and apply cleaners without acid burns or caustic fumes in parlors, barns and poultry houses.",
    },
    {
      icon: "leaf",
      title: "Biodegradable in 10 days or less",
      text: "Washdown water breaks down quickly instead of lingering in lagoons, fields and drainage.",
    },
    {
      icon: "truck",
      title: siteConfig.claims.noHazmatFees,
      text: `Pails, drums and totes reach rural addresses as ordinary freight: ${siteConfig.claims.shippingSavings}.`,
    },
    {
      icon: "flag",
      title: siteConfig.claims.americanMade,
      text: "Formulated and produced in the United States for American farms and growers.",
    },
  ],
  faqs: [
    {
      question: "Can the dairy pipeline cleaner be used in robotic milking systems?",
      answer: `Yes. The ${productLine} Dairy Pipeline Cleaner is made for the daily wash cycle of conventional and robotic milking systems and is safe on inflations, gaskets and stainless steel at its 1:64 use dilution.`,
    },
    {
      question: "How much longer do irrigation RO membranes last with routine cleaning?",
      answer: `Routine cleaning with the ${productLine} Irrigation Line & Membrane Cleaner removes mineral scale before it hardens and extends irrigation membrane life 20-30%.`,
    },
    {
      question: "Is the livestock facility cleaner safe around animals?",
      answer: `Once surfaces are rinsed, yes. The ${productLine} Livestock Facility Cleaner is rated ${siteConfig.claims.hazmatRating}; keep animals out of the area during washdown and return them after the final rinse.`,
    },
  ],
  productLine: {
    name: `${productLine} Agricultural Cleaning Line`,
    description: `Dairy pipeline cleaner, poultry housing cleaner, livestock facility cleaner and irrigation line and membrane cleaner, rated ${siteConfig.claims.hazmatRating} for hazmat.`,
  },
  service: {
    name: "Agricultural cleaning chemicals and application support",
    serviceType: "Dairy, poultry, livestock and irrigation cleaning chemicals",
    description:
      "Product selection, dilution and cleaning-program guidance for milking systems, poultry houses, livestock facilities and irrigation systems.",
  },
  contact: {
    heading: "Talk to an agriculture specialist",
    description:
      "Tell us about your dairy, poultry, livestock or irrigation operation and we will recommend the products and a cleaning schedule.",
  },
  summary: {
    title: "Agricultural Cleaning Chemicals",
    description: `Dairy, poultry, livestock and irrigation cleaners rated ${siteConfig.claims.hazmatRating}, with irrigation membrane life extended 20-30%. An overview of the ${productLine} farm line.`,
    heading: "Agricultural cleaning chemicals",
    intro: `Dairy, poultry, livestock and irrigation cleaners rated ${siteConfig.claims.hazmatRating}, shipped to the farm without hazmat fees.`,
    applicationIds: ["dairy", "poultry", "livestock", "irrigation"],
  },
};
