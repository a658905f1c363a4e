// HVAC and boiler systems: coils, boilers, heat exchangers and cooling towers.
import { siteConfig } from "@/lib/site-config";
import type { IndustryContent } from "./index";

const { productLine } = siteConfig;

export const HVAC: IndustryContent = {
  id: "hvac",
  path: "/hvac-chemicals",
  olderPath: "/hvac",
  name: "HVAC & Boiler Systems",
  contactIndustry: "hvac",
  seo: {
    title: "HVAC & Boiler Cleaning Chemicals",
    description: `Coil cleaners, boiler descalers and heat exchanger cleaners that restore heat transfer to 95%+. Rated ${siteConfig.claims.hazmatRating}, shipped without hazmat fees.`,
    keywords: [
      "HVAC cleaning chemicals",
      "coil cleaner",
      "boiler descaler",
      "heat exchanger cleaner",
      "cooling tower descaler",
      "non-hazmat HVAC chemicals",
      "chiller tube cleaning",
    ],
  },
  hero: {
    heading: "HVAC and boiler cleaning chemicals that restore heat transfer",
    intro: `Scale and dirt cost you efficiency on every run hour. ${productLine} coil cleaners, boiler descalers and heat exchanger cleaners bring equipment back to 95%+ of design heat transfer, without corrosive fumes, burns or hazmat freight.`,
  },
  stats: [
    { value: "95%+", label: "of design heat transfer restored in heat exchangers" },
    { value: siteConfig.claims.hazmatRating, label: "hazmat rating: health, fire and instability" },
    { value: "10 days", label: "or less to biodegrade after the rinse" },
    { value: "$60+", label: "typically saved per shipment with no hazmat fees" },
  ],
  applicationsHeading: "HVAC and boiler applications",
  applicationsIntro: `Four jobs every mechanical contractor and facility engineer faces, and the ${productLine} product made for each.`,
  applications: [
    {
      id: "coils",
      title: "Condenser & evaporator coils",
      description:
        "Foams deep between the fins to push out packed dirt, cottonwood, grease and biological growth, so airflow comes back and head pressure drops.",
      uses: [
        "Rooftop unit condenser coils",
        "Air handler evaporator coils",
        "Walk-in cooler and refrigeration coils",
        "Ductless mini-split coils",
      ],
      itemNumber: "TZ-CC-101",
      icon: "fan",
    },
    {
      id: "boilers",
      title: "Boiler descaling",
      description:
        "Circulated during the off-season, it dissolves calcium scale, iron oxide and sludge from the water side so the burner stops heating scale instead of water.",
      uses: ["Hot-water heating boilers", "Low-pressure steam boilers", "Fire-tube and water-tube boilers", "Hydronic heating loops"],
      itemNumber: "TZ-BC-101",
      icon: "flame",
    },
    {
      id: "heat-exchangers",
      title: "Heat exchangers & chillers",
      description:
        "Clean-in-place circulation dissolves mineral fouling in plates and tube bundles and restores heat transfer to 95%+ of design, without tearing the unit down.",
      uses: [
        "Plate-and-frame heat exchangers",
        "Shell-and-tube heat exchangers",
        "Chiller condenser and evaporator bundles",
        "Water-source heat pump loops",
      ],
      itemNumber: "TZ-HX-101",
      icon: "thermometer",
    },
    {
      id: "cooling-towers",
      title: "Cooling towers",
      description:
        "Removes scale and mineral deposits from fill, basins, nozzles and drift eliminators, so the tower rejects heat again and the chillers behind it work less.",
      uses: ["Cooling tower fill and basins", "Spray nozzles and distribution decks", "Drift eliminators", "Evaporative condensers"],
      itemNumber: "TZ-CT-101",
      icon: "droplets",
    },
  ],
  benefitsHeading: "What HVAC teams gain",
  benefits: [
    "Heat transfer restored to 95%+ of design in scaled heat exchangers",
    "Lower energy use once coils breathe and boilers stop heating scale",
    "Clean in place: no teardown of exchangers or chiller bundles",
    "Safe on copper, aluminum fins, steel and gaskets at use dilution",
    "No corrosive fumes in mechanical rooms or on occupied rooftops",
    "Shipped as ordinary freight: no hazmat fees, no dangerous-goods paperwork",
  ],
  whyChooseHeading: `Why mechanical contractors and facility engineers choose ${productLine}`,
  whyChoose: [
    {
      icon: "shield",
      title: `Rated ${siteConfig.claims.hazmatRating}`,
      text: "Technicians handle a descaler that will not burn skin or fill a boiler room with acid fumes, so a cleaning becomes routine maintenance instead of a special event.",
    },
    {
      icon: "gauge",
      title: "Efficiency you can measure",
      text: "Approach temperatures, head pressure and fuel use show the difference after a cleaning; heat exchangers come back to 95%+ of design.",
    },
    {
      icon: "truck",
      title: siteConfig.claims.noHazmatFees,
      text: `Drums and totes travel as ordinary freight to the job site: ${siteConfig.claims.shippingSavings}.`,
    },
    {
      icon: "flag",
      title: siteConfig.claims.americanMade,
      text: "Formulated and produced in the United States, with technical help from people who know mechanical systems.",
    },
  ],
  faqs: [
    {
      question: "Is the heat exchanger cleaner safe on copper tubes and gaskets?",
      answer: `Yes. At its use dilution the ${productLine} Heat Exchanger Cleaner is safe on copper tubes, stainless plates and common gasket materials, and it carries a ${siteConfig.claims.hazmatRating} hazard rating, so it can be circulated in place without special handling.`,
    },
    {
      question: "How much heat transfer can descaling recover?",
      answer:
        "Clean-in-place circulation typically restores heat exchangers and chiller bundles to 95% or more of their design heat transfer, depending on how heavy the scale was before cleaning.",
    },
    {
      question: `Do ${productLine} HVAC chemicals ship as hazardous materials?`,
      answer: `No. Every product is rated ${siteConfig.claims.hazmatRating}, so coil cleaners, descalers and heat exchanger cleaners ship as ordinary freight without hazmat fees.`,
    },
  ],
  productLine: {
    name: `${productLine} HVAC & Boiler Cleaning Line`,
    description: `Coil cleaner, boiler cleaner and descaler, heat exchanger cleaner and cooling tower descaler, rated ${siteConfig.claims.hazmatRating} for hazmat and biodegradable in 10 days or less.`,
  },
  service: {
    name: "HVAC and boiler system cleaning chemicals and application support",
    serviceType: "HVAC and boiler system chemical cleaning",
    description: "Product selection, dilution and cleaning-procedure guidance for coils, boilers, heat exchangers and cooling towers.",
  },
  contact: {
    heading: "Talk to an HVAC specialist",
    description: "Tell us about your coils, boilers or heat exchangers and we will recommend the product, dilution and procedure.",
  },
  summary: {
    title: "HVAC Cleaning Chemicals",
    description: `Coil cleaners, boiler descalers and heat exchanger cleaners rated ${siteConfig.claims.hazmatRating}, shipped without hazmat fees. An overview of the ${productLine} HVAC line.`,
    heading: "HVAC cleaning chemicals",
    intro: `Coil, boiler and heat exchanger cleaners rated ${siteConfig.claims.hazmatRating}, with heat transfer restored to 95%+ of design.`,
    applicationIds: ["coils", "boilers", "heat-exchangers", "cooling-towers"],
  },
};
