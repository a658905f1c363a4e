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
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { QUOTE_QUANTITIES, STORE_TYPES, type QuoteQuantity, type StoreType } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import type { QuoteProduct } from "./quote-provider";

type Values = {
  storeName: string;
  contactName: string;
  email: string;
  phone: string;
  storeType: StoreType | "";
  company: string;
  quantity: QuoteQuantity;
  customQuantity: string;
  needs: string;
};

/** The quantity the form starts on: the smallest listed one that meets the product's minimum order. */
function defaultQuoteQuantity(minimumOrder: number | undefined): QuoteQuantity {
  const fits = QUOTE_QUANTITIES.find((q) => q.value !== "custom" && Number(q.value) >= (minimumOrder ?? 0));
  return fits?.value ?? "custom";
}

const initialValues = (product?: QuoteProduct): Values => ({
  storeName: "",
  contactName: "",
  email: "",
  phone: "",
  storeType: "",
  company: "",
  quantity: defaultQuoteQuantity(product?.minimumOrder),
  customQuantity: "",
  needs: "",
});

/** The convenience store quote request (lead form "convenience-quote"), for a product or a custom quote. */
export function QuoteDialog({
  open,
  onOpenChange,
  product,
  phone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: QuoteProduct;
  /** The sales phone for the failure message, from the server's siteConfig. */
  phone: string;
}) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [values, setValues] = useState<Values>(() => initialValues(product));
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, pending, fieldErrors, clearFieldError, lastError } = useLeadSubmit("convenience-quote", {
    onSuccess: () => {
      toast.success("Quote Request Received", {
        description: `Thank you! Our team will reply ${siteConfig.responsePromise} with your quote.`,
      });
      setValues(initialValues(product));
      onOpenChange(false);
    },
  });

  // The hook's error state is only current on the render after submit() returns, so failures are
  // handled here, once per failed attempt.
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

  function update<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    clearFieldError(name);
    if (name === "quantity") clearFieldError("customQuantity");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const custom = values.quantity === "custom" && values.customQuantity.trim() !== "";
    const saved = await submit({
      storeName: values.storeName,
      contactName: values.contactName,
      email: values.email,
      phone: values.phone,
      storeType: values.storeType,
      company: values.company,
      quantity: values.quantity,
      customQuantity: custom ? Number(values.customQuantity) : undefined,
      needs: values.needs,
      productName: product?.name,
      itemNumber: product?.itemNumber,
      source: "convenience-store",
    });
    if (!saved) setFailures((count) => count + 1);
  }

  const errors: Partial<Record<string, string>> = fieldErrors;
  const text = (name: "storeName" | "contactName" | "email" | "phone" | "company" | "needs" | "customQuantity") => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(name, event.target.value),
    ...fieldErrorProps(id(name), errors[name]),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Request a Quote</DialogTitle>
          <DialogDescription>
            {product ? (
              <>
                Quote for <span className="font-semibold text-foreground">{product.name}</span> (item{" "}
                {product.itemNumber}, minimum order {product.minimumOrder} gallons).
              </>
            ) : (
              "Tell us about your store and we will put together a custom cleaning program and quote."
            )}{" "}
            We reply {siteConfig.responsePromise}.
          </DialogDescription>
        </DialogHeader>

        <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-4 sm:grid-cols-2">
          <FormField id={id("storeName")} label="Store Name" required error={errors.storeName}>
            <Input {...text("storeName")} autoComplete="organization" required />
          </FormField>
          <FormField id={id("contactName")} label="Contact Name" required error={errors.contactName}>
            <Input {...text("contactName")} autoComplete="name" required />
          </FormField>
          <FormField id={id("email")} label="Email" required error={errors.email}>
            <Input {...text("email")} type="email" inputMode="email" autoComplete="email" required />
          </FormField>
          <FormField id={id("storeType")} label="Store Type" required error={errors.storeType}>
            <NativeSelect
              id={id("storeType")}
              name="storeType"
              value={values.storeType}
              onChange={(event) => update("storeType", event.target.value as StoreType | "")}
              required
              wrapperClassName="w-full"
              {...fieldErrorProps(id("storeType"), errors.storeType)}
            >
              <NativeSelectOption value="">Select store type</NativeSelectOption>
              {STORE_TYPES.map((option) => (
                <NativeSelectOption key={option.value} value={option.value}>
                  {option.label}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={id("phone")} label="Phone" optional error={errors.phone}>
            <Input {...text("phone")} type="tel" inputMode="tel" autoComplete="tel" />
          </FormField>
          <FormField id={id("company")} label="Company" optional error={errors.company}>
            <Input {...text("company")} />
          </FormField>

          <fieldset
            className="sm:col-span-2"
            aria-describedby={errors.quantity ? `${id("quantity")}-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium">
              Quantity{" "}
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {QUOTE_QUANTITIES.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/70"
                >
                  <input
                    type="radio"
                    name="quantity"
                    value={option.value}
                    checked={values.quantity === option.value}
                    onChange={() => update("quantity", option.value)}
                    className="size-4 accent-primary outline-none"
                    aria-invalid={errors.quantity ? true : undefined}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.quantity && (
              <p id={`${id("quantity")}-error`} className="mt-1.5 text-sm text-destructive">
                {errors.quantity}
              </p>
            )}
          </fieldset>

          {values.quantity === "custom" && (
            <FormField
              id={id("customQuantity")}
              label="Custom quantity (gallons)"
              required
              error={errors.customQuantity}
              className="sm:col-span-2"
            >
              <Input {...text("customQuantity")} type="number" inputMode="numeric" min={1} step={1} required />
            </FormField>
          )}

          <FormField id={id("needs")} label="Cleaning Needs" optional error={errors.needs} className="sm:col-span-2">
            <Textarea
              {...text("needs")}
              rows={3}
              placeholder="Number of locations, areas to clean, products you use today, delivery schedule…"
            />
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
