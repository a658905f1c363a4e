// The three brewery case studies (seed 001 §2 "Beer-line case study pages"): beer-line cleaning
// services (the variant with three cases and a featured case), craft brewers and home brewers.
// Quotes name a role and a city, never a person or a real business.
import { siteConfig } from "@/lib/site-config";

const { productLine } = siteConfig;
const { hazmatRating } = siteConfig.claims;

export type BreweryCaseStudySlug = "beer-line-cleaners" | "craft-brewers" | "home-brewers";

export type CaseStudyStat = { value: string; label: string };
export type CaseStudyQuote = { quote: string; role: string; location: string };
export type CaseStudyBenefit = { title: string; text: string; icon: CaseStudyIcon };
export type CaseStudyIcon = "shield" | "truck" | "leaf" | "flag" | "clock" | "droplets" | "beer" | "home";

/** One customer story of the beer-line cleaners page: where, how big, what hurt, what changed. */
export type CaseStudyCase = {
  id: string;
  title: string;
  location: string;
  profile: string;
  challenge: string;
  solution: string;
  results: readonly string[];
  /** Catalog items the customer uses. */
  itemNumbers: readonly string[];
};

export type CaseStudyStep = { title: string; text: string };

export type BreweryCaseStudy = {
  slug: BreweryCaseStudySlug;
  path: `/brewery-case-studies/${BreweryCaseStudySlug}`;
  /** The name in menus and on the index page. */
  label: string;
  /** One or two sentences for the index page and the header menu. */
  summary: string;
  seo: { title: string; description: string; keywords: string[] };
  hero: { eyebrow: string; heading: string; intro: string };
  featuredStory: {
    heading: string;
    paragraphs: readonly string[];
    video: { label: string; href: string; note: string };
  };
  stats: { heading: string; items: readonly CaseStudyStat[] };
  quotes: readonly CaseStudyQuote[];
  /** Only the beer-line cleaners page: a case told in full, then three shorter ones. */
  featuredCase?: CaseStudyCase;
  cases?: readonly CaseStudyCase[];
  /** A how-to: the cleaning cycle for the audience of the page. */
  process?: { heading: string; intro: string; steps: readonly CaseStudyStep[] };
  /** Home brewers: handling the concentrate in a kitchen or garage. */
  safety?: { heading: string; intro: string; tips: readonly string[] };
  products: { heading: string; intro: string; itemNumbers: readonly string[] };
  benefits: { heading: string; items: readonly CaseStudyBenefit[] };
  cta: { heading: string; text: string; primary: string; secondary: string };
};

/** Where every "watch the demo" link of the case studies goes: the technology page's demos. */
export const DEMO_VIDEOS_HREF = "/technology#demos";

/** Trials and samples are requested through the brewery home's contact form. */
export const BREWERY_CONTACT_HREF = "/brewery-cleaning#contact";

const BEER_LINE_CLEANERS: BreweryCaseStudy = {
  slug: "beer-line-cleaners",
  path: "/brewery-case-studies/beer-line-cleaners",
  label: "Beer Line Cleaners",
  summary:
    "How draft-line cleaning services serve 85+ bars and taprooms on one route with a cleaner that carries no hazmat placards and no burns on the job.",
  seo: {
    title: "Beer Line Cleaning Case Studies: Draft Services and Breweries",
    description: `Beer-line cleaning services, a Milwaukee craft brewery, a Denver chain of 8 taprooms and a Portland microbrewery cleaned draft lines with ${productLine}, rated ${hazmatRating}.`,
    keywords: [
      "beer line cleaning case study",
      "draft line cleaning service",
      "beer line cleaner",
      "non-hazmat beer line cleaner",
      "caustic beer line cleaner",
      "taproom draft line cleaning",
    ],
  },
  hero: {
    eyebrow: "Case Study: Beer Line Cleaners",
    heading: `Draft-line cleaning services switch to a ${hazmatRating} line cleaner`,
    intro: `Line-cleaning technicians carry caustic into dozens of bars every week. Here is what changed when they carried ${productLine} instead: the same clean lines, no burns, no hazmat paperwork and lower freight bills.`,
  },
  featuredStory: {
    heading: "Featured story: one route, 85+ establishments",
    paragraphs: [
      "A two-van draft service in the Upper Midwest cleans lines at more than 85 bars, restaurants and taprooms every two weeks. Its technicians used to haul traditional caustic line cleaner: splash goggles, a spill kit in every van and hazmat surcharges on every drum that arrived.",
      `The owner trialled ${productLine} Caustic Beer-Line Cleaner on ten accounts, with the acid beer-line cleaner once a month, and checked each line with a flashlight and a pour test. After a month every account on the route had switched, and the vans stopped carrying a product that could burn a bartender.`,
      "The cleaning cycle did not change: recirculate at 1:4, rinse until the water runs neutral, and pour a test glass before service. What changed was everything around it.",
    ],
    video: {
      label: "Watch the acid and caustic demos",
      href: DEMO_VIDEOS_HREF,
      note: "See the acid cleaner dissolve an egg shell and the caustic cleaner lift diesel from a surface.",
    },
  },
  stats: {
    heading: "The route, one season after the switch",
    items: [
      { value: "85+", label: "establishments cleaned on one route" },
      { value: "100%", label: "of the route's accounts switched after the trial" },
      { value: "40%", label: "lower freight cost with no hazmat fees" },
      { value: hazmatRating, label: "hazard rating: health, fire and instability" },
    ],
  },
  quotes: [
    {
      quote:
        "My techs used to keep a spill kit in the van and a pair of goggles on the dash. Now the line cleaner is the safest thing they carry, and the lines come out just as clean.",
      role: "Owner, draft-line cleaning service",
      location: "Milwaukee, WI",
    },
    {
      quote:
        "Our bar staff can clean the lines between service visits without anyone worrying about burns. The beer pours the way the brewer meant it to.",
      role: "Beverage director, regional taproom chain",
      location: "Denver, CO",
    },
    {
      quote: "No off-flavors after the rinse, and no hazmat surcharge on the invoice. That was the whole argument.",
      role: "Head brewer, microbrewery",
      location: "Portland, OR",
    },
  ],
  featuredCase: {
    id: "upper-midwest-route",
    title: "A two-van draft service cleaning 85+ accounts",
    location: "Upper Midwest",
    profile: "Independent line-cleaning service, two technicians, bars, restaurants and taprooms on a two-week cycle",
    challenge:
      "Traditional caustic meant protective gear on every call, spill kits in every van, hazmat surcharges on every delivery and the constant risk of a burn in a crowded back bar.",
    solution: `${productLine} Caustic Beer-Line Cleaner on the two-week cycle and ${productLine} Acid Beer-Line Cleaner once a month, both at 1:4 through the service's existing recirculating pumps.`,
    results: [
      "Every account on the route moved to the new cleaner after a ten-account trial",
      "Freight costs fell by about 40% once hazmat fees disappeared",
      "No chemical burns or splash incidents reported since the switch",
      "Technicians kept the same pumps, schedule and pour test",
    ],
    itemNumbers: ["TZ-BL-102", "TZ-BL-101"],
  },
  cases: [
    {
      id: "milwaukee-craft-brewery",
      title: "Milwaukee craft brewery",
      location: "Milwaukee, WI",
      profile: "Production brewery with a 24-tap taproom and a busy weekend trade",
      challenge:
        "Long-draw glycol lines built up beerstone that the bi-weekly caustic clean left behind, and the staff disliked handling the old cleaner before opening.",
      solution: `A two-week caustic clean and a monthly acid clean with ${productLine} beer-line cleaners at 1:4, done by taproom staff before service.`,
      results: [
        "Beerstone cleared from faucets and shanks within two acid cycles",
        "Foam and pour consistency back to what the brewers expect",
        "Staff clean the lines themselves without protective gear beyond gloves",
      ],
      itemNumbers: ["TZ-BL-102", "TZ-BL-101"],
    },
    {
      id: "denver-regional-chain",
      title: "Denver regional chain of 8 locations",
      location: "Denver, CO",
      profile: "Eight taprooms and restaurants sharing one purchasing team",
      challenge:
        "Eight locations ordering caustic separately meant eight sets of hazmat surcharges, eight storage rooms to audit and uneven cleaning between sites.",
      solution: `One ${productLine} Draft Line Cleaning Kit per location each month, with the same illustrated cleaning card at every bar.`,
      results: [
        "One product and one procedure across all 8 locations",
        "Hazmat fees removed from every shipment",
        "New staff trained on the cleaning card in a single shift",
      ],
      itemNumbers: ["TZ-BK-401"],
    },
    {
      id: "portland-microbrewery",
      title: "Portland microbrewery",
      location: "Portland, OR",
      profile: "A 10 bbl brewhouse with a small taproom and a wholesale keg trade",
      challenge:
        "The brewery wanted one low-hazard chemistry for its lines, its kegs and its fermenters, and a cleaner that would not leave a taste in the beer.",
      solution: `${productLine} beer-line cleaners for the taproom and ${productLine} caustic and acid tank cleaners at 1:6 for CIP of fermenters and kegs.`,
      results: [
        "No residual taste after rinsing, on lines or in tanks",
        "The same safe handling rules in the cellar and behind the bar",
        "Faster tank turnaround thanks to a quicker rinse",
      ],
      itemNumbers: ["TZ-BL-102", "TZ-BT-202", "TZ-BT-201"],
    },
  ],
  products: {
    heading: "What the line cleaners use",
    intro: "The two beer-line cleaners in a recirculating cycle, or the complete kit for bars that clean their own lines.",
    itemNumbers: ["TZ-BL-102", "TZ-BL-101", "TZ-BK-401"],
  },
  benefits: {
    heading: "Why line-cleaning services switch",
    items: [
      {
        icon: "shield",
        title: `Rated ${hazmatRating}`,
        text: "Non-corrosive to skin at use dilution: safer for technicians and for bar staff working next to them.",
      },
      {
        icon: "truck",
        title: siteConfig.claims.noHazmatFees,
        text: `Ships as ordinary freight, ${siteConfig.claims.shippingSavings}, and no placards on the van.`,
      },
      {
        icon: "beer",
        title: "Clean lines, clean taste",
        text: "Removes yeast, protein, hop resin, biofilm and beerstone, and rinses out with no residual taste.",
      },
      {
        icon: "flag",
        title: siteConfig.claims.americanMade,
        text: "Formulated and produced in the United States, with short supply lines to your route.",
      },
    ],
  },
  cta: {
    heading: "Try it on your own route, risk free",
    text: "Start a 30-day risk-free trial: clean a handful of accounts with our beer-line cleaners and compare the lines yourself. If they are not as clean as with your current product, we refund you.",
    primary: "Start a Free Trial",
    secondary: "Call for Route Pricing",
  },
};

const CRAFT_BREWERS: BreweryCaseStudy = {
  slug: "craft-brewers",
  path: "/brewery-case-studies/craft-brewers",
  label: "Craft Brewers",
  summary: `Production cleaning for 7–30 bbl brewhouses: CIP of fermenters and brite tanks with low-foaming acid and caustic tank cleaners that are rated ${hazmatRating}.`,
  seo: {
    title: "Craft Brewery CIP Cleaning: Fermenters and Brite Tanks",
    description: `How 7–30 bbl craft breweries run CIP on fermenters and brite tanks with ${productLine} caustic and acid tank cleaners at 1:6: low-foaming, fast-rinsing and rated ${hazmatRating}.`,
    keywords: [
      "craft brewery CIP cleaner",
      "fermenter cleaning chemical",
      "brite tank cleaner",
      "caustic tank cleaner",
      "acid tank cleaner",
      "brewery cleaning chemicals",
    ],
  },
  hero: {
    eyebrow: "Case Study: Craft Brewers",
    heading: "CIP for 7–30 bbl brewhouses, without the hazmat cleaner",
    intro: `Fermenters and brite tanks are cleaned after every batch. ${productLine} caustic and acid tank cleaners do that job at 1:6 through the spray balls you already have, with a rating of ${hazmatRating} for the people who run the cellar.`,
  },
  featuredStory: {
    heading: "Featured story: a 15 bbl brewhouse cleans its cellar safer",
    paragraphs: [
      "A production brewery with a 15 bbl brewhouse, six fermenters and two brite tanks ran its CIP on a traditional caustic and a phosphoric acid blend. The cellar crew wore face shields for every cycle, and every chemical delivery came with a hazmat surcharge.",
      `The head brewer moved the cellar to ${productLine} Caustic Tank Cleaner and ${productLine} Acid Tank Cleaner at 1:6. Both are low-foaming, so the spray balls and CIP pump ran as before, and the caustic rinses clean faster, which shortened the time a tank sat between batches.`,
      "The procedure stayed the brewer's own: pre-rinse, caustic cycle, rinse, acid cycle, rinse, sanitize. The difference was a cleaner the crew can handle without fear and a freight bill without hazmat fees.",
    ],
    video: {
      label: "Watch the acid and caustic demos",
      href: DEMO_VIDEOS_HREF,
      note: "The acid demo dissolves an egg shell, the same calcium chemistry as beerstone.",
    },
  },
  stats: {
    heading: "In the cellar",
    items: [
      { value: "7–30 bbl", label: "brewhouses cleaning with the tank cleaners" },
      { value: "1:6", label: "dilution for tank and vessel CIP" },
      { value: hazmatRating, label: "hazard rating: health, fire and instability" },
      { value: "10 days", label: "or less to biodegrade after the rinse" },
    ],
  },
  quotes: [
    {
      quote:
        "The caustic cycle takes the krausen ring off without anyone climbing into the tank, and the rinse water clears faster than with what we used before.",
      role: "Head brewer, 15 bbl production brewery",
      location: "Grand Rapids, MI",
    },
    {
      quote: "Our cellar crew is two people. Taking face shields and burn risk out of every CIP cycle mattered more to us than the price.",
      role: "Cellar manager, 7 bbl brewpub",
      location: "Asheville, NC",
    },
    {
      quote: "Low foam was the test. It ran through our spray balls and CIP cart exactly like the old caustic did.",
      role: "Brewery owner, 30 bbl brewhouse",
      location: "San Diego, CA",
    },
  ],
  process: {
    heading: "A CIP cycle for fermenters and brite tanks",
    intro:
      "The order most craft breweries already follow, with the dilution of each step. Adjust times and temperatures to your soils and your equipment supplier's guidance.",
    steps: [
      { title: "Pre-rinse", text: "Rinse out yeast and trub with warm water until the drain runs mostly clear." },
      {
        title: "Caustic cycle",
        text: `Recirculate ${productLine} Caustic Tank Cleaner at 1:6 through the spray ball, warm or hot, to lift krausen, yeast and protein soil.`,
      },
      { title: "Rinse", text: "Rinse until the water runs clear and neutral; the cleaner rinses quickly with no residual taste." },
      {
        title: "Acid cycle",
        text: `Recirculate ${productLine} Acid Tank Cleaner at 1:6 to remove beerstone and mineral scale and passivate the stainless steel.`,
      },
      { title: "Final rinse and sanitize", text: "Rinse, then sanitize with your usual no-rinse sanitizer before filling." },
    ],
  },
  products: {
    heading: "What the cellar uses",
    intro: "Two tank cleaners for CIP and a degreaser for everything outside the tanks.",
    itemNumbers: ["TZ-BT-202", "TZ-BT-201", "TZ-BE-301"],
  },
  benefits: {
    heading: "Why craft brewers switch",
    items: [
      {
        icon: "shield",
        title: `Rated ${hazmatRating}`,
        text: "Safer for small cellar crews: no burns at use dilution and no fumes in a closed cellar.",
      },
      {
        icon: "clock",
        title: "Faster tank turnaround",
        text: "Fast-rinsing caustic means less rinse water and less time between batches.",
      },
      {
        icon: "droplets",
        title: "Low-foaming for CIP",
        text: "Runs through spray balls, CIP carts and pumps without foaming over.",
      },
      {
        icon: "truck",
        title: siteConfig.claims.noHazmatFees,
        text: `Totes and drums ship as ordinary freight, ${siteConfig.claims.shippingSavings}.`,
      },
    ],
  },
  cta: {
    heading: "Run a trial CIP cycle free",
    text: "Ask for a free trial of the caustic and acid tank cleaners and run them on one fermenter. Our technical team will help you set up the cycle.",
    primary: "Start a Free Trial",
    secondary: "Talk to a Brewery Specialist",
  },
};

const HOME_BREWERS: BreweryCaseStudy = {
  slug: "home-brewers",
  path: "/brewery-case-studies/home-brewers",
  label: "Home Brewers",
  summary:
    "Small batches, corny kegs and kegerator lines cleaned with the Draft Line Cleaning Kit, with a concentrate that is safer to keep in a kitchen or garage.",
  seo: {
    title: "Home Brewing Cleaners: Kegs and Kegerator Lines",
    description: `How home brewers clean small-batch fermenters, corny kegs and kegerator lines with the ${productLine} Draft Line Cleaning Kit, rated ${hazmatRating} and safer to keep at home.`,
    keywords: [
      "home brew line cleaner",
      "kegerator line cleaning",
      "corny keg cleaner",
      "homebrew cleaning chemicals",
      "draft line cleaning kit",
      "safe beer line cleaner",
    ],
  },
  hero: {
    eyebrow: "Case Study: Home Brewers",
    heading: "Clean kegs and kegerator lines with a cleaner that is safe at home",
    intro: `Home brewers clean in kitchens, basements and garages, often with kids and pets around. The ${productLine} Draft Line Cleaning Kit brings the caustic and acid cycle of a taproom to a two- or four-tap kegerator, rated ${hazmatRating}.`,
  },
  featuredStory: {
    heading: "Featured story: a homebrew club cleans its kegerators together",
    paragraphs: [
      "A homebrew club of about thirty members holds a cleaning night each season: kegerators, corny kegs and jockey boxes lined up in a member's garage. For years it meant a jug of harsh caustic on the workbench and a lot of warnings.",
      `The club switched to the ${productLine} Draft Line Cleaning Kit. The hand pump bottle pushes the 1:4 caustic solution through each line, the faucet brush and coupler adapter handle the hardware, and the monthly acid step clears the beerstone that makes a faucet stick.`,
      "Members now clean their own lines at home between club nights, with a cleaner they can store on a shelf in the garage.",
    ],
    video: {
      label: "Watch the acid and caustic demos",
      href: DEMO_VIDEOS_HREF,
      note: "See what the two chemistries of the kit do before you run them through your lines.",
    },
  },
  stats: {
    heading: "At home",
    items: [
      { value: "1:4", label: "dilution for kegerator and jockey box lines" },
      { value: "1 kit", label: "with caustic, acid, pump bottle, brush and adapter" },
      { value: hazmatRating, label: "hazard rating: health, fire and instability" },
      { value: "10 days", label: "or less to biodegrade down the drain" },
    ],
  },
  quotes: [
    {
      quote: "I clean my four-tap kegerator every two weeks now instead of whenever I remember. The hand pump makes it a ten-minute job.",
      role: "Home brewer, four-tap kegerator",
      location: "Boise, ID",
    },
    {
      quote: "With two kids in the house I did not want a jug of lye in the basement. This kit lives on the shelf next to my grain.",
      role: "Home brewer, 5-gallon batches",
      location: "Austin, TX",
    },
    {
      quote: "Our club's cleaning night used to start with a safety talk. Now it starts with the first keg.",
      role: "President, homebrew club",
      location: "Columbus, OH",
    },
  ],
  process: {
    heading: "Cleaning a kegerator line at home",
    intro: "The kit's illustrated card walks through the same steps. Plan about ten minutes per line.",
    steps: [
      {
        title: "Disconnect and flush",
        text: "Pull the coupler from the keg and flush the beer out of the line with warm water from the hand pump bottle.",
      },
      {
        title: "Caustic clean every two weeks",
        text: "Fill the pump bottle with the caustic cleaner at 1:4, push it through the line and let it stand for the time on the card.",
      },
      { title: "Brush the hardware", text: "Take the faucet apart and scrub it and the coupler with the brush in the same solution." },
      { title: "Acid clean once a month", text: "Push the acid cleaner at 1:4 through the line to remove beerstone and mineral deposits." },
      { title: "Rinse until clear", text: "Rinse with clean water until it runs clear and neutral, then reconnect and pour a test glass." },
    ],
  },
  safety: {
    heading: "Safety at home",
    intro: `A ${hazmatRating} rating means the product is low-hazard, not that common sense stops applying. A few habits keep cleaning night uneventful.`,
    tips: [
      "Keep the concentrates in their labelled bottles, capped, and out of reach of children and pets.",
      "Wear gloves and safety glasses when you handle the concentrate; it is the habit every brewery follows.",
      "Never mix the cleaners with each other or with bleach or other household chemicals. Rinse between the caustic and acid steps.",
      "Dilute as directed on the label: stronger is not cleaner, and it takes longer to rinse.",
      "Read the Safety Data Sheet that comes with the kit before first use.",
      "Rinse lines and kegs with clean water until neutral before they touch beer again.",
    ],
  },
  products: {
    heading: "What home brewers use",
    intro: "The kit covers a small draft system; the two line cleaners refill it.",
    itemNumbers: ["TZ-BK-401", "TZ-BL-102", "TZ-BL-101"],
  },
  benefits: {
    heading: "Why home brewers choose it",
    items: [
      {
        icon: "home",
        title: "Made for small setups",
        text: "Hand pump bottle, faucet brush and coupler adapter: no recirculating pump needed for a kegerator.",
      },
      {
        icon: "shield",
        title: `Rated ${hazmatRating}`,
        text: "Safer to store in a kitchen, basement or garage than traditional caustic or acid cleaners.",
      },
      {
        icon: "beer",
        title: "Better-tasting beer",
        text: "Clean lines and kegs keep off-flavors from biofilm and beerstone out of your pour.",
      },
      {
        icon: "leaf",
        title: "Biodegradable in 10 days or less",
        text: "What goes down the drain after cleaning breaks down quickly.",
      },
    ],
  },
  cta: {
    heading: "Try the kit risk free",
    text: "Every kit comes with a 30-day money-back guarantee. Tell us about your setup and we will help you pick the right size.",
    primary: "Request a Free Trial",
    secondary: "Ask a Brewing Specialist",
  },
};

export const BREWERY_CASE_STUDIES: readonly BreweryCaseStudy[] = [BEER_LINE_CLEANERS, CRAFT_BREWERS, HOME_BREWERS];

export function breweryCaseStudy(slug: BreweryCaseStudySlug): BreweryCaseStudy {
  const study = BREWERY_CASE_STUDIES.find((s) => s.slug === slug);
  if (!study) throw new Error(`Unknown brewery case study: ${slug}`);
  return study;
}

/** The index page (/brewery-case-studies), which sits in the main site. */
export const BREWERY_CASE_STUDIES_INDEX = {
  path: "/brewery-case-studies",
  seo: {
    title: "Brewery Case Studies: Beer Lines, Craft Brewers, Home Brewers",
    description: `Case studies of beer-line cleaning services, craft breweries and home brewers who clean lines, kegs and tanks with ${productLine} brewery cleaners rated ${hazmatRating}.`,
    keywords: [
      "brewery case studies",
      "beer line cleaning",
      "craft brewery cleaning",
      "home brewing cleaning",
      "non-hazmat brewery chemicals",
    ],
  },
  hero: {
    eyebrow: "Brewery Case Studies",
    heading: `How brewers and line cleaners clean with ${productLine}`,
    intro: `From draft routes with 85+ bars to a four-tap kegerator: three stories of cleaning beer lines, kegs and tanks with a cleaner rated ${hazmatRating}.`,
  },
} as const;
