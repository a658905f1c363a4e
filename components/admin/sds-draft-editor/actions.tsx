"use client";

import { Trash2Icon } from "lucide-react";
import { SubmitButton } from "@/components/forms";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { StaffSdsRevision } from "@/lib/sds/schemas";
import type { Pending } from "./values";

/** The confirmations Publish and Delete Draft ask for before they act. */
export function DraftConfirmations({
  productName,
  revision,
  isDirty,
  confirming,
  setConfirming,
  pending,
  publish,
  remove,
}: {
  productName: string;
  revision: StaffSdsRevision;
  isDirty: boolean;
  confirming: "publish" | "delete" | null;
  setConfirming: (confirming: null) => void;
  pending: Pending | null;
  publish: () => Promise<void>;
  remove: () => Promise<void>;
}) {
  return (
    <>
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
    </>
  );
}

/** Save Draft submits the form; Publish and Delete Draft ask first. */
export function DraftButtons({
  pending,
  askToPublish,
  setConfirming,
}: {
  pending: Pending | null;
  askToPublish: () => Promise<void>;
  setConfirming: (confirming: "delete") => void;
}) {
  const working = pending !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton pendingLabel="Saving..." size="default" className="" variant="outline" pending={pending === "save"} disabled={working}>
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
  );
}
