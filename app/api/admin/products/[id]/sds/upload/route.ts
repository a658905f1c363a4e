// POST /api/admin/products/{id}/sds/upload (multipart: file, revisionDate): a safety data sheet authored
// elsewhere, published as the product's next revision exactly as uploaded. The file must be a PDF by its
// content (not its name) and at most 20 MB; the answer names the field at fault.
import { staffErrorResponse } from "@/lib/admin/errors";
import { productIdParams } from "@/lib/admin/product-schema";
import { SDS_UPLOAD_LIMIT_BYTES } from "@/lib/domain/sds";
import { readBodyBytes } from "@/lib/http/read-json";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { uploadSdsRevision } from "@/lib/sds";
import { sdsUploadFields } from "@/lib/sds/schemas";

const noStore = { "Cache-Control": "no-store" };
const MULTIPART_OVERHEAD = 64 * 1024;
const tooLarge = () => jsonError(413, "The file is larger than 20 MB", { file: "The file is larger than 20 MB" }, { headers: noStore });

export const POST = route({ role: "staff", area: "content", params: productIdParams }, async ({ request, params, session }) => {
  const limit = SDS_UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    return jsonError(415, "Send the sheet as multipart/form-data", { file: "Send the PDF in a form field named file" });
  }
  const body = await readBodyBytes(request.body, limit);
  if (body === null) return tooLarge();
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    return jsonError(400, "The upload could not be read", { file: "Send the PDF in a form field named file" });
  }
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
});
