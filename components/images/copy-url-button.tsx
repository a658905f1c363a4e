"use client";

import { CopyIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { IMAGE_TOASTS } from "@/lib/images/messages";
import { absoluteUrl } from "./image-api";

/** Copies the image's full address to the clipboard, named after the image for screen readers. */
export function CopyUrlButton({ url, name }: { url: string; name: string }) {
  async function copy() {
    const address = absoluteUrl(url);
    try {
      await navigator.clipboard.writeText(address);
      toast.success(IMAGE_TOASTS.urlCopied, { description: address });
    } catch {
      toast.error("Copy Failed", { description: `The browser did not allow copying. The address is ${address}` });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={`Copy URL of ${name}`}>
      <CopyIcon aria-hidden="true" />
      Copy URL
    </Button>
  );
}
