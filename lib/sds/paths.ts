// The safety data sheets' public addresses and file names, apart from their zod schemas (lib/sds/rules.ts):
// product cards, download links and the portal link to them from the browser, and a path must not bring
// the schema library into those pages' scripts.

/** The file name a revision downloads as: "SDS-TZ-PS-101-rev2.pdf". */
export const sdsFileName = (itemNumber: string, revision: number) => `SDS-${itemNumber}-rev${revision}.pdf`;

/** The public addresses of the library (sitemap, links from product pages, cards, the portal, e-mails). */
export const SDS_LIBRARY_PATH = "/sds";
export const sdsProductPath = (itemNumber: string) => `${SDS_LIBRARY_PATH}/${encodeURIComponent(itemNumber)}`;
export const sdsRevisionPath = (itemNumber: string, revision: number) => `${sdsProductPath(itemNumber)}/${revision}`;
