"use client";

import { useFormState } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "./use-hydrated";

/**
 * The submit button of a ZodForm: disabled while the form is sent, and until the page is hydrated
 * (a click before that would post the form natively and put the visitor's details into a URL).
 */
export function SubmitButton({
  children,
  pendingLabel,
  pending,
  disabled,
  size = "lg",
  className = "w-full sm:w-auto",
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type"> & {
  /** Shown with a spinner while the form is sent ("Sending..."). */
  pendingLabel: string;
  /** Forces the sending state (when the form sends outside its own submit). */
  pending?: boolean;
}) {
  const { isSubmitting } = useFormState();
  const hydrated = useHydrated();
  const sending = pending ?? isSubmitting;
  return (
    <Button type="submit" size={size} disabled={sending || !hydrated || disabled} className={className} {...props}>
      {sending ? (
        <>
          <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
