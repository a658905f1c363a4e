import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { SearchForm } from "@/components/search/search-form";
import { SdsDownloadLink } from "@/components/sds/sds-download-link";
import { CallUsNote } from "@/components/site/call-us-note";
import { SDS_LIBRARY_PATH, sdsProductPath } from "@/lib/sds/rules";
import { sdsLibrary } from "@/lib/sds/library";
import { sdsLibraryQuery } from "@/lib/sds/schemas";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const metadata: Metadata = pageMetadata({
  title: "Safety Data Sheets (SDS)",
  description: `The current safety data sheet of every ${siteConfig.productLine} product, in the 16 sections of OSHA's Hazard Communication Standard, with every earlier revision: search by name or item number and download the PDF.`,
  path: SDS_LIBRARY_PATH,
  keywords: ["safety data sheet", "SDS", "MSDS", "0-0-0 hazard rating"],
});

/** /sds: every product's current safety data sheet, searchable by name and item number (?q=). */
export default async function SdsLibraryPage({ searchParams }: Props) {
  const parsed = sdsLibraryQuery.safeParse({ q: first((await searchParams).q) });
  const q = parsed.success ? (parsed.data.q ?? "").trim() : "";
  const entries = await sdsLibrary(q);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Safety Data Sheets", path: SDS_LIBRARY_PATH },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Safety Data Sheets</h1>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        The current safety data sheet (SDS) of every {siteConfig.productLine} product, with the 16 sections OSHA&apos;s Hazard Communication
        Standard requires. Every {siteConfig.productLine} product is rated {siteConfig.claims.hazmatRating} for health, flammability and
        instability. Earlier revisions stay available on each product&apos;s sheet page.
      </p>
      <SearchForm
        key={q}
        id="sds-query"
        action={SDS_LIBRARY_PATH}
        label="Search safety data sheets"
        fieldLabel="Search safety data sheets by product name or item number"
        defaultValue={q}
        className="mt-6 max-w-xl"
      />
      {!parsed.success ? (
        <p role="alert" className="mt-4 text-destructive">
          {parsed.error.issues[0]?.message}: showing every sheet.
        </p>
      ) : null}

      <h2 className="sr-only">{q ? `Sheets matching “${q}”` : "All sheets"}</h2>
      {entries.length === 0 ? (
        <div className="mt-8 rounded-lg border p-6" data-testid="sds-empty">
          <p className="font-medium">No product matches “{q}”.</p>
          <p className="mt-2 text-muted-foreground">
            Search by a product&apos;s name or its item number (for example TZ-PS-101), or{" "}
            <Link href={SDS_LIBRARY_PATH} className="text-primary underline-offset-4 hover:underline">
              see every sheet
            </Link>
            .
          </p>
          <CallUsNote />
        </div>
      ) : (
        <ul className="mt-8 divide-y rounded-lg border" aria-label={q ? `${entries.length} sheets matching “${q}”` : "Every sheet"}>
          {entries.map((entry) => (
            <li key={entry.itemNumber} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="sds-entry">
              <div className="min-w-0">
                <Link href={sdsProductPath(entry.itemNumber)} className="font-semibold break-words underline-offset-4 hover:underline">
                  {entry.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  Item {entry.itemNumber} ·{" "}
                  <Link href={`/products/${entry.slug}`} className="underline-offset-4 hover:underline">
                    Product page
                  </Link>
                </p>
              </div>
              {entry.current ? (
                <SdsDownloadLink
                  itemNumber={entry.itemNumber}
                  productName={entry.name}
                  revision={entry.current.revision}
                  revisionDate={entry.current.revisionDate}
                />
              ) : (
                <p className="text-sm text-muted-foreground">Sheet in preparation: call {siteConfig.phone.display}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
