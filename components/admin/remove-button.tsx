"use client";

import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Removes one row of a list being edited; `label` names the row ("Remove line 2"). */
export function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={onClick} disabled={disabled} aria-label={label}>
      <Trash2Icon aria-hidden="true" />
      Remove
    </Button>
  );
}
