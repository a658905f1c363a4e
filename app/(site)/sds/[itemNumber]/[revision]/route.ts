// GET /sds/{itemNumber}/{revision}: one published revision of a product's safety data sheet, as the PDF
// stored when it was published: the same bytes on every download, so it may be cached for good. Opened in
// the browser, it is sandboxed: nothing in it runs as the site (docs/security.md).
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { FILE_POLICY } from "@/lib/security/csp";
import { sdsFile } from "@/lib/sds/library";
import { sdsRevisionParams } from "@/lib/sds/schemas";

export const GET = route({ role: "public", params: sdsRevisionParams }, async ({ request, params }) => {
  const file = await sdsFile(params.itemNumber, params.revision);
  if (!file) return jsonError(404, "No published safety data sheet has this item number and revision");
  const etag = `"${file.sha256}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": FILE_POLICY,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(file.bytes.slice().buffer, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `inline; filename="${file.fileName}"`,
    },
  });
});
