"use client";

import { useRef, useState } from "react";
import { FilePlusIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import { currentRevision, nextRevisionNumber, sdsProductPath } from "@/lib/sds/rules";
import { staffProductSdsSchema, staffSdsRevisionSchema, type StaffProductSds, type StaffSdsRevision } from "@/lib/sds/schemas";
import { SdsDraftEditor } from "./sds-draft-editor";
import { SdsRevisionList } from "./sds-revision-list";
import { SdsUploadForm } from "./sds-upload-form";
import { ResourceStatus, useStaffResource } from "./staff-resource";

/** The revisions with one added, changed or removed: newest first, the current one worked out again. */
function withRevisions(sds: StaffProductSds, revisions: StaffSdsRevision[]): StaffProductSds {
  const sorted = [...revisions].sort((a, b) => b.revision - a.revision);
  return { ...sds, revisions: sorted, currentRevision: currentRevision(sorted)?.revision ?? null };
}

/**
 * The safety data sheet of the product being edited: its revisions, the open draft (at most one) to write and
 * publish, New Revision to start one, and the upload of a sheet authored elsewhere.
 */
export function ProductSdsPanel({ product }: { product: AdminProduct }) {
  const { resource, retry, set } = useStaffResource(`/api/admin/products/${product.id}/sds`, staffProductSdsSchema);
  const [starting, setStarting] = useState(false);
  // The draft just started takes focus; one loaded with the panel does not.
  const [startedId, setStartedId] = useState<number | null>(null);
  const busy = useRef(false);
  const sds = resource.state === "ready" ? resource.data : null;
  const draft = sds?.revisions.find((revision) => revision.state === "draft") ?? null;

  const replace = (revision: StaffSdsRevision) => {
    if (sds) set(withRevisions(sds, [revision, ...sds.revisions.filter((r) => r.id !== revision.id)]));
  };
  const remove = (id: number) => {
    if (sds)
      set(
        withRevisions(
          sds,
          sds.revisions.filter((r) => r.id !== id),
        ),
      );
  };

  async function startRevision() {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    const result = await api.post(`/api/admin/products/${product.id}/sds`, staffSdsRevisionSchema);
    busy.current = false;
    setStarting(false);
    if (!result.ok) {
      toast.error("No new revision", { description: result.error });
      // A draft someone else opened meanwhile (409): show it.
      if (result.status === 409) retry();
      return;
    }
    setStartedId(result.data.id);
    replace(result.data);
    toast.success(`Revision ${result.data.revision} Started`, {
      description: result.data.content ? "Its sections start from the current sheet" : "Its sections start empty",
    });
  }

  return (
    <section aria-labelledby="product-sds-title" className="mt-10 min-w-0 border-t pt-6" data-testid="product-sds">
      <h2 id="product-sds-title" className="text-xl font-semibold">
        Safety data sheet
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The sheet buyers download from the product page and the{" "}
        <a href={sdsProductPath(product.itemNumber)} className="text-primary underline-offset-4 hover:underline">
          safety data sheet library
        </a>
        : the newest published revision. A published revision never changes; a correction is a new revision.
      </p>
      <ResourceStatus resource={resource} what="safety data sheet" onRetry={retry} />
      {sds && (
        <>
          <SdsRevisionList sds={sds} />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" onClick={() => void startRevision()} disabled={starting || draft !== null}>
              <FilePlusIcon aria-hidden="true" />
              {starting ? "Starting..." : "New Revision"}
            </Button>
            {draft && (
              <span className="text-sm text-muted-foreground">Revision {draft.revision} is a draft: publish or delete it first.</span>
            )}
          </div>
          {draft && (
            <SdsDraftEditor
              key={draft.id}
              productName={product.name}
              revision={draft}
              focusOnMount={startedId === draft.id}
              onSaved={replace}
              onPublished={replace}
              onDeleted={remove}
              onReload={retry}
            />
          )}
          <SdsUploadForm
            productId={product.id}
            productName={product.name}
            nextRevision={nextRevisionNumber(sds.revisions)}
            onUploaded={replace}
          />
        </>
      )}
    </section>
  );
}
