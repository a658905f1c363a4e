import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TechnicalDataSheet } from "@/components/pool-sheet/technical-data-sheet";
import { JsonLd } from "@/components/seo/json-ld";
import { POOL_ITEM_NUMBERS, technicalDataSheet, technicalDataSheetPath } from "@/lib/content/pool-sheets";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ itemNumber: string }> };

// The pool line's sheets are built ahead; any other catalogue item number renders on first request.
export function generateStaticParams() {
  return POOL_ITEM_NUMBERS.map((itemNumber) => ({ itemNumber }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sheet = technicalDataSheet(decodeURIComponent((await params).itemNumber));
  if (!sheet) return {};
  return pageMetadata({
    title: `${sheet.name} Technical Data Sheet (${sheet.itemNumber})`,
    description: `Technical data sheet for ${sheet.name}: pH, dilution, coverage, sizes, directions, storage and handling, and its 0-0-0 hazard rating.`,
    path: technicalDataSheetPath(sheet.itemNumber),
    keywords: [`${sheet.itemNumber} data sheet`, `${sheet.name} technical data`, "0-0-0 hazard rating"],
  });
}

export default async function TechnicalDataSheetPage({ params }: Props) {
  const sheet = technicalDataSheet(decodeURIComponent((await params).itemNumber));
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
