// POST /api/admin/products/{id}/sds/upload (multipart: file, revisionDate): a safety data sheet authored
// elsewhere, published as the product's next revision exactly as uploaded. The file must be a PDF by its
// content (not its name) and at most 20 MB; the answer names the field at fault.
import { staffErrorResponse } from "@/lib/admin/errors";
import { productIdParams } from "@/lib/catalog/product-schema";
import { SDS_UPLOAD_LIMIT_BYTES } from "@/lib/sds/rules";
import { readMultipartForm } from "@/lib/http/read-multipart";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { uploadSdsRevision } from "@/lib/sds/upload";
import { sdsUploadFields } from "@/lib/sds/schemas";

const noStore = { "Cache-Control": "no-store" };
const tooLarge = () => jsonError(413, "The file is larger than 20 MB", { file: "The file is larger than 20 MB" }, { headers: noStore });

export const POST = route(
  { role: "staff", area: "content", idempotency: "key", params: productIdParams },
  async ({ request, params, session }) => {
    const body = await readMultipartForm(request, {
      maxFileBytes: SDS_UPLOAD_LIMIT_BYTES,
      field: "file",
      notMultipart: "Send the sheet as multipart/form-data",
      hint: "Send the PDF in a form field named file",
      tooLarge,
    });
    if (!body.ok) return body.response;
    const { form } = body;
    const fields = sdsUploadFields.safeParse({ revisionDate: form.get("revisionDate") ?? undefined });
    if (!fields.success) {
      const message = fields.error.issues[0]?.message ?? "Give the revision date";
      return jsonError(400, message, { revisionDate: message });
    }
    const files = form.getAll("file");
    if (files.length !== 1 || !(files[0] instanceof File)) {
      return jsonError(400, "Choose one PDF file to upload", { file: "Choose one PDF file to upload" });
    }
    const file = files[0];
    if (file.size > SDS_UPLOAD_LIMIT_BYTES) return tooLarge();
    try {
      const revision = await uploadSdsRevision(
        params.id,
        { bytes: new Uint8Array(await file.arrayBuffer()), revisionDate: fields.data.revisionDate },
        { actor: session.user, ip: clientAddress(request) },
      );
      return Response.json(revision, { status: 201, headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
