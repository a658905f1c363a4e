import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound, permanentRedirect } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { SdsDownloadLink } from "@/components/sds/sds-download-link";
import { SDS_LIBRARY_PATH, sdsProductPath } from "@/lib/sds/rules";
import { productSds } from "@/lib/sds/library";
import { sdsProductParams } from "@/lib/sds/schemas";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

type Props = { params: Promise<{ itemNumber: string }> };

async function load(params: Props["params"]) {
  const parsed = sdsProductParams.safeParse({ itemNumber: decodeURIComponent((await params).itemNumber) });
  return parsed.success ? productSds(parsed.data.itemNumber) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sds = await load(params);
  if (!sds) return {};
  return pageMetadata({
    title: `${sds.name} Safety Data Sheet (${sds.itemNumber})`,
    description: `Safety data sheet of ${sds.name} (${sds.itemNumber}): the current revision and every earlier one, as PDF.`,
    path: sdsProductPath(sds.itemNumber),
  });
}

/** /sds/{itemNumber}: a product's safety data sheet, current revision first, every earlier one below. */
export default async function ProductSdsPage({ params }: Props) {
  const requested = decodeURIComponent((await params).itemNumber);
  const sds = await load(params);
  if (!sds) notFound();
  // A size's item number finds its product; the product's own number is the sheet's address.
  if (sds.itemNumber !== requested) permanentRedirect(sdsProductPath(sds.itemNumber));
  const [current, ...earlier] = sds.revisions;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Safety Data Sheets", path: SDS_LIBRARY_PATH },
          { name: sds.name, path: sdsProductPath(sds.itemNumber) },
        ])}
      />
      <p className="text-sm">
        <Link href={SDS_LIBRARY_PATH} className="text-primary underline-offset-4 hover:underline">
          All safety data sheets
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{sds.name}: Safety Data Sheet</h1>
      <p className="mt-2 text-muted-foreground">
        Item {sds.itemNumber}
        {sds.archived ? " · no longer sold; its sheet stays available for those who bought it" : null}
        {sds.archived ? null : (
          <>
            {" · "}
            <Link href={`/products/${sds.slug}`} className="text-primary underline underline-offset-4">
              Product page
            </Link>
          </>
        )}
      </p>

      {current ? (
        <section aria-labelledby="sds-current" className="mt-8 rounded-lg border p-5">
          <h2 id="sds-current" className="text-xl font-semibold">
            Current revision
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The 16 sections of OSHA&apos;s Hazard Communication Standard, in GHS order. Rated {siteConfig.claims.hazmatRating} for health,
            flammability and instability.
          </p>
          <div className="mt-3">
            <SdsDownloadLink
              itemNumber={sds.itemNumber}
              productName={sds.name}
              revision={current.revision}
              revisionDate={current.revisionDate}
            />
          </div>
        </section>
      ) : (
        <p className="mt-8 rounded-lg border p-5">
          This product&apos;s sheet is being prepared. Call{" "}
          <a href={siteConfig.phone.href} className="font-medium text-primary underline-offset-4 hover:underline">
            {siteConfig.phone.display}
          </a>{" "}
          and we will send it.
        </p>
      )}

      <section aria-labelledby="sds-earlier" className="mt-8">
        <h2 id="sds-earlier" className="text-xl font-semibold">
          Earlier revisions
        </h2>
        {earlier.length === 0 ? (
          <p className="mt-2 text-muted-foreground">None: this is the first revision.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {earlier.map((revision) => (
              <li key={revision.revision}>
                <SdsDownloadLink
                  itemNumber={sds.itemNumber}
                  productName={sds.name}
                  revision={revision.revision}
                  revisionDate={revision.revisionDate}
                />
                <span className="ml-2 text-sm text-muted-foreground">(replaced)</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
