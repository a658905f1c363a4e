"use client";

import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { LeadFormName } from "@/lib/leads/schemas";
import { useLeadForm, type LeadFormOptions } from "./use-lead-form";

/**
 * A lead form in a dialog that brings its own button (LeadDialog's `trigger`): the dialog's state and the
 * form, which closes the dialog once saved. Spread the result into LeadDialog.
 */
export function useLeadDialog<F extends LeadFormName, V extends FieldValues>(name: F, options: Omit<LeadFormOptions<F, V>, "onSaved">) {
  const [open, setOpen] = useState(false);
  const lead = useLeadForm(name, { ...options, onSaved: () => setOpen(false) });
  return { lead, open, onOpenChange: setOpen };
}
