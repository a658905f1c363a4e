"use client";

import { toast } from "sonner";
import { siteConfig } from "@/lib/site-config";
import type { LeadFailure } from "./use-lead-form";

/** The failure toast of the product dialogs (samples, product quotes); a refused field shows by the field instead. */
export function toastDialogLeadFailure(failure: LeadFailure, what: "request" | "quote request") {
  if (failure === "validation") return;
  const phone = siteConfig.phone.display;
  if (failure === "rate-limit") {
    toast.error("Too Many Requests", { description: `Please wait a few minutes and try again, or call us at ${phone}.` });
    return;
  }
  toast.error("Request Failed", { description: `We could not send your ${what}. Please try again or call us at ${phone}.` });
}

/** The failure toast of the store quote dialogs (convenience, grill), naming the sales phone. */
export function toastQuoteFailure(failure: LeadFailure, phone: string) {
  if (failure === "validation") return;
  toast.error("Quote Request Failed", {
    description:
      failure === "rate-limit"
        ? `Too many requests in a short time. Please try again in a few minutes or call us at ${phone}.`
        : `Please try again or call us at ${phone}.`,
  });
}
