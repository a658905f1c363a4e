// Marine and shipping: hulls, teak, decks, holding tanks and bilges.
// The seed's marine page sets a mobile flag below 768 px; here the landing layout simply switches at
// the same width (Tailwind's md breakpoint, 768 px): cards stack and the hero buttons go full width.
import { siteConfig } from "@/lib/site-config";
import type { IndustryContent } from "./index";

const { productLine } = siteConfig;

export const MARINE: IndustryContent = {
  id: "marine",
  path: "/marine-chemicals",
  olderPath: "/marine",
  name: "Marine & Shipping",
  contactIndustry: "marine",
  seo: {
    title: "Marine Hull, Teak, Deck & Bilge Cleaners",
    description: `Hull, teak, deck, holding tank and bilge cleaners rated ${siteConfig.claims.hazmatRating} and biodegradable in 10 days or less. Shipped to marinas without hazmat fees.`,
    keywords: [
      "marine cleaning chemicals",
      "hull cleaner",
      "teak cleaner",
      "boat deck cleaner",
      "holding tank treatment",
      "bilge cleaner",
      "biodegradable boat cleaner",
    ],
  },
  hero: {
    heading: "Marine cleaning chemicals that are kinder to crews and the water",
    intro: `From the waterline to the bilge, ${productLine} cleaners lift stains, grime and oil without the harsh acids and solvents that end up in the marina. Every product is rated ${siteConfig.claims.hazmatRating} and biodegrades in 10 days or less.`,
  },
  stats: [
    { value: siteConfig.claims.hazmatRating, label: "hazmat rating, safer for crews on deck" },
    { value: "10 days", label: "or less to biodegrade once rinsed off" },
    { value: "5", label: "cleaners from the waterline to the bilge" },
    { value: "USA", label: siteConfig.claims.americanMade },
  ],
  applicationsHeading: "Marine applications",
  applicationsIntro: `Five jobs on every boat, charter fleet and marina, and the ${productLine} product made for each.`,
  applications: [
    {
      id: "hull",
      title: "Hull & waterline cleaning",
      description:
        "Removes waterline scum, yellow tannin stains, rust streaks and exhaust staining from gelcoat and fiberglass: apply, let it work, rinse. No sanding or heavy compounding.",
      uses: ["Fiberglass and gelcoat hulls", "Waterline and bootstripe stains", "Transoms and exhaust staining", "Pontoons and outdrives"],
      itemNumber: "TZ-MH-101",
      icon: "sailboat",
    },
    {
      id: "teak",
      title: "Teak restoration",
      description:
        "Brings weathered gray teak back to a warm natural color by lifting grime, mildew and old oil, without raising the grain or washing out soft wood fibers.",
      uses: [
        "Teak decks and swim platforms",
        "Cockpit trim and handrails",
        "Outdoor teak furniture",
        "Yacht club and restaurant patio furniture",
      ],
      itemNumber: "TZ-MT-101",
      icon: "armchair",
    },
    {
      id: "deck",
      title: "Deck & upholstery washdowns",
      description:
        "Cleans fish blood, sunscreen, grime and mildew from non-skid, vinyl and canvas. Low-sudsing, so it rinses off fast with a hose or washdown pump between charters.",
      uses: ["Non-skid fiberglass decks", "Vinyl upholstery and cushions", "Fishing cockpits and fish boxes", "Docks and swim platforms"],
      itemNumber: "TZ-MD-101",
      icon: "waves",
    },
    {
      id: "holding-tank",
      title: "Holding tank & waste water treatment",
      description:
        "Breaks down waste and tissue in black- and gray-water tanks and controls odors between pump-outs, keeping level sensors, hoses and vent filters working.",
      uses: ["Black-water holding tanks", "Gray-water tanks", "Marine head sanitation hoses", "Marina pump-out stations"],
      itemNumber: "TZ-MW-101",
      icon: "container",
    },
    {
      id: "bilge",
      title: "Bilge & engine room cleaning",
      description:
        "Emulsifies oil, fuel and grease so bilge water can be pumped to shore-side recovery, and degreases engine rooms without flammable solvents.",
      uses: ["Bilges and sumps", "Engine rooms and machinery spaces", "Engine and generator exteriors", "Fuel spill cleanup on deck"],
      itemNumber: "TZ-MB-101",
      icon: "fuel",
    },
  ],
  benefitsHeading: "What boat owners, crews and marinas gain",
  benefits: [
    "Biodegrades in 10 days or less, a better fit for work done at the dock",
    "Safe on gelcoat, fiberglass, vinyl, canvas and stainless fittings",
    "No flammable solvents stored aboard or in the dock box",
    "Teak restored without raising the grain",
    "Holding tanks without odors between pump-outs",
    "Shipped to the marina without hazmat fees",
  ],
  whyChooseHeading: `Why boat owners, crews and marinas choose ${productLine}`,
  whyChoose: [
    {
      icon: "shield",
      title: `Rated ${siteConfig.claims.hazmatRating}`,
      text: "Crews, detailers and owners clean hulls and bilges without acid burns or solvent fumes in tight engine rooms.",
    },
    {
      icon: "leaf",
      title: "Biodegradable in 10 days or less",
      text: "What rinses off the hull or deck breaks down quickly instead of lingering in the slip.",
    },
    {
      icon: "truck",
      title: siteConfig.claims.noHazmatFees,
      text: `Gallons, pails and drums ship as ordinary freight to marinas and boatyards: ${siteConfig.claims.shippingSavings}.`,
    },
    {
      icon: "flag",
      title: siteConfig.claims.americanMade,
      text: "Formulated and produced in the United States and backed by people who answer the phone.",
    },
  ],
  faqs: [
    {
      question: "Will the hull cleaner harm gelcoat or bottom paint?",
      answer: `No. The ${productLine} Hull Cleaner is made for gelcoat, fiberglass and painted hulls: it dissolves waterline and rust stains so they rinse away without sanding or heavy compounding. Rinse it off after a short dwell time.`,
    },
    {
      question: "Can I use these products at the dock?",
      answer: `${productLine} marine cleaners are rated ${siteConfig.claims.hazmatRating} and biodegrade in 10 days or less. Follow your marina's rules for washdowns and send bilge water to shore-side recovery.`,
    },
    {
      question: "How do I restore gray, weathered teak?",
      answer: `Dilute the ${productLine} Teak Furniture Cleaner 1:3, work it in with a soft brush along the grain, and rinse. It lifts grime, mildew and old oil without raising the grain, leaving the wood ready for oiling or sealing.`,
    },
  ],
  productLine: {
    name: `${productLine} Marine Cleaning Line`,
    description: `Hull cleaner, teak cleaner, deck cleaner, holding tank treatment and bilge cleaner, rated ${siteConfig.claims.hazmatRating} for hazmat and biodegradable in 10 days or less.`,
  },
  service: {
    name: "Marine vessel cleaning chemicals and application support",
    serviceType: "Marine vessel and marina cleaning chemicals",
    description:
      "Product selection and cleaning guidance for hulls, teak, decks, holding tanks and bilges on private boats, charter fleets and marinas.",
  },
  contact: {
    heading: "Talk to a marine specialist",
    description: "Tell us about your boats, fleet or marina and we will recommend the products and the quantities to order.",
  },
  summary: {
    title: "Marine Cleaning Chemicals",
    description: `Hull, teak, deck and bilge cleaners rated ${siteConfig.claims.hazmatRating}, biodegradable in 10 days or less. An overview of the ${productLine} marine line.`,
    heading: "Marine cleaning chemicals",
    intro: `Hull, teak, deck and bilge cleaners rated ${siteConfig.claims.hazmatRating}, biodegradable in 10 days or less.`,
    applicationIds: ["hull", "teak", "deck", "bilge"],
  },
};
