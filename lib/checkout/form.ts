// The checkout form's values and its checks (seed 001 §3 "Checkout form", §5): which required fields are
// blank for the chosen payment method (the 'Missing Required Information' list), the per-field hints
// from the server's own schema, the schema the form kit checks the whole form with, and the customer as
// the payment routes take it. Client-safe and pure.
import { z } from "zod";
import { fieldErrors } from "@/lib/forms/zod-issues";
import { checkoutCustomerSchema } from "@/lib/orders/schemas";
import { validateCardFields, type CardFieldName, type CardFields } from "@/lib/payments/test-tokenizer";
import { CHECKOUT_TOASTS } from "./messages";

/** The customer's fields as the form holds them, each read with `text` (the state saved for PayPal caps their length). */
export const checkoutValuesSchema = (text: z.ZodString = z.string()) =>
  z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    shippingCompany: text,
    shippingAddress: text,
    shippingCity: text,
    shippingState: text,
    shippingZipCode: text,
    /** Seed 001 §9: true by default. */
    sameAsShipping: z.boolean(),
    billingCompany: text,
    billingAddress: text,
    billingCity: text,
    billingState: text,
    billingZipCode: text,
  });
export type CheckoutFormValues = z.infer<ReturnType<typeof checkoutValuesSchema>>;

export type CheckoutFieldName = Exclude<keyof CheckoutFormValues, "sameAsShipping">;
export type FormFieldName = CheckoutFieldName | CardFieldName;
export type PaymentMethodChoice = "card" | "paypal";
export type FormFieldErrors = Partial<Record<FormFieldName, string>>;
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  shippingCompany: "",
  shippingAddress: "",
  shippingCity: "",
  shippingState: "",
  shippingZipCode: "",
  sameAsShipping: true,
  billingCompany: "",
  billingAddress: "",
  billingCity: "",
  billingState: "",
  billingZipCode: "",
};

export const EMPTY_CARD_FIELDS: CardFields = { cardNumber: "", expirationDate: "", cardCode: "" };

/** The names the 'Missing Required Information' toast uses (seed 001 §5). */
export const FIELD_LABELS: Record<FormFieldName, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  shippingCompany: "Company",
  shippingAddress: "Shipping Address",
  shippingCity: "City",
  shippingState: "State",
  shippingZipCode: "Zip Code",
  billingCompany: "Billing Company",
  billingAddress: "Billing Address",
  billingCity: "Billing City",
  billingState: "Billing State",
  billingZipCode: "Billing Zip Code",
  cardNumber: "Card Number",
  expirationDate: "Expiration Date",
  cardCode: "Security Code",
};

/** Top to bottom, as the form shows them: the first one with an error gets the focus. */
export const FORM_FIELD_ORDER: readonly FormFieldName[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "shippingCompany",
  "shippingAddress",
  "shippingCity",
  "shippingState",
  "shippingZipCode",
  "billingCompany",
  "billingAddress",
  "billingCity",
  "billingState",
  "billingZipCode",
  "cardNumber",
  "expirationDate",
  "cardCode",
];

const SHIPPING_REQUIRED: readonly CheckoutFieldName[] = ["shippingAddress", "shippingCity", "shippingState", "shippingZipCode"];
const BILLING_REQUIRED: readonly CheckoutFieldName[] = ["billingAddress", "billingCity", "billingState", "billingZipCode"];
const CARD_REQUIRED: readonly CardFieldName[] = ["cardNumber", "expirationDate", "cardCode"];

/**
 * The fields a payment needs (seed 001 §5). PayPal also needs the phone; company is never required;
 * billing counts only when it differs from shipping.
 */
export function requiredFields(method: PaymentMethodChoice, sameAsShipping: boolean): FormFieldName[] {
  const contact: CheckoutFieldName[] =
    method === "paypal" ? ["firstName", "lastName", "email", "phone"] : ["firstName", "lastName", "email"];
  return [...contact, ...SHIPPING_REQUIRED, ...(sameAsShipping ? [] : BILLING_REQUIRED), ...(method === "card" ? CARD_REQUIRED : [])];
}

/** Required fields that are blank after trimming, in form order. */
export function missingRequiredFields(
  values: CheckoutFormValues,
  method: PaymentMethodChoice,
  card: CardFields = EMPTY_CARD_FIELDS,
): FormFieldName[] {
  const all = { ...values, ...card } as Record<FormFieldName, string>;
  return requiredFields(method, values.sameAsShipping).filter((name) => (all[name] ?? "").trim() === "");
}

/** 'Please fill in the following required fields: First Name, Email' */
export function missingFieldsDescription(fields: readonly FormFieldName[]): string {
  return CHECKOUT_TOASTS.missing.description + fields.map((name) => FIELD_LABELS[name]).join(", ");
}

export function invalidFieldsDescription(fields: readonly FormFieldName[]): string {
  return CHECKOUT_TOASTS.invalid.description + fields.map((name) => FIELD_LABELS[name]).join(", ");
}

/** The customer as the payment routes take it; hidden billing fields are not sent. */
export function toCustomerInput(values: CheckoutFormValues): CheckoutCustomerInput {
  const { sameAsShipping, billingCompany, billingAddress, billingCity, billingState, billingZipCode, ...rest } = values;
  return sameAsShipping
    ? { ...rest, sameAsShipping }
    : { ...rest, sameAsShipping, billingCompany, billingAddress, billingCity, billingState, billingZipCode };
}

const REQUIRED_MESSAGE = "This field is required";

/**
 * One message per field: the server's checks (the same schema the routes use), blank required fields,
 * and, for a card payment, the card fields' own checks.
 */
export function checkoutFieldErrors(
  values: CheckoutFormValues,
  method: PaymentMethodChoice,
  card: CardFields = EMPTY_CARD_FIELDS,
  now: Date = new Date(),
): FormFieldErrors {
  const errors: FormFieldErrors = {};
  const parsed = checkoutCustomerSchema.safeParse(toCustomerInput(values));
  if (!parsed.success) {
    for (const [name, message] of Object.entries(fieldErrors(parsed.error, { topLevel: true }))) {
      if (name in FIELD_LABELS) errors[name as CheckoutFieldName] ??= message;
    }
  }
  if (method === "card") {
    const checked = validateCardFields(card, now);
    if (!checked.ok) for (const name of CARD_REQUIRED) if (checked.fields[name]) errors[name] ??= checked.fields[name];
  }
  // A blank field is missing, whatever its format rule would say ("Enter a valid e-mail address").
  for (const name of missingRequiredFields(values, method, card)) {
    if (!(CARD_REQUIRED as readonly string[]).includes(name) || !errors[name]) errors[name] = REQUIRED_MESSAGE;
  }
  return sortErrors(errors);
}

function sortErrors(errors: FormFieldErrors): FormFieldErrors {
  return Object.fromEntries(FORM_FIELD_ORDER.filter((name) => errors[name]).map((name) => [name, errors[name]]));
}

/** The fields of an error answer ("customer.email", "customerInfo.phone") as the form's field names. */
export function formErrorsFromServer(fields: Readonly<Record<string, unknown>> | undefined): FormFieldErrors {
  const errors: FormFieldErrors = {};
  if (!fields) return errors;
  for (const [key, message] of Object.entries(fields)) {
    if (typeof message !== "string") continue;
    const name = key.replace(/^(customer|customerInfo)\./, "");
    if (name in FIELD_LABELS) errors[name as FormFieldName] ??= message;
    else if (name.startsWith("opaqueData")) errors.cardNumber ??= message;
  }
  return sortErrors(errors);
}

export function firstErrorField(errors: FormFieldErrors): FormFieldName | undefined {
  return FORM_FIELD_ORDER.find((name) => errors[name]);
}

/** The whole form as the page holds it: the customer, the card (which never reaches our server) and the method. */
export type CheckoutFormState = CheckoutFormValues & CardFields & { method: PaymentMethodChoice };

export const EMPTY_CHECKOUT_STATE: CheckoutFormState = { ...EMPTY_CHECKOUT_FORM, ...EMPTY_CARD_FIELDS, method: "card" };

/** The customer's part of the form: what an attempt's key and the state saved for PayPal are made of. */
export function customerOf(state: CheckoutFormState): CheckoutFormValues {
  const { cardNumber: _number, expirationDate: _expiry, cardCode: _code, method: _method, ...customer } = state;
  return customer;
}

export function cardOf({ cardNumber, expirationDate, cardCode }: CheckoutFormState): CardFields {
  return { cardNumber, expirationDate, cardCode };
}

/** The form's check for the form kit: the messages of checkoutFieldErrors for the chosen method, each on its field. */
export const checkoutFormSchema = checkoutValuesSchema()
  .extend({ cardNumber: z.string(), expirationDate: z.string(), cardCode: z.string(), method: z.enum(["card", "paypal"]) })
  .superRefine((state, context) => {
    const errors = checkoutFieldErrors(customerOf(state), state.method, cardOf(state));
    for (const name of FORM_FIELD_ORDER) {
      const message = errors[name];
      if (message) context.addIssue({ code: "custom", path: [name], message });
    }
  });

/** The toast of a refused form (seed 001 §5): the missing list first, then the fields whose own rules failed. */
export function checkoutProblem(state: CheckoutFormState): { title: string; description: string } {
  const customer = customerOf(state);
  const missing = missingRequiredFields(customer, state.method, cardOf(state));
  if (missing.length > 0) return { title: CHECKOUT_TOASTS.missing.title, description: missingFieldsDescription(missing) };
  const invalid = Object.keys(checkoutFieldErrors(customer, state.method, cardOf(state))) as FormFieldName[];
  return { title: CHECKOUT_TOASTS.invalid.title, description: invalidFieldsDescription(invalid) };
}
