import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { FILE_POLICY } from "@/lib/security/csp";
import { customerDocumentFile } from "@/lib/portal";
import { CUSTOMER_ROUTE, documentIdParams, PRIVATE_NO_STORE } from "@/lib/portal/respond";

/** The PDF, as a download; another customer's document answers 404 like one that does not exist. */
export const GET = route({ ...CUSTOMER_ROUTE, params: documentIdParams }, async ({ params, session }) => {
  const file = await customerDocumentFile(session.user.id, params.id);
  if (!file) return jsonError(404, "Document not found", undefined, { headers: PRIVATE_NO_STORE });
  const asciiName = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(file.bytes.slice().buffer, {
    headers: {
      ...PRIVATE_NO_STORE,
      "Content-Type": file.mimeType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": FILE_POLICY,
    },
  });
});
