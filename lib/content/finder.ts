// The Application Finder's vocabulary (seed 000 §3): industries, the 18 cleaning types in their four
// intensity groups, priorities, volumes and frequencies, plus which catalog product answers each
// cleaning type in each industry. The rule that combines them lives in lib/domain/finder.ts.
import type { ContactPageIndustry } from "./contact-industries";

export const FINDER_INDUSTRIES = [
  { id: "food", label: "Food Service & Processing", description: "Restaurants, commercial kitchens, food and beverage plants" },
  { id: "marine", label: "Marine & Shipping", description: "Boats, yachts, marinas and fleets" },
  { id: "hvac", label: "HVAC & Boiler Systems", description: "Coils, boilers, chillers and heat exchangers" },
  { id: "water", label: "Water Technologies", description: "RO membranes, softeners, wastewater and fountains" },
  { id: "agriculture", label: "Agriculture", description: "Dairy, poultry, livestock and irrigation" },
  { id: "convenience", label: "Convenience Stores & Gas Stations", description: "Fuel islands, hot food, restrooms" },
] as const;

export type FinderIndustryId = (typeof FINDER_INDUSTRIES)[number]["id"];
export const FINDER_INDUSTRY_IDS = FINDER_INDUSTRIES.map((i) => i.id) as [FinderIndustryId, ...FinderIndustryId[]];

/** The contact page of each industry (/contact?industry=…), where Contact Us takes a customer who chose only that one. */
export const FINDER_CONTACT_INDUSTRY: Record<FinderIndustryId, ContactPageIndustry | undefined> = {
  food: "food-beverage",
  marine: "marine",
  hvac: "hvac",
  water: "water-technologies",
  agriculture: "agriculture",
  convenience: undefined,
};

export const CLEANING_TYPE_GROUPS = [
  {
    intensity: "High",
    types: [
      { id: "degreasing", label: "Degreasing" },
      { id: "descaling", label: "Descaling" },
      { id: "biofilm", label: "Biofilm Removal" },
      { id: "grill_oven", label: "Grill & Oven" },
      { id: "fuel_residue", label: "Fuel Residue" },
      { id: "hull_cleaning", label: "Hull Cleaning" },
    ],
  },
  {
    intensity: "Low",
    types: [{ id: "maintenance", label: "Routine Maintenance" }],
  },
  {
    intensity: "Medium",
    types: [
      { id: "restroom", label: "Restroom" },
      { id: "pool_spa", label: "Pool & Spa" },
      { id: "teak_furniture", label: "Teak & Furniture" },
      { id: "deck_cleaning", label: "Deck Cleaning" },
      { id: "kitchen_cleaning", label: "Kitchen Cleaning" },
    ],
  },
  {
    intensity: "Specialized",
    types: [
      { id: "membrane", label: "Membrane Cleaning" },
      { id: "beer_line", label: "Beer Line" },
      { id: "weed_control", label: "Weed Control" },
      { id: "ph_balancing", label: "pH Balancing" },
      { id: "chlorine_alternative", label: "Chlorine Alternative" },
      { id: "waste_water", label: "Waste Water" },
    ],
  },
] as const;

export type CleaningTypeId = (typeof CLEANING_TYPE_GROUPS)[number]["types"][number]["id"];
export type CleaningType = { id: CleaningTypeId; label: string };
export const CLEANING_TYPES: readonly CleaningType[] = CLEANING_TYPE_GROUPS.flatMap((g): readonly CleaningType[] => g.types);
export const CLEANING_TYPE_IDS = CLEANING_TYPES.map((t) => t.id) as [CleaningTypeId, ...CleaningTypeId[]];

export const FINDER_PRIORITIES = [
  { id: "safety", label: "Worker Safety", description: "Non-corrosive, no fumes, no special PPE" },
  { id: "cost", label: "Cost Savings", description: "No hazmat fees, concentrates that go further" },
  { id: "performance", label: "Cleaning Performance", description: "Fewer passes, less scrubbing, less downtime" },
  { id: "compliance", label: "Regulatory Compliance", description: "Simpler SDS, storage and shipping paperwork" },
] as const;

export type PriorityId = (typeof FINDER_PRIORITIES)[number]["id"];
export const PRIORITY_IDS = FINDER_PRIORITIES.map((p) => p.id) as [PriorityId, ...PriorityId[]];

export const FINDER_VOLUMES = [
  { id: "1-50", label: "1-50 gallons per month" },
  { id: "51-200", label: "51-200 gallons per month" },
  { id: "201-500", label: "201-500 gallons per month" },
  { id: "500+", label: "500+ gallons per month" },
] as const;

export type VolumeId = (typeof FINDER_VOLUMES)[number]["id"];
export const VOLUME_IDS = FINDER_VOLUMES.map((v) => v.id) as [VolumeId, ...VolumeId[]];

export const FINDER_FREQUENCIES = [
  { id: "daily", label: "Daily" },
  { id: "weekly", label: "Weekly" },
  { id: "monthly", label: "Monthly" },
  { id: "as-needed", label: "As needed" },
] as const;

export type FrequencyId = (typeof FINDER_FREQUENCIES)[number]["id"];
export const FREQUENCY_IDS = FINDER_FREQUENCIES.map((f) => f.id) as [FrequencyId, ...FrequencyId[]];

/** A catalog product as the finder recommends it: its name until the catalog's own is read, its use and why. */
export type FinderProduct = {
  itemNumber: string;
  name: string;
  concentration: string;
  /** Why this product answers the chosen cleaning type. */
  why: string;
};

function product(itemNumber: string, name: string, concentration: string, why: string): FinderProduct {
  return { itemNumber, name, concentration, why };
}

// The answer shows the catalog's own name, price and minimum, read from GET /api/products when it appears;
// the name here stands until then and in the contact message.
const P = {
  kitchenDegreaser: product(
    "TZ-KD-101",
    "Triple Zero Restaurant Kitchen Degreaser",
    "Dilute 1:10 for general degreasing, 1:4 for heavy buildup",
    "Cuts animal fats, oils and carbonized food soil from fryers, flat-tops, walls and floors.",
  ),
  kitchenDescaler: product(
    "TZ-DS-101",
    "Triple Zero Kitchen Descaler",
    "Dilute 1:10 for routine descaling, 1:4 for heavy scale",
    "Removes lime scale from dish machines, steamers, combi ovens and ice machines.",
  ),
  hoodCleaner: product(
    "TZ-HC-101",
    "Triple Zero Hood Cleaner",
    "Dilute 1:5 for spraying, 1:10 for soak tanks",
    "Dissolves polymerized grease in hoods, baffle filters and plenums.",
  ),
  floorCleaner: product(
    "TZ-FC-101",
    "Triple Zero Kitchen Floor Cleaner",
    "Dilute 1:32 for daily mopping, 1:16 for heavy grease",
    "Removes the grease film that makes kitchen and plant floors slippery.",
  ),
  toiletUrinal: product(
    "TZ-TU-101",
    "Triple Zero Toilet & Urinal Cleaner",
    "Ready-to-use",
    "Dissolves urine scale and hard-water rings without harsh bowl-acid odors.",
  ),
  processing: product(
    "TZ-PE-101",
    "Triple Zero Processing Equipment Cleaner",
    "Dilute 1:20 to 1:50 depending on soil",
    "Removes protein, fat, starch and sugar soils and the biofilm they feed, by CIP or foam.",
  ),
  fbMembrane: product(
    "TZ-MC-201",
    "Triple Zero Food & Beverage Membrane Cleaner",
    "Dilute 1:50 for membrane CIP",
    "Recovers flux on dairy, juice and beverage UF/NF/RO membranes.",
  ),
  fbResin: product(
    "TZ-RR-201",
    "Triple Zero Food & Beverage Resin Regenerator",
    "Dilute 1:20 for regeneration",
    "Strips organic foulants so process resin beds return to full capacity.",
  ),
  grillOven: product(
    "TZ-GR-101",
    "Triple Zero Grill & Oven Cleaner Concentrate",
    "Dilute 1:10 with water",
    "Dissolves carbon and baked-on grease from grills, griddles and ovens without fumes.",
  ),
  ovenHood: product(
    "TZ-GR-104",
    "Triple Zero Oven & Hood Degreaser",
    "Dilute 1:5 for hoods and oven interiors",
    "Clings to vertical surfaces around the cook line for a longer dwell time.",
  ),
  beerLineAcid: product(
    "TZ-BL-101",
    "Triple Zero Acid Beer-Line Cleaner",
    "Dilute 1:4 for line cleaning",
    "Removes beerstone and mineral scale that caustic cleaning leaves behind.",
  ),
  beerLineCaustic: product(
    "TZ-BL-102",
    "Triple Zero Caustic Beer-Line Cleaner",
    "Dilute 1:4 for line cleaning",
    "Strips yeast, protein and biofilm from draft lines on a two-week schedule.",
  ),
  draftKit: product(
    "TZ-BK-401",
    "Triple Zero Draft Line Cleaning Kit",
    "Caustic and acid concentrates; dilute 1:4",
    "A complete caustic and acid line-cleaning cycle in one box.",
  ),
  hull: product(
    "TZ-MH-101",
    "Triple Zero Hull Cleaner",
    "Ready-to-use, or dilute 1:1 for light staining",
    "Removes waterline scum, yellow stains and rust streaks from gelcoat without sanding.",
  ),
  teak: product(
    "TZ-MT-101",
    "Triple Zero Teak Furniture Cleaner",
    "Dilute 1:3 for routine cleaning",
    "Brings gray, weathered teak back to its natural color without raising the grain.",
  ),
  deck: product(
    "TZ-MD-101",
    "Triple Zero Deck Cleaner",
    "Dilute 1:20 for washdowns",
    "Lifts fish blood, grime and mildew from non-skid decks and vinyl.",
  ),
  marineWaste: product(
    "TZ-MW-101",
    "Triple Zero Marine Waste Water Holding Tank Treatment",
    "Dose 4 oz per 40 gallons of tank capacity",
    "Liquefies waste and controls holding-tank odors between pump-outs.",
  ),
  bilge: product(
    "TZ-MB-101",
    "Triple Zero Bilge Cleaner",
    "Dilute 1:10 for bilge cleaning",
    "Emulsifies oil and fuel in bilges and engine rooms without flammable solvents.",
  ),
  coil: product(
    "TZ-CC-101",
    "Triple Zero Coil Cleaner",
    "Dilute 1:5 for condenser coils, 1:10 for evaporator coils",
    "Foams into fins to push out dirt, grease and biological growth.",
  ),
  boiler: product(
    "TZ-BC-101",
    "Triple Zero Boiler Cleaner & Descaler",
    "Dilute 1:10 for circulation cleaning",
    "Removes scale, iron oxide and sludge to restore boiler heat transfer.",
  ),
  heatExchanger: product(
    "TZ-HX-101",
    "Triple Zero Heat Exchanger Cleaner",
    "Dilute 1:8 for clean-in-place circulation",
    "Restores heat transfer to 95%+ of design without tearing equipment down.",
  ),
  coolingTower: product(
    "TZ-CT-101",
    "Triple Zero Cooling Tower Descaler",
    "Dilute 1:10 for circulation, 1:4 for spray application",
    "Clears scale from fill, basins and nozzles so the tower rejects heat efficiently.",
  ),
  roMembrane: product(
    "TZ-MC-101",
    "Triple Zero RO/UF Membrane Cleaner",
    "Dilute 1:50 for membrane CIP",
    "Removes carbonate, iron and hydroxide fouling to restore permeate flow.",
  ),
  softenerResin: product(
    "TZ-RR-101",
    "Triple Zero Ion-Exchange Resin Regenerator",
    "Dilute 1:20 for resin cleaning",
    "Strips iron and manganese fouling so softeners run full cycles.",
  ),
  wastewater: product(
    "TZ-WW-101",
    "Triple Zero Wastewater Treatment Cleaner",
    "Dilute 1:20 for pressure washing",
    "Cuts grease mats and biofilm without upsetting downstream treatment biology.",
  ),
  waterDescaler: product(
    "TZ-WD-101",
    "Triple Zero Water System Descaler",
    "Dilute 1:10 for circulation, 1:4 for heavy scale",
    "Dissolves mineral scale in heaters, piping and tanks without muriatic acid.",
  ),
  pondFountain: product(
    "TZ-PF-101",
    "Triple Zero Pond & Fountain Cleaner",
    "Dilute 1:10 for routine cleaning",
    "Clears calcium from fountain nozzles, basins and pond equipment.",
  ),
  dairy: product(
    "TZ-AG-101",
    "Triple Zero Dairy Pipeline Cleaner",
    "Dilute 1:64 for pipeline wash cycles",
    "Removes milk fat, protein and biofilm in the daily parlor wash.",
  ),
  poultry: product(
    "TZ-AG-102",
    "Triple Zero Poultry Housing Cleaner",
    "Dilute 1:50 for foam application",
    "Foams onto walls, feeders and fans to clear organic buildup between flocks.",
  ),
  livestock: product(
    "TZ-AG-103",
    "Triple Zero Livestock Facility Cleaner",
    "Dilute 1:40 for pressure washers",
    "Loosens manure and biofilm in barns, pens and trailers with less water.",
  ),
  irrigation: product(
    "TZ-IR-101",
    "Triple Zero Irrigation Line & Membrane Cleaner",
    "Dilute 1:100 for line injection, 1:50 for membrane CIP",
    "Unclogs drip emitters and cleans agricultural RO membranes.",
  ),
  fuelSystem: product(
    "TZ-CS-101",
    "Triple Zero Fuel System Cleaner",
    "Professional strength concentrate",
    "Cuts gasoline and diesel film from fuel islands, dispenser cabinets and sumps.",
  ),
  fuelPump: product(
    "TZ-CS-106",
    "Triple Zero Fuel Pump Residue Remover",
    "Ready-to-use",
    "Removes sticky diesel residue from handles, keypads and hoses customers touch.",
  ),
  cstoreKitchen: product(
    "TZ-CS-102",
    "Triple Zero C-Store Kitchen Degreaser",
    "Professional strength concentrate",
    "Removes baked-on grease from roller grills, fryers, warmers and pizza ovens.",
  ),
  cstoreRestroom: product(
    "TZ-CS-103",
    "Triple Zero Restroom Cleaner",
    "Ready-to-use",
    "Removes urine scale and hard-water spotting in high-traffic public restrooms.",
  ),
  cstoreFloor: product(
    "TZ-CS-105",
    "Triple Zero Floor & Surface Cleaner",
    "Ready-to-use",
    "Lifts tracked-in dirt and fuel film from sales floors without a slippery residue.",
  ),
  coffee: product(
    "TZ-CS-104",
    "Triple Zero Coffee Equipment Cleaner",
    "Professional strength concentrate",
    "Dissolves coffee oils and tannin from brewers, airpots and carafes.",
  ),
  poolDescaler: product(
    "TZ-PS-101",
    "Triple Zero Pool & Spa Descaler",
    "Dilute 15%-100% depending on scale thickness",
    "Removes calcium scale and waterline rings from tile and spa shells without fumes.",
  ),
  poolScum: product(
    "TZ-PS-102",
    "Triple Zero Pool & Spa Oil & Scum Remover",
    "Dilute 1%-99% depending on soil load",
    "Lifts body oils and sunscreen scum lines at the waterline.",
  ),
  multiPurpose: product(
    "TZ-MP-101",
    "Triple Zero Multi-Purpose Cleaner",
    "Professional strength formula",
    "A near-neutral cleaner for most washable surfaces; one product for routine upkeep.",
  ),
  concreteFloor: product(
    "TZ-CF-101",
    "Triple Zero Concrete & Floor Degreaser",
    "Dilute 1:20 for scrubbers, 1:5 for oil stains",
    "Draws oil and grease out of porous concrete in shops, docks and yards.",
  ),
  partsWasher: product(
    "TZ-ID-101",
    "Triple Zero Heavy-Duty Parts Washer Degreaser",
    "Dilute 1:10 for spray cabinets, 1:5 for soak tanks",
    "Replaces solvent parts washers for oil, grease and carbon on machined parts.",
  ),
  rustScale: product(
    "TZ-RS-101",
    "Triple Zero Rust & Scale Remover",
    "Dilute 1:4 for soak tanks, ready-to-use for spot treatment",
    "Dissolves rust and mineral scale from steel equipment without acid fumes.",
  ),
} as const;

/**
 * The product for each cleaning type in each industry; types that do not really occur in an industry
 * still answer with the closest product, so every one of the 18 choices gives a recommendation.
 */
/** The product that answers a cleaning type in an industry; null where no product of the line fits. */
export const FINDER_PRODUCT_MATRIX: Record<CleaningTypeId, Record<FinderIndustryId, FinderProduct | null>> = {
  degreasing: {
    food: P.kitchenDegreaser,
    marine: P.bilge,
    hvac: P.coil,
    water: P.wastewater,
    agriculture: P.livestock,
    convenience: P.cstoreKitchen,
  },
  descaling: {
    food: P.kitchenDescaler,
    marine: P.rustScale,
    hvac: P.boiler,
    water: P.waterDescaler,
    agriculture: P.irrigation,
    convenience: P.coffee,
  },
  biofilm: {
    food: P.processing,
    marine: P.deck,
    hvac: P.coolingTower,
    water: P.wastewater,
    agriculture: P.dairy,
    convenience: P.cstoreFloor,
  },
  grill_oven: {
    food: P.grillOven,
    marine: P.grillOven,
    hvac: P.ovenHood,
    water: P.grillOven,
    agriculture: P.grillOven,
    convenience: P.cstoreKitchen,
  },
  fuel_residue: {
    food: P.concreteFloor,
    marine: P.bilge,
    hvac: P.partsWasher,
    water: P.concreteFloor,
    agriculture: P.partsWasher,
    convenience: P.fuelPump,
  },
  hull_cleaning: { food: P.hull, marine: P.hull, hvac: P.hull, water: P.hull, agriculture: P.hull, convenience: P.hull },
  maintenance: {
    food: P.floorCleaner,
    marine: P.deck,
    hvac: P.heatExchanger,
    water: P.roMembrane,
    agriculture: P.livestock,
    convenience: P.multiPurpose,
  },
  restroom: {
    food: P.toiletUrinal,
    marine: P.marineWaste,
    hvac: P.toiletUrinal,
    water: P.toiletUrinal,
    agriculture: P.toiletUrinal,
    convenience: P.cstoreRestroom,
  },
  pool_spa: {
    food: P.poolDescaler,
    marine: P.poolScum,
    hvac: P.poolDescaler,
    water: P.poolDescaler,
    agriculture: P.poolDescaler,
    convenience: P.poolDescaler,
  },
  teak_furniture: { food: P.teak, marine: P.teak, hvac: P.teak, water: P.teak, agriculture: P.teak, convenience: P.teak },
  deck_cleaning: { food: P.deck, marine: P.deck, hvac: P.deck, water: P.deck, agriculture: P.deck, convenience: P.concreteFloor },
  kitchen_cleaning: {
    food: P.kitchenDegreaser,
    marine: P.kitchenDegreaser,
    hvac: P.kitchenDegreaser,
    water: P.kitchenDegreaser,
    agriculture: P.kitchenDegreaser,
    convenience: P.cstoreKitchen,
  },
  membrane: {
    food: P.fbMembrane,
    marine: P.roMembrane,
    hvac: P.roMembrane,
    water: P.roMembrane,
    agriculture: P.irrigation,
    convenience: P.roMembrane,
  },
  beer_line: {
    food: P.beerLineCaustic,
    marine: P.draftKit,
    hvac: P.draftKit,
    water: P.beerLineAcid,
    agriculture: P.draftKit,
    convenience: P.draftKit,
  },
  // Specialised needs no cleaner answers: the finder says so and offers a consultation (NO_PRODUCT_FITS).
  weed_control: { food: null, marine: null, hvac: null, water: null, agriculture: null, convenience: null },
  ph_balancing: { food: null, marine: null, hvac: null, water: null, agriculture: null, convenience: null },
  chlorine_alternative: { food: null, marine: null, hvac: null, water: null, agriculture: null, convenience: null },
  waste_water: {
    food: P.wastewater,
    marine: P.marineWaste,
    hvac: P.wastewater,
    water: P.wastewater,
    agriculture: P.wastewater,
    convenience: P.wastewater,
  },
};

/**
 * Why no product is offered for a specialised need: the line is cleaners rated 0-0-0, not herbicides, pH
 * adjusters or sanitisers, and an unrelated cleaner would be a wrong answer. A consultation is offered instead.
 */
export const NO_PRODUCT_FITS: Partial<Record<CleaningTypeId, string>> = {
  weed_control:
    "None of our products is a weed killer. Our cleaners can clear algae and organic film from hardscape once the growth is treated; ask us what fits your site.",
  ph_balancing:
    "Our products clean; none of them is made to adjust the pH of a system's water. Tell us about your system and we will say what to pair with our cleaners.",
  chlorine_alternative:
    "None of our products is a registered sanitizer or disinfectant to use in place of chlorine. Our cleaners remove the soil and biofilm before your sanitizer; ask us how to set up the program.",
};

/** A benefit the finder adds when the customer ranks a priority. */
export const PRIORITY_BENEFITS: Record<PriorityId, string> = {
  safety: "Non-corrosive to skin at use dilution, with no choking fumes: no special PPE or ventilation for your crew",
  cost: "No hazmat shipping fees, and concentrates that make several gallons of working solution per gallon",
  performance: "Cuts heavy soil and scale in a single pass, so equipment is back in service sooner",
  compliance: "Rated 0-0-0: no hazmat placards, no hazmat storage cabinet and simpler SDS paperwork",
};

/** What each industry gains beyond the common 0-0-0 claims. */
export const INDUSTRY_BENEFITS: Record<FinderIndustryId, string> = {
  food: "Rinses free and fast, so cleaning fits between service and production runs",
  marine: "Safer for marinas and the water around the hull than acid hull cleaners",
  hvac: "Safe on copper, aluminum and steel at use dilution, restoring efficiency without damaging equipment",
  water: "Biodegradable, so rinse water does not upset biological treatment",
  agriculture: "Safe around animals and crops once rinsed",
  convenience: "One low-hazard program for the fuel island, hot-food counter and restrooms",
};

/** The same three claims close every recommendation. */
export const COMMON_BENEFITS = [
  "0-0-0 hazmat rating: ships without hazmat fees",
  "Biodegradable in 10 days or less",
  "100% American made",
] as const;

/**
 * How the customer's stated monthly volume is expected to ship, for the savings estimate: the
 * container that fits and how many shipments a month.
 */
export const VOLUME_SHIPPING: Record<VolumeId, { containerSize: string; shipments: number; description: string }> = {
  "1-50": { containerSize: "5-gallon-pails", shipments: 2, description: "two shipments of 5-gallon pails" },
  "51-200": { containerSize: "55-gallon-drums", shipments: 2, description: "two shipments of 55-gallon drums" },
  "201-500": { containerSize: "275-gallon-totes", shipments: 2, description: "two shipments of 275-gallon totes" },
  "500+": { containerSize: "330-gallon-totes", shipments: 4, description: "four shipments of 330-gallon totes" },
};

/** The schedule step of the implementation plan, by how often the customer cleans. */
export const FREQUENCY_STEPS: Record<FrequencyId, string> = {
  daily: "Add it to the end-of-shift checklist and pre-mix a day's working solution in labeled spray bottles",
  weekly: "Set a weekly deep-clean slot and keep a labeled dilution station beside the work area",
  monthly: "Book a monthly cleaning cycle on the maintenance calendar alongside your other PM tasks",
  "as-needed": "Keep concentrate on hand and mix only what each job needs, since it stores safely with general supplies",
};

/** The dialog's four steps, in order (seed 000 §2). */
export const FINDER_STEPS = [
  { title: "Industries", question: "Which industries do you work in?", hint: "Choose all that apply." },
  { title: "Applications", question: "What do you need to clean?", hint: "Choose all that apply, from any intensity group." },
  { title: "Priorities", question: "What matters most to you?", hint: "Choose one or more." },
  { title: "Challenges", question: "How much do you use, and how often?", hint: "Choose one of each." },
] as const;
