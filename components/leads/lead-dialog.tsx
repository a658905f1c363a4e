"use client";

import type { FieldValues } from "react-hook-form";
import { SubmitButton } from "@/components/forms/submit-button";
import { ZodForm } from "@/components/forms/zod-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import type { LeadForm } from "./use-lead-form";

/**
 * A lead form in a dialog: title, description, the fields passed as children in a two-column grid,
 * and the footer's submit button (with Cancel when `cancel`). It cannot be closed while sending. Keep
 * useLeadForm in the component that renders this one: the values outlive the dialog's content, so
 * they are still there when it opens again after a failed send.
 */
export function LeadDialog<V extends FieldValues>({
  lead,
  open,
  onOpenChange,
  trigger,
  returnFocusTo,
  title,
  description,
  formLabel,
  contentClassName = "sm:max-w-xl",
  submitLabel,
  cancel = false,
  children,
}: {
  lead: LeadForm<V>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when the dialog brings its own. */
  trigger?: React.ReactNode;
  /** Without a trigger of its own: the button that opened it, which has the focus again when it closes. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  title: string;
  description: React.ReactNode;
  /** The form's accessible name ("Quote request"). */
  formLabel?: string;
  contentClassName?: string;
  submitLabel: React.ReactNode;
  /** A Cancel button next to submit; its submit button then has the default size. */
  cancel?: boolean;
  children: React.ReactNode;
}) {
  const { form, onSubmit, onInvalid } = lead;
  const pending = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        className={contentClassName}
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                event.preventDefault();
                returnFocusTo.current?.focus();
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ZodForm form={form} onSubmit={onSubmit} onInvalid={onInvalid} aria-label={formLabel} className="grid gap-4 sm:grid-cols-2">
          {children}
          <DialogFooter className="sm:col-span-2">
            {cancel && (
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
            )}
            <SubmitButton pendingLabel="Sending..." size={cancel ? "default" : "lg"} className={cn(!cancel && "w-full sm:w-auto")}>
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </ZodForm>
      </DialogContent>
    </Dialog>
  );
}
