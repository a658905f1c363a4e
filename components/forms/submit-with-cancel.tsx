"use client";

import { Button } from "@/components/ui/button";
import { SubmitButton } from "./submit-button";

/** A form's submit with Cancel beside it, which closes the form without sending it. */
export function SubmitWithCancel({
  children,
  pendingLabel,
  onCancel,
  cancelVariant,
}: {
  children: React.ReactNode;
  pendingLabel: string;
  onCancel: () => void;
  cancelVariant: "ghost" | "outline";
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton pendingLabel={pendingLabel} size="default" className="">
        {children}
      </SubmitButton>
      <Button type="button" variant={cancelVariant} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
