// Reads a route handler's multipart/form-data body (an upload) with a size limit: the declared length and
// then the bytes themselves are held to `limit`, so a file is never read past it. Answers the refusal as
// a response naming the form's file field: 413 too large, 415 not multipart, 400 unreadable.
import { readBodyBytes } from "./read-json";
import { jsonError } from "./responses";

/** Room for the multipart boundaries and part headers around one file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

type Options = {
  /** The largest file taken, in bytes; the body may be MULTIPART_OVERHEAD more. */
  maxFileBytes: number;
  /** The form field that carries the file, named in the refusals. */
  field: string;
  /** The 415's message, e.g. "Send the image as multipart/form-data". */
  notMultipart: string;
  /** What the field's error says when the form is not what was asked, e.g. "Send the image in a form field named image". */
  hint: string;
  tooLarge: () => Response;
};

export type MultipartBody = { ok: true; form: FormData } | { ok: false; response: Response };

export async function readMultipartForm(request: Request, options: Options): Promise<MultipartBody> {
  const { field, hint, tooLarge } = options;
  const limit = options.maxFileBytes + MULTIPART_OVERHEAD;
  const refuse = (response: Response): MultipartBody => ({ ok: false, response });
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return refuse(tooLarge());
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    return refuse(jsonError(415, options.notMultipart, { [field]: hint }));
  }
  const body = await readBodyBytes(request.body, limit);
  if (body === null) return refuse(tooLarge());
  try {
    return { ok: true, form: await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData() };
  } catch {
    return refuse(jsonError(400, "The upload could not be read", { [field]: hint }));
  }
}
