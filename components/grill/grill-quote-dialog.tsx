"use client";

import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { FormField, fieldErrorProps } from "@/components/contact/form-field";
import { useLeadSubmit } from "@/components/leads/use-lead-submit";
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
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { siteConfig } from "@/lib/site-config";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  productName: string;
  size: string;
  quantity: string;
  message: string;
};
type FieldName = keyof Values;

const INITIAL: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  productName: "",
  size: "",
  quantity: "",
  message: "",
};

export type GrillQuoteProduct = { name: string; sizes: readonly { label: string }[] };

/** "Get Custom Quote" and its dialog (lead form "grill-quote"): pails, drums and mixed orders. */
export function GrillQuoteDialog({
  products,
  phone,
  triggerClassName,
}: {
  products: readonly GrillQuoteProduct[];
  /** The sales phone for the failure message, from the server's siteConfig. */
  phone: string;
  triggerClassName?: string;
}) {
  const uid = useId();
  const id = (name: FieldName) => `${uid}-${name}`;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(INITIAL);
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, pending, fieldErrors, clearFieldError, lastError } = useLeadSubmit("grill-quote", {
    onSuccess: () => {
      toast.success("Quote Request Received", {
        description: `Thank you! Our grill cleaning team will reply ${siteConfig.responsePromise}.`,
      });
      setValues(INITIAL);
      setOpen(false);
    },
  });

  // The hook's error state is only current on the render after submit() returns.
  const [failures, setFailures] = useState(0);
  const handledFailures = useRef(0);
  useEffect(() => {
    if (failures === handledFailures.current) return;
    handledFailures.current = failures;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    if (lastError === "validation") return;
    toast.error("Quote Request Failed", {
      description:
        lastError === "rate-limit"
          ? `Too many requests in a short time. Please try again in a few minutes or call us at ${phone}.`
          : `Please try again or call us at ${phone}.`,
    });
  }, [failures, lastError, fieldErrors, phone]);

  const chosen = products.find((p) => p.name === values.productName);
  const sizes = [...new Set((chosen ? [chosen] : products).flatMap((p) => p.sizes.map((s) => s.label)))];

  function update(name: FieldName, value: string) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A size the newly chosen product does not come in is dropped.
      if (name === "productName") {
        const product = products.find((p) => p.name === value);
        if (product && !product.sizes.some((s) => s.label === current.size)) next.size = "";
      }
      return next;
    });
    clearFieldError(name);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const saved = await submit({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      company: values.company,
      productName: values.productName,
      size: values.size,
      // Blank stays blank (optional); anything else goes as typed so the schema can name the problem.
      quantity: values.quantity.trim() === "" ? undefined : Number(values.quantity),
      message: values.message,
      source: "grill-cleaning",
    });
    if (!saved) setFailures((count) => count + 1);
  }

  const errors: Partial<Record<string, string>> = fieldErrors;
  const field = (name: FieldName) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(name, event.target.value),
    ...fieldErrorProps(id(name), errors[name]),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button type="button" size="lg" className={triggerClassName}>
          Get Custom Quote
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Get a Custom Quote</DialogTitle>
          <DialogDescription>
            Pails, drums, mixed orders or a standing order for your grill cleaning business: tell us what you need and
            we reply {siteConfig.responsePromise}.
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-4 sm:grid-cols-2">
          <FormField id={id("firstName")} label="First Name" required error={errors.firstName}>
            <Input {...field("firstName")} autoComplete="given-name" required />
          </FormField>
          <FormField id={id("lastName")} label="Last Name" required error={errors.lastName}>
            <Input {...field("lastName")} autoComplete="family-name" required />
          </FormField>
          <FormField id={id("email")} label="Email" required error={errors.email}>
            <Input {...field("email")} type="email" inputMode="email" autoComplete="email" required />
          </FormField>
          <FormField id={id("phone")} label="Phone" optional error={errors.phone}>
            <Input {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
          </FormField>
          <FormField id={id("company")} label="Company" optional error={errors.company} className="sm:col-span-2">
            <Input {...field("company")} autoComplete="organization" />
          </FormField>
          <FormField id={id("productName")} label="Product" optional error={errors.productName} className="sm:col-span-2">
            <NativeSelect {...field("productName")} wrapperClassName="w-full">
              <NativeSelectOption value="">Not sure yet / several products</NativeSelectOption>
              {products.map((product) => (
                <NativeSelectOption key={product.name} value={product.name}>
                  {product.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={id("size")} label="Size" optional error={errors.size}>
            <NativeSelect {...field("size")} wrapperClassName="w-full">
              <NativeSelectOption value="">Any size</NativeSelectOption>
              {sizes.map((size) => (
                <NativeSelectOption key={size} value={size}>
                  {size}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={id("quantity")} label="Quantity" optional error={errors.quantity}>
            <Input {...field("quantity")} type="number" inputMode="numeric" min={1} step={1} />
          </FormField>
          <FormField id={id("message")} label="Message" optional error={errors.message} className="sm:col-span-2">
            <Textarea {...field("message")} rows={3} placeholder="How many grills you clean a month, the soils, delivery schedule…" />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? (
                <>
                  <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
                  Sending...
                </>
              ) : (
                "Request Quote"
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
