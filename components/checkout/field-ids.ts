import type { FormFieldName } from "@/lib/checkout/form";

/** One checkout form per page: fixed ids let the error toast's fields, labels and focus find each other. */
export const fieldId = (name: FormFieldName) => `checkout-${name}`;
