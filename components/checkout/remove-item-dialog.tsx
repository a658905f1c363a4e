"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";

/** The confirm prompt before Remove (seed 001 §2), as an alert dialog that keyboards and screen readers can use. */
export function RemoveItemDialog({
  name,
  onConfirm,
  onOpenChange,
}: {
  /** The product to remove; null when the dialog is closed. */
  name: string | null;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={name !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" showCloseButton={false} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {name}?</DialogTitle>
          <DialogDescription>{CHECKOUT_TEXT.removeConfirm}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={onConfirm}>
            {CHECKOUT_TEXT.removeItem}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
