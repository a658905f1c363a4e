// The Application Finder's rules (seed 000 §3-§5): which step may continue, and what it recommends.
// The live site returns one fixed multi-purpose result; here the answers choose the products.
import { z } from "zod";
import {
  CLEANING_TYPES,
  CLEANING_TYPE_IDS,
  COMMON_BENEFITS,
  FINDER_CONTACT_INDUSTRY,
  FINDER_FREQUENCIES,
  FINDER_INDUSTRIES,
  FINDER_INDUSTRY_IDS,
  FINDER_PRIORITIES,
  FINDER_PRODUCT_MATRIX,
  FINDER_STEPS,
  FREQUENCY_IDS,
  FREQUENCY_STEPS,
  INDUSTRY_BENEFITS,
  PRIORITY_BENEFITS,
  PRIORITY_IDS,
  FINDER_VOLUMES,
  VOLUME_IDS,
  VOLUME_SHIPPING,
  type CleaningTypeId,
  type FinderIndustryId,
  type FinderProduct,
  type FrequencyId,
  type PriorityId,
  type VolumeId,
  NO_PRODUCT_FITS,
} from "@/lib/content/finder";
import { formatWholeDollars } from "@/lib/domain/money";
import { calculateSavings, ratesFor } from "@/lib/domain/savings";
import { contactHref } from "@/lib/leads/contact-prefill";

export const FINDER_STEP_COUNT = FINDER_STEPS.length;

/** Complete answers, as the result screen needs them. `current_challenges` is never filled (seed 000 §3). */
export const finderAnswersSchema = z.object({
  industries: z.array(z.enum(FINDER_INDUSTRY_IDS)).min(1),
  cleaning_types: z.array(z.enum(CLEANING_TYPE_IDS)).min(1),
  priorities: z.array(z.enum(PRIORITY_IDS)).min(1),
  current_challenges: z.array(z.string()),
  volume: z.enum(VOLUME_IDS),
  frequency: z.enum(FREQUENCY_IDS),
});

export type FinderAnswers = z.infer<typeof finderAnswersSchema>;

/** Answers while the customer is still choosing: volume and frequency start empty. */
export type FinderDraft = {
  industries: FinderIndustryId[];
  cleaning_types: CleaningTypeId[];
  priorities: PriorityId[];
  current_challenges: string[];
  volume: VolumeId | "";
  frequency: FrequencyId | "";
};

export const EMPTY_FINDER_DRAFT: FinderDraft = {
  industries: [],
  cleaning_types: [],
  priorities: [],
  current_challenges: [],
  volume: "",
  frequency: "",
};

/** Continue is enabled only when the step's question is answered (seed 000 §5). */
export function canContinue(step: number, answers: FinderDraft): boolean {
  switch (step) {
    case 0:
      return answers.industries.length > 0;
    case 1:
      return answers.cleaning_types.length > 0;
    case 2:
      return answers.priorities.length > 0;
    case 3:
      return answers.volume !== "" && answers.frequency !== "";
    default:
      return false;
  }
}

/** Adds the value when absent, removes it when present: every option of the finder is a toggle. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export type RecommendedProduct = Pick<FinderProduct, "itemNumber" | "name" | "concentration" | "why">;

/** One chosen cleaning type and what answers it: its products (one per industry where they differ), or why none fits. */
export type CleaningTypeAnswer = {
  type: CleaningTypeId;
  label: string;
  products: RecommendedProduct[];
  /** Set when no product of the line fits this need: a consultation is offered instead. */
  noProductFits: string | null;
};

export type FinderRecommendation = {
  /** Every chosen cleaning type, in the order chosen, each answered. */
  byType: CleaningTypeAnswer[];
  /** The distinct products of all the types, in that order. */
  products: RecommendedProduct[];
  concentration: string;
  benefits: string[];
  costSavings: string;
  implementation: string[];
};

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Each chosen type with its best product for each chosen industry (the same product once), or the reason
 * none fits. Nothing is capped: a type the customer chose is never left without an answer.
 */
function answerTypes(answers: FinderAnswers): CleaningTypeAnswer[] {
  return unique(answers.cleaning_types).map((type) => {
    const picked = new Map<string, RecommendedProduct>();
    for (const industry of unique(answers.industries)) {
      const product = FINDER_PRODUCT_MATRIX[type][industry];
      if (product && !picked.has(product.itemNumber)) picked.set(product.itemNumber, { ...product });
    }
    const products = [...picked.values()];
    return {
      type,
      label: labelOf(CLEANING_TYPES, type),
      products,
      noProductFits: products.length === 0 ? (NO_PRODUCT_FITS[type] ?? "Ask us what fits this need.") : null,
    };
  });
}

function distinctProducts(byType: readonly CleaningTypeAnswer[]): RecommendedProduct[] {
  const all = new Map<string, RecommendedProduct>();
  for (const answer of byType)
    for (const product of answer.products) if (!all.has(product.itemNumber)) all.set(product.itemNumber, product);
  return [...all.values()];
}

function describeSavings(volume: VolumeId): string {
  const shipping = VOLUME_SHIPPING[volume];
  const savings = calculateSavings(shipping);
  const rates = ratesFor(shipping.containerSize);
  return (
    `No hazmat fees: about ${formatWholeDollars(savings.monthlyShippingSavings)} a month ` +
    `(${formatWholeDollars(savings.annualShippingSavings)} a year) saved on ${shipping.description}, ` +
    `${formatWholeDollars(rates.hazmat - rates.standard)} less per shipment than hazmat freight.`
  );
}

/** The recommendation for complete answers; throws a ZodError when the answers are not complete. */
export function recommend(input: FinderAnswers): FinderRecommendation {
  const answers = finderAnswersSchema.parse(input);
  const byType = answerTypes(answers);
  const products = distinctProducts(byType);
  const [first] = products;

  const concentration =
    products.length === 1 && first ? first.concentration : products.map((p) => `${p.name}: ${p.concentration}`).join("; ");

  const benefits = unique([
    ...unique(answers.priorities).map((p) => PRIORITY_BENEFITS[p]),
    ...unique(answers.industries).map((i) => INDUSTRY_BENEFITS[i]),
    ...COMMON_BENEFITS,
  ]);

  const implementation = [
    first
      ? `Start with ${first.name}: ${first.concentration.charAt(0).toLowerCase()}${first.concentration.slice(1)}.`
      : "Book a consultation: we look at your site and say which of our cleaners fit around what you use today.",
    "Test on a small, out-of-the-way area first, then rinse surfaces with clean water after cleaning.",
    `${FREQUENCY_STEPS[answers.frequency]}.`,
    answers.priorities.includes("compliance")
      ? "File the safety data sheet with your records; no hazmat storage, placards or special training are required."
      : "Store it with your general supplies: no hazmat cabinet or placards needed.",
    "Ask our technical team for a free trial and a dilution chart for your staff.",
  ];

  return {
    byType,
    products,
    concentration,
    benefits,
    costSavings: describeSavings(answers.volume),
    implementation,
  };
}

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function labelOf<T extends string>(options: readonly { id: T; label: string }[], id: T): string {
  return options.find((option) => option.id === id)?.label ?? id;
}

/**
 * What Contact Us writes into the contact form for a recommendation, as the customer would put it:
 * "I am interested in Triple Zero Hull Cleaner (TZ-MH-101) for Hull Cleaning in Marine & Shipping.", then
 * the volume, the frequency and the priorities.
 */
export function finderContactMessage(
  answers: FinderAnswers,
  recommendation: Pick<FinderRecommendation, "products"> & Partial<Pick<FinderRecommendation, "byType">>,
): string {
  // Five named at most, so that a long recommendation still fits the contact form.
  const named = recommendation.products.slice(0, 5).map((p) => `${p.name} (${p.itemNumber})`);
  const more = recommendation.products.length - named.length;
  const products = listOf(more > 0 ? [...named, `${more} more ${more === 1 ? "product" : "products"} the finder recommended`] : named);
  const answered = (recommendation.byType ?? []).filter((answer) => answer.products.length > 0).map((answer) => answer.label);
  const unanswered = (recommendation.byType ?? []).filter((answer) => answer.products.length === 0).map((answer) => answer.label);
  const types = listOf(answered.length > 0 ? answered : unique(answers.cleaning_types).map((id) => labelOf(CLEANING_TYPES, id)));
  const industries = listOf(unique(answers.industries).map((id) => labelOf(FINDER_INDUSTRIES, id)));
  const priorities = listOf(unique(answers.priorities).map((id) => labelOf(FINDER_PRIORITIES, id)));
  const interest =
    recommendation.products.length > 0
      ? `I am interested in ${products} for ${types} in ${industries}.`
      : `I would like a consultation about ${listOf(unanswered)} in ${industries}.`;
  return [
    interest,
    ...(recommendation.products.length > 0 && unanswered.length > 0 ? [`I would also like advice on ${listOf(unanswered)}.`] : []),
    `We use ${labelOf(FINDER_VOLUMES, answers.volume)} and clean ${labelOf(FINDER_FREQUENCIES, answers.frequency).toLowerCase()}.`,
    `What matters most to us: ${priorities}.`,
  ].join("\n");
}

/** Contact Us: the contact page with that message, for the industry when only one was chosen and it has a page. */
export function finderContactHref(
  answers: FinderAnswers,
  recommendation: Pick<FinderRecommendation, "products"> & Partial<Pick<FinderRecommendation, "byType">>,
): string {
  const industries = unique(answers.industries);
  const industry = industries.length === 1 ? FINDER_CONTACT_INDUSTRY[industries[0]!] : undefined;
  return contactHref({ industry, message: finderContactMessage(answers, recommendation) });
}
