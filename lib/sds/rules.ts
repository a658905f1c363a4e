// Safety data sheets as controlled documents: the 16 sections of OSHA's Hazard Communication Standard
// (29 CFR 1910.1200, Appendix D; the GHS order), each a list of labelled entries, and the rules for
// revisions: a draft may have empty sections, publishing refuses any, and a published revision never
// changes (a new revision is made instead; the newest published one is current).
import { z } from "zod";

export const SDS_SECTIONS = [
  { number: 1, key: "identification", title: "Identification" },
  { number: 2, key: "hazards", title: "Hazard(s) identification" },
  { number: 3, key: "composition", title: "Composition/information on ingredients" },
  { number: 4, key: "firstAid", title: "First-aid measures" },
  { number: 5, key: "fireFighting", title: "Fire-fighting measures" },
  { number: 6, key: "accidentalRelease", title: "Accidental release measures" },
  { number: 7, key: "handlingStorage", title: "Handling and storage" },
  { number: 8, key: "exposureControls", title: "Exposure controls/personal protection" },
  { number: 9, key: "physicalChemical", title: "Physical and chemical properties" },
  { number: 10, key: "stabilityReactivity", title: "Stability and reactivity" },
  { number: 11, key: "toxicology", title: "Toxicological information" },
  { number: 12, key: "ecology", title: "Ecological information" },
  { number: 13, key: "disposal", title: "Disposal considerations" },
  { number: 14, key: "transport", title: "Transport information" },
  { number: 15, key: "regulatory", title: "Regulatory information" },
  { number: 16, key: "other", title: "Other information" },
] as const;

export type SdsSectionKey = (typeof SDS_SECTIONS)[number]["key"];
export const SDS_SECTION_KEYS = SDS_SECTIONS.map((section) => section.key) as [SdsSectionKey, ...SdsSectionKey[]];

/** "SECTION 9: Physical and chemical properties", as the sheet prints it. */
export const sectionHeading = (section: (typeof SDS_SECTIONS)[number]) => `SECTION ${section.number}: ${section.title}`;

export const sdsEntrySchema = z.object({
  /** "Product identifier", "Signal word", "pH"… */
  label: z.string().trim().max(120, "At most 120 characters"),
  value: z.string().trim().max(4000, "At most 4,000 characters"),
});

export const sdsSectionSchema = z.object({ entries: z.array(sdsEntrySchema).max(40, "At most 40 entries in a section") });

export type SdsEntry = z.infer<typeof sdsEntrySchema>;
export type SdsSection = z.infer<typeof sdsSectionSchema>;
export type SdsContent = Record<SdsSectionKey, SdsSection>;

/** A draft's content: every section present, any of them possibly empty. */
export const sdsContentSchema = z.object(
  Object.fromEntries(SDS_SECTION_KEYS.map((key) => [key, sdsSectionSchema])) as Record<SdsSectionKey, typeof sdsSectionSchema>,
);

/** An entry counts when it says something; a label alone is not content. */
const hasContent = (section: SdsSection) => section.entries.some((entry) => entry.value.trim() !== "");

export function emptySections(content: SdsContent): (typeof SDS_SECTIONS)[number][] {
  return SDS_SECTIONS.filter((section) => !hasContent(content[section.key]));
}

/** What publishing checks: every section says something. Issues name the section's key as their path. */
export const publishableSdsSchema = sdsContentSchema.superRefine((content, context) => {
  for (const section of emptySections(content)) {
    context.addIssue({
      code: "custom",
      path: [section.key],
      message: `Section ${section.number} (${section.title}) is empty: every section must say something before publishing`,
    });
  }
});

export function emptyContent(): SdsContent {
  return Object.fromEntries(SDS_SECTION_KEYS.map((key) => [key, { entries: [] }])) as unknown as SdsContent;
}

export type SdsRevisionState = "draft" | "published";

/** Why a revision may not be changed, or null when it may. */
export function editRefusal(state: SdsRevisionState): string | null {
  return state === "published" ? "A published revision never changes: make a new revision instead" : null;
}

/** The current revision: the published one with the highest number (revisions are numbered 1, 2, 3…). */
export function currentRevision<T extends { revision: number; state: SdsRevisionState }>(revisions: readonly T[]): T | null {
  let current: T | null = null;
  for (const revision of revisions) {
    if (revision.state === "published" && (!current || revision.revision > current.revision)) current = revision;
  }
  return current;
}

/** The number a new revision of the product gets. */
export const nextRevisionNumber = (revisions: readonly { revision: number }[]) =>
  revisions.reduce((highest, revision) => Math.max(highest, revision.revision), 0) + 1;

/** An uploaded SDS file: a PDF by its content (the "%PDF-" signature), at most this many bytes. */
export const SDS_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export function uploadRefusal(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return "The file is empty";
  if (bytes.byteLength > SDS_UPLOAD_LIMIT_BYTES) return "The file is larger than 20 MB";
  const signature = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (!signature.includes("%PDF-")) return "The file is not a PDF";
  return null;
}

export { SDS_LIBRARY_PATH, sdsFileName, sdsProductPath, sdsRevisionPath } from "./paths";
