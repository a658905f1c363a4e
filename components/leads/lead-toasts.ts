"use client";

import { toast } from "@/components/ui/toast";
import { siteConfig } from "@/lib/site-config";
import type { LeadFailure } from "./use-lead-form";

/** The server's refusal of a 429 says when to try again; without one, a few minutes. */
const waitMessage = (message: string | undefined) => message || "Please wait a few minutes and try again.";

/** The failure toast of the product dialogs (samples, product quotes); a refused field shows by the field instead. */
export function toastDialogLeadFailure(failure: LeadFailure, what: "request" | "quote request", message?: string) {
  if (failure === "validation") return;
  const phone = siteConfig.phone.display;
  if (failure === "rate-limit") {
    toast.error("Too Many Requests", { description: `${waitMessage(message)} Or call us at ${phone}.` });
    return;
  }
  toast.error("Request Failed", { description: `We could not send your ${what}. Please try again or call us at ${phone}.` });
}

/** The failure toast of the store quote dialogs (convenience, grill), naming the sales phone. */
export function toastQuoteFailure(failure: LeadFailure, phone: string, message?: string) {
  if (failure === "validation") return;
  toast.error("Quote Request Failed", {
    description: failure === "rate-limit" ? `${waitMessage(message)} Or call us at ${phone}.` : `Please try again or call us at ${phone}.`,
  });
}
