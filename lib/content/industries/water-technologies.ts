// Water technologies: RO/UF membranes, ion-exchange resins, wastewater, descaling, ponds and fountains.
import { siteConfig } from "@/lib/site-config";
import type { IndustryContent } from "./index";

const { productLine } = siteConfig;

export const WATER_TECHNOLOGIES: IndustryContent = {
  id: "water-technologies",
  path: "/water-technologies",
  name: "Water Technologies",
  contactIndustry: "water-treatment",
  seo: {
    title: "RO Membrane & Water Treatment Chemicals",
    description: `RO/UF membrane cleaners (membrane life extended up to 300%), resin regenerants, wastewater cleaners and descalers. Rated ${siteConfig.claims.hazmatRating}, no hazmat fees.`,
    keywords: [
      "RO membrane cleaner",
      "UF membrane cleaning",
      "ion exchange resin cleaner",
      "water softener resin regeneration",
      "wastewater treatment cleaner",
      "water system descaler",
      "fountain cleaner",
    ],
  },
  hero: {
    heading: "Water treatment chemicals that extend membrane and resin life",
    intro: `Fouled membranes and tired resin beds cost you flow, pressure and replacement parts. ${productLine} cleaners restore RO and UF performance, with membrane life extended up to 300%, and they do it at a ${siteConfig.claims.hazmatRating} hazard rating.`,
  },
  stats: [
    { value: "Up to 300%", label: "longer RO and UF membrane life with regular cleaning" },
    { value: siteConfig.claims.hazmatRating, label: "hazmat rating for safer plant rooms" },
    { value: "10 days", label: "or less to biodegrade, gentle on downstream biology" },
    { value: "$60+", label: "typically saved per shipment with no hazmat fees" },
  ],
  applicationsHeading: "Water treatment applications",
  applicationsIntro: `From the pretreatment skid to the plaza fountain: five water jobs and the ${productLine} product made for each.`,
  applications: [
    {
      id: "membranes",
      title: "RO & UF membrane cleaning",
      description:
        "Removes calcium carbonate, iron and metal-hydroxide fouling from reverse osmosis and ultrafiltration elements, restoring normalized permeate flow and pressure drop. Regular cleaning extends membrane life up to 300%.",
      uses: [
        "Municipal and industrial RO systems",
        "Ultrafiltration pretreatment skids",
        "Boiler feedwater RO units",
        "Laboratory and process water systems",
      ],
      itemNumber: "TZ-MC-101",
      icon: "filter",
    },
    {
      id: "resin",
      title: "Ion-exchange resin regeneration",
      description:
        "Strips iron, manganese and hardness fouling from cation and softener resin beads so softeners and demineralizers run full cycles again, and resin replacement waits.",
      uses: [
        "Commercial water softeners",
        "Cation demineralizer beds",
        "Boiler and cooling makeup softeners",
        "Well-water iron removal systems",
      ],
      itemNumber: "TZ-RR-101",
      icon: "recycle",
    },
    {
      id: "wastewater",
      title: "Wastewater treatment equipment",
      description:
        "Cuts grease mats, biofilm and sludge from clarifiers, weirs, lift stations and wet wells. It biodegrades in 10 days or less, so cleaning does not upset the treatment biology.",
      uses: ["Clarifier weirs and launders", "Lift stations and wet wells", "Grease interceptors", "Screens and grit-handling equipment"],
      itemNumber: "TZ-WW-101",
      icon: "factory",
    },
    {
      id: "descaling",
      title: "Water system descaling",
      description:
        "Circulated through the system, it dissolves calcium and mineral scale in heaters, piping and tanks to restore flow and heat transfer, without muriatic-acid handling hazards.",
      uses: [
        "Water heaters and storage tanks",
        "Potable water distribution piping",
        "Pumps, valves and strainers",
        "Humidifiers and misting systems",
      ],
      itemNumber: "TZ-WD-101",
      icon: "gauge",
    },
    {
      id: "ponds-fountains",
      title: "Ponds & fountains",
      description:
        "Removes white calcium scale and stains from decorative fountains and pond equipment and keeps nozzles spraying their intended patterns. Safe for landscaping once rinsed.",
      uses: [
        "Decorative and plaza fountains",
        "Pond pumps, liners and waterfalls",
        "Splash pads and interactive water features",
        "Garden water features",
      ],
      itemNumber: "TZ-PF-101",
      icon: "droplets",
    },
  ],
  benefitsHeading: "What water treatment operators gain",
  benefits: [
    "RO and UF membrane life extended up to 300% with regular cleaning",
    "Normalized permeate flow and pressure drop restored after scaling",
    "Resin beds back to full exchange capacity, replacement delayed",
    "Biodegrades in 10 days or less: no upset to biological treatment",
    "Compatible with thin-film composite membrane elements",
    "No hazmat storage room or dangerous-goods freight required",
  ],
  whyChooseHeading: `Why water treatment operators choose ${productLine}`,
  whyChoose: [
    {
      icon: "shield",
      title: `Rated ${siteConfig.claims.hazmatRating}`,
      text: "Operators mix and circulate cleaning solutions without the burns and fumes of strong mineral acids and caustics.",
    },
    {
      icon: "filter",
      title: "Longer membrane life",
      text: "Cleaning scale before it hardens keeps elements in service longer: membrane life extended up to 300%.",
    },
    {
      icon: "truck",
      title: siteConfig.claims.noHazmatFees,
      text: `Pails, drums and totes travel as ordinary freight to plants and service trucks: ${siteConfig.claims.shippingSavings}.`,
    },
    {
      icon: "flag",
      title: siteConfig.claims.americanMade,
      text: "Formulated and produced in the United States, with application support from water treatment people.",
    },
  ],
  faqs: [
    {
      question: "How much longer can RO membranes last with regular cleaning?",
      answer: `Regular cleaning with the ${productLine} RO/UF Membrane Cleaner removes scale and metal fouling before it becomes permanent, which can extend membrane service life up to 300%.`,
    },
    {
      question: "Is the membrane cleaner compatible with thin-film composite elements?",
      answer: `Yes. At its 1:50 clean-in-place dilution, the ${productLine} RO/UF Membrane Cleaner is compatible with thin-film composite RO elements and common UF membranes. Follow the element manufacturer's pH and temperature limits during cleaning.`,
    },
    {
      question: "Will the wastewater cleaner upset our biological treatment?",
      answer: `The ${productLine} Wastewater Treatment Cleaner biodegrades in 10 days or less, so it cleans clarifiers, weirs and lift stations without upsetting the downstream biological treatment.`,
    },
  ],
  productLine: {
    name: `${productLine} Water Treatment Line`,
    description: `RO/UF membrane cleaner, ion-exchange resin regenerator, wastewater treatment cleaner, water system descaler and pond and fountain cleaner, rated ${siteConfig.claims.hazmatRating} for hazmat.`,
  },
  service: {
    name: "Water treatment cleaning chemicals and application support",
    serviceType: "Membrane cleaning, resin regeneration and water system descaling",
    description:
      "Product selection and cleaning-procedure guidance for RO and UF membranes, ion-exchange resins, wastewater equipment, water systems, ponds and fountains.",
  },
  contact: {
    heading: "Talk to a water treatment specialist",
    description:
      "Tell us about your membranes, softeners or treatment plant and we will recommend the cleaner, dilution and cleaning schedule.",
  },
};
