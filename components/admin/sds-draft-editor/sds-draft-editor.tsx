"use client";

// The draft revision of a product's safety data sheet: its 16 sections in the OSHA order, each a list of
// label/value entries, and its revision date. Save keeps it a draft; Publish (after a confirmation) makes its
// PDF once and for all; a sheet with an empty section is refused, here first and by the server again, and
// the empty sections are marked. Every change names the updatedAt it was read at: a draft changed meanwhile
// is refused (409) with a Reload instead of being overwritten.
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { FormError, TextField, ZodForm, useZodForm } from "@/components/forms";
import { StaleNotice } from "@/components/admin/stale-notice";
import { useExclusive } from "@/components/admin/use-exclusive";
import { api } from "@/lib/client/api";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";
import { publishableSdsSchema, SDS_SECTIONS, type SdsSectionKey } from "@/lib/sds/rules";
import { staffSdsRevisionSchema, type StaffSdsRevision } from "@/lib/sds/schemas";
import { DraftButtons, DraftConfirmations } from "./actions";
import { SectionFields } from "./section-fields";
import { draftFormSchema, SECTION_KEYS, valuesOf, type DraftValues, type Pending } from "./values";

type SectionErrors = Partial<Record<SdsSectionKey, string>>;

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
        <DraftButtons pending={pending} askToPublish={askToPublish} setConfirming={setConfirming} />
      </ZodForm>

      {/* Outside the form: their buttons must not submit it. */}
      <DraftConfirmations
        productName={productName}
        revision={revision}
        isDirty={isDirty}
        confirming={confirming}
        setConfirming={setConfirming}
        pending={pending}
        publish={publish}
        remove={remove}
      />
    </div>
  );
}
