"use client";

import { useId, useRef, useState } from "react";
import { UploadIcon, XIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, UPLOAD_HINT, formatMegabytes } from "@/lib/images/limits";
import { IMAGE_TOASTS } from "@/lib/images/messages";
import { uploadOne } from "./image-api";

type Selected = { key: string; file: File; error?: string };

const ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/**
 * Upload: several files are chosen, then sent one at a time; the batch stops at the first refusal
 * (seed 001 §5). Files already sent leave the list, the refused one stays with its reason, so nothing
 * is sent twice and nothing chosen is lost.
 */
export function UploadTab({ onUploaded }: { onUploaded: () => void }) {
  const [selected, setSelected] = useState<Selected[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const titleId = useId();
  const uploading = progress !== null;

  function choose(files: FileList | null) {
    if (!files) return;
    const added = [...files].map((file) => ({ key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`, file }));
    setSelected((current) => [...current, ...added]);
    // The same file can be chosen again after a Remove.
    if (input.current) input.current.value = "";
  }

  async function upload() {
    if (uploading || selected.length === 0) return;
    const batch = selected.map((s) => ({ ...s, error: undefined }));
    setSelected(batch);
    let sent = 0;
    setProgress({ done: 0, total: batch.length });
    for (const item of batch) {
      const result =
        item.file.size > MAX_IMAGE_BYTES
          ? { ok: false as const, error: `${item.file.name} is larger than ${MAX_IMAGE_LABEL}` }
          : await uploadOne(item.file);
      if (!result.ok) {
        const message = `${IMAGE_TOASTS.uploadFailedFor(item.file.name)}: ${result.error}`;
        setSelected((current) => current.map((s) => (s.key === item.key ? { ...s, error: result.error } : s)));
        toast.error(IMAGE_TOASTS.uploadFailed, { description: result.error ? message : IMAGE_TOASTS.uploadFailedDescription });
        setProgress(null);
        if (sent > 0) onUploaded();
        return;
      }
      sent++;
      setSelected((current) => current.filter((s) => s.key !== item.key));
      setProgress({ done: sent, total: batch.length });
    }
    setProgress(null);
    toast.success(IMAGE_TOASTS.uploadSuccessful, { description: IMAGE_TOASTS.uploadedDescription(sent) });
    onUploaded();
  }

  return (
    <div className="max-w-3xl space-y-6">
      {/* The whole box is the file input (transparent on top), so a click anywhere opens the picker. */}
      <div className="relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors hover:bg-accent has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/70 has-[input:disabled]:opacity-60">
        <UploadIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <span id={titleId} className="font-medium">
          Choose images
        </span>
        <span id={hintId} className="text-sm text-muted-foreground">
          {UPLOAD_HINT}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={uploading}
          aria-labelledby={titleId}
          aria-describedby={hintId}
          onChange={(event) => choose(event.target.files)}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>

      {selected.length > 0 ? (
        <section aria-labelledby="selected-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="selected-heading" className="font-semibold">
              Selected files ({selected.length})
            </h3>
            <Button type="button" variant="ghost" size="sm" onClick={() => setSelected([])} disabled={uploading}>
              Clear All
            </Button>
          </div>
          <ul className="divide-y rounded-lg border" aria-label="Selected files">
            {selected.map((item) => (
              <li key={item.key} className="flex items-start justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-all">{item.file.name}</p>
                  <p className="text-xs text-muted-foreground">{formatMegabytes(item.file.size)}</p>
                  {item.error ? (
                    <p className="mt-1 text-sm text-destructive" role="alert">
                      {item.error}
                    </p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setSelected((current) => current.filter((s) => s.key !== item.key))}
                  disabled={uploading}
                  aria-label={`Remove ${item.file.name}`}
                >
                  <XIcon aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Button type="button" onClick={upload} disabled={uploading} className="w-full sm:w-auto">
            <UploadIcon aria-hidden="true" />
            {uploading
              ? `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}...`
              : `Upload ${selected.length} Image(s)`}
          </Button>
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">No files selected yet.</p>
      )}
    </div>
  );
}
