"use client";

import { useFieldArray, type Control } from "react-hook-form";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { TextareaField, TextField } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { SDS_SECTIONS, sectionHeading } from "@/lib/sds/rules";
import { MAX_ENTRIES, type DraftValues } from "./values";

/** One section: its number and title, its entries (label and value) with add and remove, and why it is refused. */
export function SectionFields({
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
