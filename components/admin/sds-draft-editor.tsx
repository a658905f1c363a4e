"use client";

// The draft revision of a product's safety data sheet: its 16 sections in the OSHA order, each a list of
// label/value entries, and its revision date. Save keeps it a draft; Publish (after a confirmation) makes its
// PDF once and for all; a sheet with an empty section is refused, here first and by the server again, and
// the empty sections are marked. Every change names the updatedAt it was read at: a draft changed meanwhile
// is refused (409) with a Reload instead of being overwritten.
import { useEffect, useRef, useState } from "react";
import { useFieldArray, type Control } from "react-hook-form";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton, TextareaField, TextField, ZodForm, useZodForm } from "@/components/forms";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Button } from "@/components/ui/button";
import { StaleNotice } from "@/components/admin/stale-notice";
import { useExclusive } from "@/components/admin/use-exclusive";
import { api } from "@/lib/client/api";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";
import { emptyContent, publishableSdsSchema, SDS_SECTIONS, sectionHeading, type SdsSectionKey } from "@/lib/sds/rules";
import type { StaffSdsRevision } from "@/lib/sds/schemas";
import { sdsDraftSchema, staffSdsRevisionSchema } from "@/lib/sds/schemas";

/** What the form checks: the draft's body without the updatedAt it names (the revision's own). */
const draftFormSchema = sdsDraftSchema.pick({ content: true, revisionDate: true });
type DraftValues = { revisionDate: string; content: NonNullable<StaffSdsRevision["content"]> };

/** At most this many entries in a section (sdsSectionSchema). */
const MAX_ENTRIES = 40;

const valuesOf = (revision: StaffSdsRevision): DraftValues => ({
  revisionDate: revision.revisionDate,
  content: revision.content ?? emptyContent(),
});

const SECTION_KEYS = new Set<string>(SDS_SECTIONS.map((section) => section.key));

type SectionErrors = Partial<Record<SdsSectionKey, string>>;
type Pending = "save" | "publish" | "delete";

export function SdsDraftEditor({
  productName,
  revision,
  focusOnMount = false,
  onSaved,
  onPublished,
  onDeleted,
  onReload,
}: {
  productName: string;
  revision: StaffSdsRevision;
  /** Just started with New Revision: the editor's heading takes focus. */
  focusOnMount?: boolean;
  onSaved: (revision: StaffSdsRevision) => void;
  onPublished: (revision: StaffSdsRevision) => void;
  onDeleted: (id: number) => void;
  /** Reads the product's revisions again (after a 409: someone changed the draft). */
  onReload: () => void;
}) {
  const form = useZodForm<typeof draftFormSchema, DraftValues>(draftFormSchema, { defaultValues: valuesOf(revision) });
  const [sectionErrors, setSectionErrors] = useState<SectionErrors>({});
  const [focusSection, setFocusSection] = useState<{ key: SdsSectionKey } | null>(null);
  const [confirming, setConfirming] = useState<"publish" | "delete" | null>(null);
  const { pending, exclusive } = useExclusive<Pending>();
  const [stale, setStale] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sections = useRef(new Map<SdsSectionKey, HTMLFieldSetElement>());
  const { isDirty } = form.formState;

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  // After a save the form shows the revision as the server keeps it (trimmed), no longer "changed".
  const shown = useRef(revision.updatedAt);
  const { reset } = form;
  useEffect(() => {
    if (shown.current === revision.updatedAt) return;
    shown.current = revision.updatedAt;
    reset(valuesOf(revision));
  }, [revision, reset]);

  // The first empty section takes focus once the confirmation has closed (it gives focus back to Publish first).
  useEffect(() => {
    if (!focusSection) return;
    const timer = setTimeout(() => {
      const fieldset = sections.current.get(focusSection.key);
      fieldset?.querySelector<HTMLElement>("input, textarea, button")?.focus();
      fieldset?.scrollIntoView?.({ block: "center" });
    }, 0);
    return () => clearTimeout(timer);
  }, [focusSection]);

  /** Marks the empty sections (messages keyed by section key), focuses the first and sums them up. */
  function showEmptySections(fields: Record<string, string>): boolean {
    const found = SDS_SECTIONS.filter((section) => fields[section.key]);
    if (found.length === 0) return false;
    setSectionErrors(Object.fromEntries(found.map((section) => [section.key, fields[section.key]!])));
    setFocusSection({ key: found[0]!.key });
    form.setFormError(
      found.length === 1
        ? `Section ${found[0]!.number} is empty: every section must say something before publishing.`
        : `Sections ${found.map((section) => section.number).join(", ")} are empty: every section must say something before publishing.`,
    );
    return true;
  }

  /** A refusal: the stale notice (409 on updatedAt), the messages beside their fields, or the form's error. */
  function refused(result: { status: number; error: string; fields: Record<string, string> }, failure: string) {
    toast.error(failure, { description: result.status === 0 ? OFFLINE_DESCRIPTION : result.error });
    if (result.status === 409) {
      setStale(result.fields.updatedAt ?? result.error);
      return;
    }
    if (result.status === 0) {
      form.applyServerAnswer({ error: OFFLINE_DESCRIPTION });
      return;
    }
    if (showEmptySections(result.fields)) return;
    const placed = Object.keys(result.fields).some((key) => !SECTION_KEYS.has(key));
    form.applyServerAnswer(placed ? { fields: result.fields } : { error: result.error });
  }

  async function save(values: DraftValues): Promise<StaffSdsRevision | null> {
    form.setFormError(null);
    const result = await api.put(`/api/admin/sds/${revision.id}`, staffSdsRevisionSchema, { ...values, updatedAt: revision.updatedAt });
    if (!result.ok) {
      refused(result, "Draft not saved");
      return null;
    }
    onSaved(result.data);
    return result.data;
  }

  async function submit(values: DraftValues) {
    await exclusive("save", async () => {
      const saved = await save(values);
      if (saved) toast.success("Draft Saved", { description: `${productName}, revision ${saved.revision}` });
    });
  }

  /** Publish checks the sheet as the server will before asking: an empty section is marked at once. */
  const askToPublish = form.handleSubmit((values) => {
    setSectionErrors({});
    form.setFormError(null);
    const checked = publishableSdsSchema.safeParse(values.content);
    if (!checked.success) {
      showEmptySections(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setConfirming("publish");
  });

  async function publish() {
    await exclusive("publish", async () => {
      // Unsaved changes are saved first, so that the sheet published is the one on the screen.
      let updatedAt = revision.updatedAt;
      if (form.formState.isDirty) {
        const saved = await save(form.getValues());
        if (!saved) return;
        updatedAt = saved.updatedAt;
      }
      const result = await api.post(`/api/admin/sds/${revision.id}/publish`, staffSdsRevisionSchema, { updatedAt });
      if (!result.ok) {
        refused(result, "Not published");
        return;
      }
      toast.success(`Revision ${result.data.revision} Published`, { description: `${productName}: its PDF is now the current sheet` });
      onPublished(result.data);
    });
    setConfirming(null);
  }

  async function remove() {
    await exclusive("delete", async () => {
      // 204: nothing to read.
      const result = await api.delete(`/api/admin/sds/${revision.id}`, z.null());
      if (!result.ok) {
        refused(result, "Draft not deleted");
        return;
      }
      toast.success("Draft Deleted", { description: `${productName}, revision ${revision.revision}` });
      onDeleted(revision.id);
    });
    setConfirming(null);
  }

  function clearSectionError(key: SdsSectionKey) {
    if (!sectionErrors[key]) return;
    setSectionErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  const working = pending !== null;
  return (
    <div className="mt-6 min-w-0 rounded-lg border p-4" data-testid="sds-draft">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Draft: revision {revision.revision}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Write each section as labelled entries (&ldquo;Signal word&rdquo;: &ldquo;None&rdquo;). A draft is only seen here; publishing makes
        its PDF, which buyers download and which never changes.
      </p>
      <ZodForm form={form} onSubmit={submit} aria-label={`Draft revision ${revision.revision}`} className="mt-4 grid min-w-0 gap-4">
        <TextField
          name="revisionDate"
          label="Revision date"
          required
          type="date"
          hint="Printed on every page of the sheet"
          className="max-w-xs min-w-0"
        />
        <ol className="grid min-w-0 gap-4">
          {SDS_SECTIONS.map((section) => (
            <li key={section.key} className="min-w-0">
              <SectionFields
                control={form.control}
                section={section}
                error={sectionErrors[section.key]}
                onEdited={() => clearSectionError(section.key)}
                fieldsetRef={(element) => {
                  if (element) sections.current.set(section.key, element);
                  else sections.current.delete(section.key);
                }}
              />
            </li>
          ))}
        </ol>

        {stale && <StaleNotice message={stale} onReload={onReload} />}
        <FormError />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            pendingLabel="Saving..."
            size="default"
            className=""
            variant="outline"
            pending={pending === "save"}
            disabled={working}
          >
            Save Draft
          </SubmitButton>
          <Button type="button" onClick={() => void askToPublish()} disabled={working}>
            Publish
          </Button>
          <Button type="button" variant="ghost" className="text-destructive" onClick={() => setConfirming("delete")} disabled={working}>
            <Trash2Icon aria-hidden="true" />
            Delete Draft
          </Button>
        </div>
      </ZodForm>

      {/* Outside the form: their buttons must not submit it. */}
      <ConfirmDialog
        open={confirming === "publish"}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Publish revision ${revision.revision} of the ${productName} safety data sheet?`}
        description={
          <>
            A published revision can never change: its PDF is made now and kept exactly as it is, and it becomes the sheet buyers download.
            To correct it later, start a new revision.{isDirty ? " Your changes are saved first." : ""}
          </>
        }
        confirmLabel="Publish"
        pendingLabel="Publishing..."
        destructive={false}
        pending={pending === "publish"}
        onConfirm={() => void publish()}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Delete the draft of revision ${revision.revision}?`}
        description="Its sections are thrown away. The published revisions stay as they are."
        confirmLabel="Delete Draft"
        pendingLabel="Deleting..."
        pending={pending === "delete"}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/** One section: its number and title, its entries (label and value) with add and remove, and why it is refused. */
function SectionFields({
  control,
  section,
  error,
  onEdited,
  fieldsetRef,
}: {
  control: Control<DraftValues>;
  section: (typeof SDS_SECTIONS)[number];
  error: string | undefined;
  onEdited: () => void;
  fieldsetRef: (element: HTMLFieldSetElement | null) => void;
}) {
  const { key: sectionKey, number } = section;
  const entries = useFieldArray({ control, name: `content.${sectionKey}.entries` });
  const errorId = `sds-section-${sectionKey}-error`;
  const where = (what: string, index: number) => (
    <>
      {what}
      <span className="sr-only">
        , section {number}, entry {index + 1}
      </span>
    </>
  );
  return (
    <fieldset
      ref={fieldsetRef}
      className="grid min-w-0 gap-3 rounded-lg border p-3 data-[invalid=true]:border-destructive sm:p-4"
      data-testid="sds-section"
      data-section={sectionKey}
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onInput={onEdited}
    >
      <legend className="px-1 font-semibold">{sectionHeading(section)}</legend>
      {error && (
        <p id={errorId} className="text-sm text-destructive" data-slot="field-error">
          {error}
        </p>
      )}
      {entries.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No entries yet.</p>
      ) : (
        <ul className="grid min-w-0 gap-3">
          {entries.fields.map((entry, index) => (
            // The label above its value, both full width: the staff column is narrow, and labels run long.
            <li key={entry.id} className="grid min-w-0 gap-2 border-b pb-3 last:border-b-0 last:pb-0">
              <div className="flex min-w-0 items-end gap-2">
                <TextField
                  name={`content.${sectionKey}.entries.${index}.label`}
                  label={where("Label", index)}
                  maxLength={120}
                  autoComplete="off"
                  className="min-w-0 flex-1"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  aria-label={`Remove entry ${index + 1} of section ${number}`}
                  onClick={() => entries.remove(index)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
              <TextareaField
                name={`content.${sectionKey}.entries.${index}.value`}
                label={where("Value", index)}
                rows={2}
                maxLength={4000}
                className="min-w-0"
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={entries.fields.length >= MAX_ENTRIES}
          onClick={() => {
            entries.append({ label: "", value: "" });
            onEdited();
          }}
        >
          <PlusIcon aria-hidden="true" />
          Add Entry<span className="sr-only"> to section {number}</span>
        </Button>
      </div>
    </fieldset>
  );
}
