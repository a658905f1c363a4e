"use client";

import { useState } from "react";
import { DownloadIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { IMAGE_TOASTS } from "@/lib/images/messages";
import { absoluteUrl, importImage } from "./image-api";

/**
 * Imports an image into the library, saved as "<category>-<timestamp>" (seed 001 §9). Disabled while
 * the import runs, so a double click imports once.
 */
export function ImportButton({ url, name, category, onImported }: { url: string; name: string; category: string; onImported: () => void }) {
  const [pending, setPending] = useState(false);

  async function run() {
    if (pending) return;
    setPending(true);
    const result = await importImage({ imageUrl: absoluteUrl(url), filename: `${category}-${Date.now()}.jpg` });
    setPending(false);
    if (!result.ok) {
      // A refusal with a reason (not an image, too large, not allowed) says it; anything else gets the seed's text.
      const description =
        result.status >= 400 && result.status < 500 && result.status !== 401 && result.status !== 403
          ? result.error
          : IMAGE_TOASTS.importFailedDescription;
      toast.error(IMAGE_TOASTS.importFailed, { description });
      return;
    }
    toast.success(IMAGE_TOASTS.imageSaved, { description: `${result.data.image.filename} was added to Your Images` });
    onImported();
  }

  return (
    <Button type="button" size="sm" onClick={run} disabled={pending} aria-label={`Import ${name}`}>
      {pending ? <Spinner aria-hidden="true" aria-label={undefined} role={undefined} /> : <DownloadIcon aria-hidden="true" />}
      {pending ? "Importing..." : "Import"}
    </Button>
  );
}
