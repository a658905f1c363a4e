import { jsonError } from "@/lib/http/responses";
import { customerDocumentFile } from "@/lib/portal";
import { parseDocumentId, PRIVATE_NO_STORE, withUser } from "@/lib/portal/respond";

type Context = { params: Promise<{ id: string }> };

/** The PDF, as a download; another customer's document answers 404 like one that does not exist. */
export async function GET(request: Request, { params }: Context) {
  return withUser(request, async (user) => {
    const id = parseDocumentId((await params).id);
    if (!id.ok) return id.response;
    const file = await customerDocumentFile(user.id, id.id);
    if (!file) return jsonError(404, "Document not found", undefined, { headers: PRIVATE_NO_STORE });
    const asciiName = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
    return new Response(file.bytes.slice().buffer, {
      headers: {
        ...PRIVATE_NO_STORE,
        "Content-Type": file.mimeType,
        "Content-Length": String(file.bytes.byteLength),
        "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
