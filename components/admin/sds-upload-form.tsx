"use client";

import { useState } from "react";
import { UploadIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { z } from "zod";
import { FormError, SubmitButton, TextField, ZodForm, useZodForm } from "@/components/forms";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { api, showOnForm } from "@/lib/client/api";
import { localDate } from "@/lib/orders/sales-periods";
import { SDS_UPLOAD_LIMIT_BYTES } from "@/lib/sds/rules";
import { sdsUploadFields, staffSdsRevisionSchema, type StaffSdsRevision } from "@/lib/sds/schemas";

/** The first file chosen, whatever the input gave (a FileList in browsers). */
const chosenFile = (value: unknown): File | undefined => {
  const first = (value as { 0?: unknown } | null | undefined)?.[0];
  return first instanceof File ? first : undefined;
};

// The server checks the file by its content (a PDF, at most 20 MB); these are the hints before it is sent.
const uploadFormSchema = sdsUploadFields.extend({
  file: z
    .custom<FileList>((value) => chosenFile(value) !== undefined, "Choose the PDF to upload")
    .refine((files) => chosenFile(files)!.size <= SDS_UPLOAD_LIMIT_BYTES, "The file is larger than 20 MB")
    .refine((files) => {
      const file = chosenFile(files)!;
      return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
    }, "Choose a PDF file"),
});

type UploadValues = { revisionDate: string; file: FileList | undefined };

/** A sheet of up to 20 MB on a slow line takes longer than an ordinary call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * A sheet authored elsewhere, uploaded as a PDF: published at once as the product's next revision, exactly as
 * uploaded, after a confirmation (like a published draft, it never changes).
 */
export function SdsUploadForm({
  productId,
  productName,
  nextRevision,
  onUploaded,
}: {
  productId: number;
  productName: string;
  /** The number the upload will get. */
  nextRevision: number;
  onUploaded: (revision: StaffSdsRevision) => void;
}) {
  const form = useZodForm<typeof uploadFormSchema, UploadValues>(uploadFormSchema, {
    defaultValues: { revisionDate: localDate(new Date()), file: undefined },
  });
  const [confirming, setConfirming] = useState<{ file: File; revisionDate: string } | null>(null);
  const [sending, setSending] = useState<File | null>(null);

  async function upload() {
    if (!confirming || sending) return;
    const { file, revisionDate } = confirming;
    setSending(file);
    setConfirming(null);
    form.setFormError(null);
    const body = new FormData();
    body.set("file", file);
    body.set("revisionDate", revisionDate);
    const result = await api.post(`/api/admin/products/${productId}/sds/upload`, staffSdsRevisionSchema, body, {
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    setSending(null);
    if (result.ok) {
      toast.success(`Revision ${result.data.revision} Published`, { description: `${productName}: ${file.name} uploaded` });
      form.reset({ revisionDate, file: undefined });
      onUploaded(result.data);
      return;
    }
    toast.error("Not uploaded", { description: result.error });
    showOnForm(form, result);
  }

  return (
    <div className="mt-6 min-w-0 rounded-lg border p-4" data-testid="sds-upload">
      <h3 className="text-lg font-semibold">Upload a PDF</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        A sheet written elsewhere (by a supplier or a consultant) is published at once as revision {nextRevision}, exactly as uploaded. A
        PDF of at most 20 MB.
      </p>
      <ZodForm
        form={form}
        onSubmit={(values) => setConfirming({ file: chosenFile(values.file)!, revisionDate: values.revisionDate })}
        aria-label="Upload a safety data sheet"
        aria-busy={sending !== null}
        className="mt-4 grid min-w-0 gap-4 sm:grid-cols-2"
      >
        <TextField
          name="file"
          label="PDF file"
          required
          type="file"
          accept="application/pdf,.pdf"
          disabled={sending !== null}
          className="min-w-0"
        />
        <TextField
          name="revisionDate"
          label="Revision date"
          required
          type="date"
          hint="As printed on the sheet"
          disabled={sending !== null}
          className="min-w-0"
        />
        <FormError className="sm:col-span-2" />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <SubmitButton pendingLabel="Uploading..." size="default" className="" variant="outline" pending={sending !== null}>
            <UploadIcon aria-hidden="true" />
            Upload and Publish
          </SubmitButton>
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {sending && (
              <>
                <Spinner aria-hidden="true" role="presentation" aria-label={undefined} className="mr-1.5 inline" />
                Uploading {sending.name} ({megabytes(sending.size)})…
              </>
            )}
          </p>
        </div>
      </ZodForm>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Publish ${confirming?.file.name ?? "the PDF"} as revision ${nextRevision}?`}
        description="It becomes the sheet buyers download, at once. A published revision can never change: to correct it, upload or write a new revision."
        confirmLabel="Upload and Publish"
        pendingLabel="Uploading..."
        destructive={false}
        pending={false}
        onConfirm={() => void upload()}
      />
    </div>
  );
}
