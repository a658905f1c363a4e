import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TechnicalDataSheet } from "@/components/pool-sheet/technical-data-sheet";
import { JsonLd } from "@/components/seo/json-ld";
import { POOL_ITEM_NUMBERS, technicalDataSheet, technicalDataSheetPath } from "@/lib/content/pool-sheets";
import { dataSheetProduct } from "@/lib/catalog/product-page";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ itemNumber: string }> };

// The pool line's sheets are built ahead; any other item number renders on first request. Staff changes
// to a product's facts make its sheet again (lib/catalog/edit-facts.ts).
// Remade at once when staff change the facts, and at most every 5 minutes in any case.
export const revalidate = 300;

export function generateStaticParams() {
  return POOL_ITEM_NUMBERS.map((itemNumber) => ({ itemNumber }));
}

/** The sheet of the item number in the address, from the product as the database keeps it. */
async function load(params: Props["params"]) {
  const product = await dataSheetProduct(decodeURIComponent((await params).itemNumber));
  return product ? technicalDataSheet(product) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sheet = await load(params);
  if (!sheet) return {};
  return pageMetadata({
    title: `${sheet.name} Technical Data Sheet (${sheet.itemNumber})`,
    description: `Technical data sheet for ${sheet.name}: pH, dilution, coverage, sizes, directions, storage and handling, and its 0-0-0 hazard rating.`,
    path: technicalDataSheetPath(sheet.itemNumber),
    keywords: [`${sheet.itemNumber} data sheet`, `${sheet.name} technical data`, "0-0-0 hazard rating"],
  });
}

export default async function TechnicalDataSheetPage({ params }: Props) {
  const sheet = await load(params);
  if (!sheet) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          ...(sheet.productPath ? [{ name: sheet.name, path: sheet.productPath }] : [{ name: "Products", path: "/products" }]),
          { name: "Technical Data Sheet", path: technicalDataSheetPath(sheet.itemNumber) },
        ])}
      />
      <TechnicalDataSheet sheet={sheet} />
    </>
  );
}
