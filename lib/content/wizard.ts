// The home wizard (seed 000 §2-§4): ten industries, their applications, and the catalog product
// each application is answered with, by item number; the answer shows the catalog's own name, price and
// minimum, read from GET /api/products, and the name here until then.
import { siteConfig, type ExternalSiteKey } from "@/lib/site-config";

/** The two demonstration videos: shown by the wizard and embedded on /technology (ids in site-config). */
export const DEMO_VIDEOS = siteConfig.demoVideos;

export type DemoVideoKey = keyof typeof DEMO_VIDEOS;

/**
 * Privacy-enhanced embed address (YouTube sets no cookies until the visitor plays the video), or
 * undefined when no video is configured, so that no dead player is offered.
 */
export function demoVideoUrl(key: DemoVideoKey): string | undefined {
  const { id } = DEMO_VIDEOS[key];
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
}

export type WizardRecommendation = {
  /** A product of the catalog. */
  itemNumber: string;
  /** Its catalog name. */
  product: string;
  /** Strength or format, e.g. "Dilute 1:4 with water for line cleaning". */
  concentration: string;
  benefits: string[];
  costSavings: string;
  /** The sister shop that sells it; the URL comes from siteConfig.externalSites. */
  redirectSite?: ExternalSiteKey;
  redirectLabel?: string;
  /** Only where a demonstration exists (the acid and the caustic demo). */
  videoUrl?: string;
};

export type WizardApplication = { id: string; label: string; recommendation: WizardRecommendation };

export type WizardIndustry = {
  id: WizardIndustryId;
  label: string;
  applications: readonly WizardApplication[];
  /** The "Explore More" card, for the industries with a page of their own (brewery, convenience). */
  explore?: { title: string; description: string; href: string; cta: string };
};

export const WIZARD_INDUSTRY_IDS = [
  "agriculture",
  "hvac",
  "brewery",
  "convenience",
  "restaurants",
  "food-beverage",
  "grill",
  "marine",
  "pool",
  "water",
] as const;

export type WizardIndustryId = (typeof WIZARD_INDUSTRY_IDS)[number];

/** The loading view lasts exactly this long; its message changes every WIZARD_MESSAGE_MS (seed 000 §9). */
export const WIZARD_LOADING_MS = 3_000;
export const WIZARD_MESSAGE_MS = 2_000;
export const WIZARD_LOADING_MESSAGES = ["Analyzing your application…", "Matching the right formula…"] as const;

const NO_HAZMAT = "No hazmat fees: save $60+ per shipment";

const SHOP = {
  brewery: { redirectSite: "brewery", redirectLabel: "Shop Beer Line Cleaners" },
  convenience: { redirectSite: "convenience", redirectLabel: "Shop C-Store Cleaners" },
  grill: { redirectSite: "grill", redirectLabel: "Shop Grill & Oven Cleaners" },
} as const satisfies Record<ExternalSiteKey, Pick<WizardRecommendation, "redirectSite" | "redirectLabel">>;

export const WIZARD_INDUSTRIES: readonly WizardIndustry[] = [
  {
    id: "agriculture",
    label: "Agriculture",
    applications: [
      {
        id: "dairy_pipeline",
        label: "Dairy pipeline & milking system CIP",
        recommendation: {
          itemNumber: "TZ-AG-101",
          product: "Triple Zero Dairy Pipeline Cleaner",
          concentration: "Concentrate; dilute 1:64 for the daily pipeline wash cycle",
          benefits: [
            "Removes milk fat, protein and biofilm from pipelines, claws and bulk tanks",
            "Helps keep bacteria counts low between inspections",
            "Safe on inflations, gaskets and stainless steel",
            "Non-corrosive to skin at use dilution, unlike chlorinated alkaline washes",
          ],
          costSavings: `${NO_HAZMAT}; one gallon makes 64 gallons of wash solution`,
        },
      },
      {
        id: "poultry_housing",
        label: "Poultry house washdown",
        recommendation: {
          itemNumber: "TZ-AG-102",
          product: "Triple Zero Poultry Housing Cleaner",
          concentration: "Concentrate; dilute 1:50 for foam application",
          benefits: [
            "Foams onto walls, curtains, feeders and fans to lift manure and feather dust",
            "Cuts turnaround time between flocks",
            "Clean surfaces let your disinfection program work",
            "Biodegradable in 10 days or less",
          ],
          costSavings: `${NO_HAZMAT}; shorter downtime between flocks`,
        },
      },
      {
        id: "livestock_facilities",
        label: "Livestock barns, pens & trailers",
        recommendation: {
          itemNumber: "TZ-AG-103",
          product: "Triple Zero Livestock Facility Cleaner",
          concentration: "Concentrate; dilute 1:40 through a pressure washer",
          benefits: [
            "Loosens dried manure and biofilm for faster washdowns",
            "Uses less water per pen than detergent-only cleaning",
            "Safe around animals once rinsed",
            "Rated 0-0-0: no corrosive warnings for farm hands",
          ],
          costSavings: `${NO_HAZMAT}; less water and labor per washdown`,
        },
      },
      {
        id: "irrigation_membrane",
        label: "Irrigation lines & RO membranes",
        recommendation: {
          itemNumber: "TZ-IR-101",
          product: "Triple Zero Irrigation Line & Membrane Cleaner",
          concentration: "Concentrate; dilute 1:100 for line injection, 1:50 for membrane CIP",
          benefits: [
            "Unclogs emitters for uniform water delivery",
            "Extends irrigation membrane life 20-30%",
            "Injects through standard fertigation equipment",
            "Replaces hazardous acid injection programs",
          ],
          costSavings: `${NO_HAZMAT}; fewer membrane replacements`,
        },
      },
    ],
  },
  {
    id: "hvac",
    label: "HVAC & Boiler Systems",
    applications: [
      {
        id: "boiler_cleaning",
        label: "Boiler descaling",
        recommendation: {
          itemNumber: "TZ-BC-101",
          product: "Triple Zero Boiler Cleaner & Descaler",
          concentration: "Concentrate; dilute 1:10 for circulation cleaning",
          benefits: [
            "Removes calcium scale, iron oxide and sludge from hot-water and low-pressure steam boilers",
            "Restores heat transfer and lowers fuel costs",
            "Safe on steel, copper and cast iron at use dilution",
            "Replaces muriatic and sulfamic acid descalers",
          ],
          costSavings: `${NO_HAZMAT}; lower fuel bills from clean heat-transfer surfaces`,
          videoUrl: demoVideoUrl("acid"),
        },
      },
      {
        id: "coil_cleaning",
        label: "Condenser & evaporator coils",
        recommendation: {
          itemNumber: "TZ-CC-101",
          product: "Triple Zero Coil Cleaner",
          concentration: "Concentrate; dilute 1:5 for condenser coils, 1:10 for evaporator coils",
          benefits: [
            "Foams deep into fins to push out dirt, grease and biological growth",
            "Safe on aluminum and copper at use dilution",
            "Restores airflow and lowers head pressure",
            "No acid fumes on rooftops or in mechanical rooms",
          ],
          costSavings: `${NO_HAZMAT}; lower energy use from restored airflow`,
        },
      },
      {
        id: "exchange_cleaning",
        label: "Heat exchanger cleaning",
        recommendation: {
          itemNumber: "TZ-HX-101",
          product: "Triple Zero Heat Exchanger Cleaner",
          concentration: "Concentrate; dilute 1:8 for clean-in-place circulation",
          benefits: [
            "Restores heat transfer to 95%+ of design",
            "Cleans plate-and-frame and shell-and-tube units in place, without teardown",
            "Safe on gaskets, stainless plates and copper tubes",
            "Rated 0-0-0, so technicians carry it in the service van",
          ],
          costSavings: `${NO_HAZMAT}; no teardown labor`,
        },
      },
    ],
  },
  {
    id: "brewery",
    label: "Breweries & Beer Lines",
    explore: {
      title: "Explore More Brewery Solutions",
      description: "Cleaning schedules, case studies and the full beer-line and tank program for breweries and bars.",
      href: "/brewery-cleaning",
      cta: "Brewery Cleaning",
    },
    applications: [
      {
        id: "beer_line_acid",
        label: "Beer line cleaning (acid, beerstone)",
        recommendation: {
          itemNumber: "TZ-BL-101",
          product: "Triple Zero Acid Beer-Line Cleaner",
          concentration: "Concentrate; dilute 1:4 for monthly line cleaning",
          benefits: [
            "Dissolves beerstone and mineral scale that harbor bacteria",
            "Keeps pour quality and foam consistent",
            "Safe on stainless steel, vinyl and barrier tubing",
            "Follows your caustic clean to complete the cycle",
          ],
          costSavings: `${NO_HAZMAT}; fewer service calls for scaled lines`,
          ...SHOP.brewery,
          videoUrl: demoVideoUrl("acid"),
        },
      },
      {
        id: "beer_line_caustic",
        label: "Beer line cleaning (caustic, biofilm)",
        recommendation: {
          itemNumber: "TZ-BL-102",
          product: "Triple Zero Caustic Beer-Line Cleaner",
          concentration: "Concentrate; dilute 1:4 for the two-week line cleaning",
          benefits: [
            "Strips yeast, protein, hop resins and biofilm that cause off-flavors",
            "Non-corrosive to bartenders' skin at use dilution",
            "Rinses clean with no residual taste",
            "Biodegradable in 10 days or less",
          ],
          costSavings: `${NO_HAZMAT}; less beer lost to foamy, off-flavor pours`,
          ...SHOP.brewery,
          videoUrl: demoVideoUrl("caustic"),
        },
      },
      {
        id: "tank_cleaning_acid",
        label: "Tank & vessel cleaning (acid)",
        recommendation: {
          itemNumber: "TZ-BT-201",
          product: "Triple Zero Acid Tank Cleaner",
          concentration: "Concentrate; dilute 1:6 for spray-ball CIP",
          benefits: [
            "Removes beerstone from fermenter and brite tank walls",
            "Passivates stainless steel in the same step",
            "Low-foaming for spray-ball circulation",
            "Replaces phosphoric and nitric acid blends",
          ],
          costSavings: `${NO_HAZMAT}; one product cleans and passivates`,
          ...SHOP.brewery,
        },
      },
      {
        id: "tank_cleaning_caustic",
        label: "Tank & vessel cleaning (caustic)",
        recommendation: {
          itemNumber: "TZ-BT-202",
          product: "Triple Zero Caustic Tank Cleaner",
          concentration: "Concentrate; dilute 1:6, circulate warm or hot",
          benefits: [
            "Lifts krausen rings, yeast and trub without manual scrubbing",
            "Fast rinse shortens tank turnaround between batches",
            "Low-foaming for spray-ball CIP",
            "Non-corrosive to skin at use dilution, unlike sodium hydroxide",
          ],
          costSavings: `${NO_HAZMAT}; faster tank turnaround`,
          ...SHOP.brewery,
        },
      },
    ],
  },
  {
    id: "convenience",
    label: "Convenience Stores & Gas Stations",
    explore: {
      title: "Explore More C-Store Solutions",
      description: "One low-hazard cleaning program for the fuel island, the hot-food counter and the restrooms.",
      href: "/convenience-store",
      cta: "Convenience Store Solutions",
    },
    applications: [
      {
        id: "kitchen_degreasing",
        label: "Hot-food counter & kitchen degreasing",
        recommendation: {
          itemNumber: "TZ-CS-102",
          product: "Triple Zero C-Store Kitchen Degreaser",
          concentration: "Professional strength concentrate; dilute for daily wipe-downs, stronger for fryer boil-outs",
          benefits: [
            "Removes baked-on grease from roller grills, fryers, warmers and pizza ovens",
            "One concentrate covers daily and deep cleaning",
            "Non-corrosive to skin at use dilution",
            "Made in the USA and rated 0-0-0",
          ],
          costSavings: `${NO_HAZMAT}; one product instead of several`,
          ...SHOP.convenience,
        },
      },
      {
        id: "diesel_fuel_pump",
        label: "Diesel & fuel pump residue",
        recommendation: {
          itemNumber: "TZ-CS-106",
          product: "Triple Zero Fuel Pump Residue Remover",
          concentration: "Ready-to-use spray",
          benefits: [
            "Removes the diesel film customers complain about on handles",
            "Safe on displays, keypads and rubber hoses",
            "No flammable solvents at the fuel island",
            "Rated 0-0-0 with no hazmat shipping fees",
          ],
          costSavings: `${NO_HAZMAT}; staff clean pumps without a service contractor`,
          ...SHOP.convenience,
          videoUrl: demoVideoUrl("caustic"),
        },
      },
      {
        id: "toilet_urinal",
        label: "Restroom toilets & urinals",
        recommendation: {
          itemNumber: "TZ-CS-103",
          product: "Triple Zero Restroom Cleaner",
          concentration: "Ready-to-use",
          benefits: [
            "Removes urine scale and hard-water spotting",
            "Leaves chrome and porcelain bright without harsh acid odors",
            "No mixing, so every shift cleans the same way",
            "Works on contact, so restrooms close only briefly",
          ],
          costSavings: `${NO_HAZMAT}; no mixing errors or wasted product`,
          ...SHOP.convenience,
        },
      },
    ],
  },
  {
    id: "restaurants",
    label: "Restaurants & Food Service",
    applications: [
      {
        id: "kitchen_degreasing",
        label: "Kitchen degreasing",
        recommendation: {
          itemNumber: "TZ-KD-101",
          product: "Triple Zero Restaurant Kitchen Degreaser",
          concentration: "Concentrate; dilute 1:10 for general degreasing, 1:4 for heavy buildup",
          benefits: [
            "Cuts baked-on grease on fryers, flat-tops and walls in a single pass",
            "Non-corrosive to skin at use dilution for the night crew",
            "One concentrate replaces several specialty cleaners",
            "Replaces caustic oven and fryer cleaners",
          ],
          costSavings: `${NO_HAZMAT}; one gallon makes 10 gallons of working solution`,
          videoUrl: demoVideoUrl("caustic"),
        },
      },
      {
        id: "chizl_descaler",
        label: "Chizl descaler (dish machines, steamers, ice machines)",
        recommendation: {
          itemNumber: "TZ-DS-101",
          product: "Triple Zero Kitchen Descaler",
          concentration: "Concentrate; dilute 1:10 for routine descaling, 1:4 for heavy scale",
          benefits: [
            "Removes lime scale from dish machines, steamers, combi ovens and ice machines",
            "Restores heating efficiency and prevents scale breakdowns",
            "Safe on stainless steel, copper and common kitchen metals",
            "No fumes during descaling cycles",
          ],
          costSavings: `${NO_HAZMAT}; fewer repair calls for scaled equipment`,
          videoUrl: demoVideoUrl("acid"),
        },
      },
      {
        id: "hood_cleaning",
        label: "Hood & filter cleaning",
        recommendation: {
          itemNumber: "TZ-HC-101",
          product: "Triple Zero Hood Cleaner",
          concentration: "Concentrate; dilute 1:5 for spraying, 1:10 for filter soak tanks",
          benefits: [
            "Breaks down hardened grease in hoods, baffle filters and plenums",
            "Keeps exhaust airflow at design levels and lowers fire risk",
            "No caustic fumes in the kitchen",
            "Biodegradable in 10 days or less",
          ],
          costSavings: `${NO_HAZMAT}; longer intervals between professional hood services`,
        },
      },
      {
        id: "floor_cleaning",
        label: "Kitchen floor cleaning",
        recommendation: {
          itemNumber: "TZ-FC-101",
          product: "Triple Zero Kitchen Floor Cleaner",
          concentration: "Concentrate; dilute 1:32 for daily mopping, 1:16 for heavy grease",
          benefits: [
            "Removes the grease film that makes quarry tile slippery",
            "Low-foaming for mop buckets and autoscrubbers",
            "Keeps grout lines from darkening",
            "Rated 0-0-0 and made in the USA",
          ],
          costSavings: `${NO_HAZMAT}; one gallon makes 32 gallons of mop solution`,
        },
      },
      {
        id: "toilet_urinal",
        label: "Toilet & urinal cleaning",
        recommendation: {
          itemNumber: "TZ-TU-101",
          product: "Triple Zero Toilet & Urinal Cleaner",
          concentration: "Ready-to-use",
          benefits: [
            "Dissolves urine scale that causes lingering odors",
            "Clings under rims and inside urinal traps",
            "Safe for porcelain, chrome and septic systems",
            "Replaces hydrochloric-acid bowl cleaners",
          ],
          costSavings: `${NO_HAZMAT}; no separate odor-control products`,
        },
      },
    ],
  },
  {
    id: "food-beverage",
    label: "Food & Beverage Plants",
    applications: [
      {
        id: "processing_equipment",
        label: "Processing equipment CIP & foam cleaning",
        recommendation: {
          itemNumber: "TZ-PE-101",
          product: "Triple Zero Processing Equipment Cleaner",
          concentration: "Concentrate; dilute 1:20 to 1:50 depending on soil",
          benefits: [
            "Removes protein, fat, starch and sugar soils at lower temperatures",
            "Works with spray-ball CIP, foam guns and manual sanitation",
            "Shortens sanitation shifts with fast rinsing",
            "Safer for sanitation crews than caustic soda",
          ],
          costSavings: `${NO_HAZMAT}; lower energy use from cooler wash temperatures`,
        },
      },
      {
        id: "membrane_cleaning",
        label: "UF / NF / RO membrane cleaning",
        recommendation: {
          itemNumber: "TZ-MC-201",
          product: "Triple Zero Food & Beverage Membrane Cleaner",
          concentration: "Concentrate; dilute 1:50 for membrane CIP",
          benefits: [
            "Removes calcium phosphate, milkstone and mineral fouling",
            "Recovers permeate flux on dairy, juice and beverage membranes",
            "Gentle on polymeric membrane elements",
            "Fewer cleanings extend membrane service life",
          ],
          costSavings: `${NO_HAZMAT}; longer membrane life`,
        },
      },
      {
        id: "resin_regen",
        label: "Resin regeneration",
        recommendation: {
          itemNumber: "TZ-RR-201",
          product: "Triple Zero Food & Beverage Resin Regenerator",
          concentration: "Concentrate; dilute 1:20 for regeneration",
          benefits: [
            "Restores exchange capacity of sugar, sweetener and juice resins",
            "Strips organic foulants and color bodies",
            "Extends resin bed replacement intervals",
            "Rated 0-0-0 with no hazmat shipping fees",
          ],
          costSavings: `${NO_HAZMAT}; resin beds last longer between replacements`,
        },
      },
    ],
  },
  {
    id: "grill",
    label: "Grill & Oven Cleaning",
    applications: [
      {
        id: "grill_oven_cleaning",
        label: "Grill, griddle & oven cleaning",
        recommendation: {
          itemNumber: "TZ-GR-101",
          product: "Triple Zero Grill & Oven Cleaner Concentrate",
          concentration: "Concentrate; dilute 1:10 with water",
          benefits: [
            "Dissolves carbon and baked-on grease without scraping or wire brushes",
            "One gallon makes ten gallons of ready-to-use cleaner",
            "No caustic fumes while the kitchen is open",
            "30-day money-back guarantee",
          ],
          costSavings: `${NO_HAZMAT}; 10 gallons of cleaner from every gallon`,
          ...SHOP.grill,
        },
      },
      {
        id: "smoker_cleaning",
        label: "Smoker cleaning",
        recommendation: {
          itemNumber: "TZ-GR-102",
          product: "Triple Zero Smoker Cleaner",
          concentration: "Concentrate; dilute 1:10 for routine cleaning, 1:4 for heavy creosote",
          benefits: [
            "Softens hardened creosote, smoke tar and rendered fat",
            "Rinses free with no flavor carry-over",
            "Safe on stainless and seasoned steel",
            "Biodegradable in 10 days or less",
          ],
          costSavings: `${NO_HAZMAT}; racks and drip pans last longer`,
          ...SHOP.grill,
        },
      },
    ],
  },
  {
    id: "marine",
    label: "Marine & Shipping",
    applications: [
      {
        id: "hull_cleaning",
        label: "Hull cleaning",
        recommendation: {
          itemNumber: "TZ-MH-101",
          product: "Triple Zero Hull Cleaner",
          concentration: "Ready-to-use, or dilute 1:1 for light staining",
          benefits: [
            "Removes waterline scum, yellow stains and rust streaks",
            "No sanding or heavy compounding to bring the hull back to white",
            "Safe on gelcoat, fiberglass and painted hulls",
            "Biodegradable, safer around marinas than oxalic or hydrochloric acid",
          ],
          costSavings: `${NO_HAZMAT}; less labor per haul-out`,
        },
      },
      {
        id: "teak_furniture",
        label: "Teak decks & furniture",
        recommendation: {
          itemNumber: "TZ-MT-101",
          product: "Triple Zero Teak Furniture Cleaner",
          concentration: "Concentrate; dilute 1:3 for routine cleaning",
          benefits: [
            "Brings gray, weathered teak back to its natural color",
            "Does not raise the grain or strip soft wood fibers",
            "Prepares teak for oiling or sealing",
            "Replaces two-part acid teak cleaners",
          ],
          costSavings: `${NO_HAZMAT}; teak lasts longer between refinishing`,
        },
      },
      {
        id: "deck_cleaning",
        label: "Deck & upholstery washdowns",
        recommendation: {
          itemNumber: "TZ-MD-101",
          product: "Triple Zero Deck Cleaner",
          concentration: "Concentrate; dilute 1:20 for washdowns",
          benefits: [
            "Lifts fish blood, grime and mildew from non-skid texture",
            "Safe on vinyl, canvas and stainless fittings",
            "Rinses fast with little foam between charters",
            "Biodegradable in 10 days or less",
          ],
          costSavings: `${NO_HAZMAT}; one gallon makes 20 gallons of washdown solution`,
        },
      },
      {
        id: "waste_water",
        label: "Holding tanks & waste water",
        recommendation: {
          itemNumber: "TZ-MW-101",
          product: "Triple Zero Marine Waste Water Holding Tank Treatment",
          concentration: "Dose 4 oz per 40 gallons of tank capacity",
          benefits: [
            "Controls holding-tank odors between pump-outs",
            "Liquefies waste and tissue to prevent clogs",
            "Keeps tank level sensors reading accurately",
            "Leaves pump-out contents easier to handle at marina stations",
          ],
          costSavings: `${NO_HAZMAT}; fewer clogged hoses and sensor repairs`,
        },
      },
    ],
  },
  {
    id: "pool",
    label: "Pool & Spa",
    applications: [
      {
        id: "descaler",
        label: "Calcium scale & waterline rings",
        recommendation: {
          itemNumber: "TZ-PS-101",
          product: "Triple Zero Pool & Spa Descaler",
          concentration: "Dilute 15% for light waterline scale, up to full strength for heavy calcium",
          benefits: [
            "Removes calcium scale and white waterline rings from tile and spa shells",
            "No choking fumes, unlike muriatic acid",
            "Non-corrosive to skin at use dilution",
            "One 32 oz bottle treats 500-1000 sq ft",
          ],
          costSavings: "Shipping included in the price; no hazmat fees",
          videoUrl: demoVideoUrl("acid"),
        },
      },
      {
        id: "degreaser",
        label: "Oil & scum lines",
        recommendation: {
          itemNumber: "TZ-PS-102",
          product: "Triple Zero Pool & Spa Oil & Scum Remover",
          concentration: "Spray neat on heavy scum lines; dilute to 1% for wipe-downs and filter soaks",
          benefits: [
            "Lifts body oils, sunscreen and lotion scum at the waterline",
            "Safe for vinyl, plaster, fiberglass and tile",
            "Degreases filter cartridges in a soak",
            "Biodegradable in 10 days or less",
          ],
          costSavings: "Shipping included in the price; no hazmat fees",
        },
      },
    ],
  },
  {
    id: "water",
    label: "Water Technologies",
    applications: [
      {
        id: "wastewater_treatment",
        label: "Wastewater treatment equipment",
        recommendation: {
          itemNumber: "TZ-WW-101",
          product: "Triple Zero Wastewater Treatment Cleaner",
          concentration: "Concentrate; dilute 1:20 for pressure washing",
          benefits: [
            "Cuts grease mats and biofilm on weirs, walls and wet wells",
            "Biodegradable, so it does not upset treatment biology",
            "Reduces odors from lift stations",
            "Rated 0-0-0 with no hazmat shipping fees",
          ],
          costSavings: `${NO_HAZMAT}; fewer biology upsets after cleaning`,
        },
      },
      {
        id: "descaling",
        label: "Water system descaling",
        recommendation: {
          itemNumber: "TZ-WD-101",
          product: "Triple Zero Water System Descaler",
          concentration: "Concentrate; dilute 1:10 for circulation, 1:4 for heavy scale",
          benefits: [
            "Dissolves calcium carbonate in heaters, piping and tanks",
            "Restores flow and heat transfer",
            "Safe on copper, brass and stainless steel",
            "Replaces muriatic acid with no fumes during circulation",
          ],
          costSavings: `${NO_HAZMAT}; lower energy use from scale-free heaters`,
          videoUrl: demoVideoUrl("acid"),
        },
      },
      {
        id: "ponds_fountains",
        label: "Ponds & fountains",
        recommendation: {
          itemNumber: "TZ-PF-101",
          product: "Triple Zero Pond & Fountain Cleaner",
          concentration: "Concentrate; dilute 1:10 for routine cleaning",
          benefits: [
            "Clears calcium from nozzles, basins and pond equipment",
            "Safe for landscaping once rinsed",
            "Restores the look of stone, tile and bronze features",
            "Rated 0-0-0 with no hazmat shipping fees",
          ],
          costSavings: `${NO_HAZMAT}; nozzles keep their spray pattern longer`,
        },
      },
      {
        id: "resin_regeneration",
        label: "Softener & ion-exchange resin regeneration",
        recommendation: {
          itemNumber: "TZ-RR-101",
          product: "Triple Zero Ion-Exchange Resin Regenerator",
          concentration: "Concentrate; dilute 1:20 for resin cleaning",
          benefits: [
            "Strips iron and manganese fouling from resin beads",
            "Restores softener run length",
            "Delays costly resin replacement",
            "Biodegradable in 10 days or less",
          ],
          costSavings: `${NO_HAZMAT}; resin replacement pushed back by years`,
        },
      },
      {
        id: "membrane_cleaning",
        label: "RO / UF membrane cleaning",
        recommendation: {
          itemNumber: "TZ-MC-101",
          product: "Triple Zero RO/UF Membrane Cleaner",
          concentration: "Concentrate; dilute 1:50 for membrane CIP",
          benefits: [
            "Removes calcium carbonate, iron and metal hydroxide fouling",
            "Restores normalized permeate flow and pressure drop",
            "Can extend membrane service life up to 300%",
            "Compatible with thin-film composite elements",
          ],
          costSavings: `${NO_HAZMAT}; membranes last up to three times longer`,
        },
      },
    ],
  },
];

export function findIndustry(industryId: string): WizardIndustry | undefined {
  return WIZARD_INDUSTRIES.find((i) => i.id === industryId);
}

/** The applications offered once an industry is chosen; none for an unknown industry. */
export function applicationsFor(industryId: string): readonly WizardApplication[] {
  return findIndustry(industryId)?.applications ?? [];
}

/** The recommendation for a pair, or undefined unless both are chosen and belong together. */
export function recommendationFor(industryId: string, applicationId: string): WizardRecommendation | undefined {
  return applicationsFor(industryId).find((a) => a.id === applicationId)?.recommendation;
}
