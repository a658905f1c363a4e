"use client";

import { useEffect, useId, useRef, useState } from "react";
import { FileTextIcon } from "lucide-react";
import { toast } from "sonner";
import { FormField, fieldErrorProps } from "@/components/contact/form-field";
import { useLeadSubmit } from "@/components/leads/use-lead-submit";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

const FIELDS = ["firstName", "lastName", "email", "company", "phone", "size", "quantity", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * "Request Quote" on a pool product sheet: a dialog that saves a "product-quote" lead (larger sizes,
 * packs and bulk orders). The values stay when the dialog closes or sending fails; they clear once saved.
 */
export function QuoteDialog({
  productName,
  itemNumber,
  sizes,
  source,
}: {
  productName: string;
  itemNumber: string;
  /** The sizes the product comes in; the first is preselected. */
  sizes: readonly string[];
  /** The page the dialog sits on, saved with the lead. */
  source: string;
}) {
  const uid = useId();
  const fieldId = (name: Field) => `${uid}-${name}`;
  const initial: Values = {
    firstName: "",
    lastName: "",
    email: "",
    company: "",
    phone: "",
    size: sizes[0] ?? "",
    quantity: "1",
    message: "",
  };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(initial);
  const formRef = useRef<HTMLFormElement>(null);

  const { submit, pending, fieldErrors, clearFieldError, lastError } = useLeadSubmit("product-quote", {
    onSuccess: () => {
      toast.success("Quote Request Received", {
        description: `Thank you! We received your quote request for ${productName}. Our team will reply ${siteConfig.responsePromise}.`,
      });
      setValues(initial);
      setOpen(false);
    },
  });
  const errors = fieldErrors as Partial<Record<string, string>>;

  // submit() resolves before this component renders the hook's new error state, so each failure
  // bumps a counter and is answered in the render that carries lastError and fieldErrors.
  const [failures, setFailures] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (failures === handled.current) return;
    handled.current = failures;
    if (lastError === "validation") {
      const first = FIELDS.find((name) => errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${uid}-${first}`)}`)?.focus();
      return;
    }
    toast.error(lastError === "rate-limit" ? "Too Many Requests" : "Request Failed", {
      description:
        lastError === "rate-limit"
          ? `Please wait a few minutes and try again, or call us at ${siteConfig.phone.display}.`
          : `We could not send your quote request. Please try again or call us at ${siteConfig.phone.display}.`,
    });
    // Only a new failure runs this; errors and uid are read as of that render.
  }, [failures, lastError]);

  // submit() also answers false to a second click while the first is on its way: no failure.
  const sending = useRef(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      if (!(await submit({ ...values, productName, itemNumber, source }))) setFailures((n) => n + 1);
    } finally {
      sending.current = false;
    }
  }

  function field(name: Field) {
    const id = fieldId(name);
    return {
      id,
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) clearFieldError(name);
      },
      ...fieldErrorProps(id, errors[name]),
    };
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="w-full sm:w-auto">
          <FileTextIcon aria-hidden />
          Request Quote
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Request a Quote</DialogTitle>
          <DialogDescription>
            {productName} (item {itemNumber}). Tell us the size and quantity you need and we reply{" "}
            {siteConfig.responsePromise}.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          method="post"
          onSubmit={onSubmit}
          noValidate
          aria-busy={pending}
          aria-label="Quote request"
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField id={fieldId("firstName")} label="First Name" required error={errors.firstName}>
            <Input {...field("firstName")} autoComplete="given-name" required maxLength={LIMITS.name} />
          </FormField>
          <FormField id={fieldId("lastName")} label="Last Name" required error={errors.lastName}>
            <Input {...field("lastName")} autoComplete="family-name" required maxLength={LIMITS.name} />
          </FormField>
          <FormField id={fieldId("email")} label="Email" required error={errors.email}>
            <Input
              {...field("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={LIMITS.email}
            />
          </FormField>
          <FormField id={fieldId("phone")} label="Phone" optional error={errors.phone}>
            <Input {...field("phone")} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
          </FormField>
          <FormField id={fieldId("company")} label="Company" optional error={errors.company} className="sm:col-span-2">
            <Input {...field("company")} autoComplete="organization" maxLength={LIMITS.company} />
          </FormField>
          <FormField id={fieldId("size")} label="Size" error={errors.size}>
            <NativeSelect {...field("size")} wrapperClassName="w-full">
              {sizes.map((size) => (
                <NativeSelectOption key={size} value={size}>
                  {size}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fieldId("quantity")} label="Quantity" required error={errors.quantity}>
            <Input {...field("quantity")} type="number" inputMode="numeric" min={1} step={1} required />
          </FormField>
          <FormField id={fieldId("message")} label="Message" optional error={errors.message} className="sm:col-span-2">
            <Textarea
              {...field("message")}
              rows={3}
              maxLength={LIMITS.message}
              placeholder="Number of pools or spas, delivery timing, other products you need…"
            />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
              {pending ? (
                <>
                  <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
                  Sending...
                </>
              ) : (
                "Send Quote Request"
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
