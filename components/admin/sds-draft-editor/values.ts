import { emptyContent, SDS_SECTIONS } from "@/lib/sds/rules";
import type { StaffSdsRevision } from "@/lib/sds/schemas";
import { sdsDraftSchema } from "@/lib/sds/schemas";

/** What the form checks: the draft's body without the updatedAt it names (the revision's own). */
export const draftFormSchema = sdsDraftSchema.pick({ content: true, revisionDate: true });
export type DraftValues = { revisionDate: string; content: NonNullable<StaffSdsRevision["content"]> };

/** At most this many entries in a section (sdsSectionSchema). */
export const MAX_ENTRIES = 40;

export const valuesOf = (revision: StaffSdsRevision): DraftValues => ({
  revisionDate: revision.revisionDate,
  content: revision.content ?? emptyContent(),
});

export const SECTION_KEYS = new Set<string>(SDS_SECTIONS.map((section) => section.key));

export type Pending = "save" | "publish" | "delete";
