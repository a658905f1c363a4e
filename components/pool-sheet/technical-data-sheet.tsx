import Link from "@/components/ui/link";
import { ArrowLeftIcon, ShieldCheckIcon } from "lucide-react";
import { DATA_SHEET_REVISED, type TechnicalDataSheet as Sheet } from "@/lib/content/pool-sheets";
import { siteConfig } from "@/lib/site-config";
import { PrintButton } from "./print-button";
import { SheetSection } from "./sheet-section";

/** A printable technical data sheet: one page per product, laid out for Letter and A4 paper. */
export function TechnicalDataSheet({ sheet }: { sheet: Sheet }) {
  const backHref = sheet.productPath ?? "/products";
  const info: [string, string][] = [
    ["Item number", sheet.itemNumber],
    ["Category", sheet.category],
    ["Chemical type", sheet.chemicalType],
    ...sheet.specs.filter((line) => line.label !== "Note").map((line): [string, string] => [line.label, line.value]),
    ["Hazard rating", sheet.hazardRating],
    ["Biodegradability", sheet.biodegradability],
  ].filter(([label], index, all) => all.findIndex(([other]) => other === label) === index) as [string, string][];

  return (
    <div className="bg-muted/50 py-6 print:bg-white print:py-0">
      {/* Page margins for the printed copy; the screen layout ignores it. */}
      <style>{"@page { margin: 14mm; }"}</style>
      <div className="mx-auto mb-4 flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 print:hidden">
        <Link
          href={backHref}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          {sheet.productPath ? `Back to ${sheet.name}` : "Back to products"}
        </Link>
        <PrintButton />
      </div>

      <article
        className="mx-auto max-w-4xl bg-white px-5 py-8 text-foreground shadow-sm sm:rounded-lg sm:border sm:px-10 print:max-w-none print:border-0 print:p-0 print:text-black print:shadow-none"
        aria-labelledby="data-sheet-heading"
      >
        <header className="flex flex-col gap-4 border-b-2 border-primary pb-5 sm:flex-row sm:items-start sm:justify-between print:flex-row print:border-black">
          <div>
            <p className="text-sm font-semibold text-primary print:text-black">{siteConfig.companyName}</p>
            <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase print:text-black">Technical Data Sheet</p>
            <h1 id="data-sheet-heading" className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {sheet.name}
            </h1>
            <p className="mt-1 text-sm">
              Item number <span className="font-semibold">{sheet.itemNumber}</span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end print:items-end">
            <span className="inline-flex items-center gap-1.5 rounded-md bg-brand-green px-3 py-1.5 text-sm font-bold text-brand-green-foreground print:border print:border-black print:bg-white print:text-black">
              <ShieldCheckIcon className="size-4" aria-hidden />
              Hazard rating {siteConfig.claims.hazmatRating}
            </span>
            <p className="text-xs text-muted-foreground print:text-black">
              Revised <time dateTime={DATA_SHEET_REVISED.iso}>{DATA_SHEET_REVISED.label}</time>
            </p>
          </div>
        </header>

        <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          <div className="sm:col-span-2 print:col-span-2">
            <SheetSection title="Product description">
              <p>{sheet.description}</p>
            </SheetSection>
          </div>

          <SheetSection title="Product information">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
              {info.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </SheetSection>

          <SheetSection title="Dilution and coverage">
            <p>
              <span className="font-semibold">Dilution:</span> {sheet.dilution}
            </p>
            {sheet.dilutionSteps.length > 0 && (
              <ul className="mt-2 space-y-1">
                {sheet.dilutionSteps.map((step) => (
                  <li key={step.strength}>
                    <span className="font-semibold">{step.strength}</span>: {step.use}
                  </li>
                ))}
              </ul>
            )}
            {sheet.coverage && (
              <p className="mt-2">
                <span className="font-semibold">Coverage:</span> {sheet.coverage}
              </p>
            )}
            <p className="mt-2">
              <span className="font-semibold">Sizes:</span> {sheet.sizes.join(", ")}
            </p>
          </SheetSection>

          <SheetSection title="Directions for use">
            <ol className="list-decimal space-y-1 pl-5">
              {sheet.directions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </SheetSection>

          <SheetSection title="Applications">
            <ul className="list-disc space-y-1 pl-5">
              {sheet.applications.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </SheetSection>

          <SheetSection title="Benefits">
            <ul className="list-disc space-y-1 pl-5">
              {sheet.benefits.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </SheetSection>

          <SheetSection title="Storage and handling">
            <ul className="list-disc space-y-1 pl-5">
              {sheet.storage.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </SheetSection>

          <div className="sm:col-span-2 print:col-span-2">
            <SheetSection title="Safety and environment">
              <p>
                Rated {sheet.hazardRating}. {sheet.biodegradability} Ships without hazmat fees. {siteConfig.claims.americanMade}.
              </p>
            </SheetSection>
          </div>
        </div>

        <footer className="mt-8 grid gap-1 border-t pt-4 text-xs text-muted-foreground sm:grid-cols-2 print:grid-cols-2 print:text-black">
          <p className="font-semibold text-foreground print:text-black">{siteConfig.companyName}</p>
          <p className="sm:text-right print:text-right">{siteConfig.hours}</p>
          <p>
            Phone:{" "}
            <a href={siteConfig.phone.href} className="underline-offset-2 hover:underline">
              {siteConfig.phone.display}
            </a>
          </p>
          <p className="sm:text-right print:text-right">
            Email:{" "}
            <a href={`mailto:${siteConfig.email}`} className="underline-offset-2 hover:underline">
              {siteConfig.email}
            </a>
          </p>
          <p className="sm:col-span-2 print:col-span-2">
            {siteConfig.url.replace(/^https?:\/\//, "")} · The information on this sheet is given in good faith for the product as supplied;
            test on a small area first.
          </p>
        </footer>
      </article>
    </div>
  );
}
