// The image library's route handlers (seed 001 §7), all for staff only (401/403 JSON otherwise). The
// route files export these; the download handler is a factory so that a test can let it reach a local
// server, which the real route never may.
import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { readMultipartForm } from "@/lib/http/read-multipart";
import { route } from "@/lib/http/route";
import { storableText } from "@/lib/http/text";
import { clientAddress } from "@/lib/rate-limit";
import { siteConfig } from "@/lib/site-config";
import { FileHostError } from "@/lib/storage/file-host-error";
import { checkImage } from "./detect";
import { deleteImage, listImages, saveImage, type NewImage } from "./library";
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from "./limits";
import { fetchRemoteImage, type RemoteFetchOptions } from "./remote";
import { downloadImageSchema } from "./schemas";

/** Saves to the library; a file host that fails (uploadthing down, a revoked token) is a 502 naming it. */
async function saveOrExplain(input: NewImage, field: "image" | "imageUrl"): Promise<Response> {
  try {
    return Response.json({ image: await saveImage(input) }, { status: 201 });
  } catch (error) {
    if (!(error instanceof FileHostError)) throw error;
    console.error("[images]", error.message);
    const message = "The file host did not store the image; try again in a moment";
    return jsonError(502, message, { [field]: message });
  }
}

const tooLarge = () =>
  jsonError(413, `The image is larger than ${MAX_IMAGE_LABEL}`, { image: `Choose an image of at most ${MAX_IMAGE_LABEL}` });

export const listImagesHandler = route({ role: "staff", area: "content" }, async () =>
  Response.json({ images: await listImages() }, { headers: { "cache-control": "no-store" } }),
);

/** POST multipart/form-data with one file in the field "image": read here, as a file is no JSON body. */
export const uploadImageHandler = route({ role: "staff", area: "content", idempotency: "key" }, async ({ request, session }) => {
  const staff = session.user;
  const body = await readMultipartForm(request, {
    maxFileBytes: MAX_IMAGE_BYTES,
    field: "image",
    notMultipart: "Send the image as multipart/form-data",
    hint: "Send the image in a form field named image",
    // proxy.ts passes on up to 21 MB of a body (next.config.ts), more than an image may be: a body it cut
    // short is already refused as too large by its length.
    tooLarge,
  });
  if (!body.ok) return body.response;
  const { form } = body;
  const files = form.getAll("image");
  if (files.length === 0) return jsonError(400, "Choose an image to upload", { image: "Choose an image to upload" });
  if (files.length > 1) return jsonError(400, "Send one image per request", { image: "Send one image per request" });
  const file = files[0];
  if (!(file instanceof File)) return jsonError(400, "The field image must be a file", { image: "The field image must be a file" });
  if (file.size > MAX_IMAGE_BYTES) return tooLarge();

  // The name is only a label, but it is stored: a NUL or a broken character would fail the insert.
  const name = storableText(file.name.slice(0, 200)) || "image";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = await checkImage(bytes, name);
  if (!check.ok) return jsonError(check.status, check.error, { image: check.error });

  return saveOrExplain({ bytes, check, requestedName: name, source: "upload", actor: staff, ip: clientAddress(request) }, "image");
});

const imageKey = z.object({
  id: z
    .string()
    .regex(/^(\d{1,9}|[a-z0-9][a-z0-9.-]{0,100})$/, "Give the number or the file name of an image")
    .transform((id) => (/^\d{1,9}$/.test(id) ? Number(id) : id)),
});

/** DELETE /api/images/{id}, also by stored file name. */
export const deleteImageHandler = route(
  { role: "staff", area: "content", idempotency: "key", params: imageKey },
  async ({ request, params, session }) => {
    const deleted = await deleteImage(params.id, session.user, clientAddress(request));
    if (!deleted) return jsonError(404, "That image is not in the library", { id: "No image with this id" });
    return Response.json({ deleted });
  },
);

export type DownloadImageOptions = {
  /** Passed to the fetcher: the real route keeps the default (public addresses only). */
  remote?: RemoteFetchOptions;
};

/** This app on the machine it runs on: an image of the site's own pages is fetched from here. */
function internalOrigin(): string {
  return `http://127.0.0.1:${process.env.PORT || "3000"}`;
}

function ownOrigins(request: NextRequest): Set<string> {
  return new Set([request.nextUrl.origin, new URL(siteConfig.url).origin]);
}

/** POST { imageUrl, filename?, category? }: fetches the image on the server and adds it to the library. */
export function createDownloadImageHandler(options: DownloadImageOptions = {}) {
  return route(
    { role: "staff", area: "content", idempotency: "key", body: downloadImageSchema, maxBytes: 8 * 1024 },
    async ({ request, body, session }) => {
      const staff = session.user;
      const { imageUrl, filename, category } = body;

      const target = new URL(imageUrl);
      // The site's own images are read from this server directly: only the path is taken from the
      // address, so a forged Host header cannot point the fetch anywhere else.
      const own = ownOrigins(request).has(target.origin);
      const remote = own
        ? await fetchRemoteImage(`${internalOrigin()}${target.pathname}${target.search}`, {
            ...options.remote,
            isAllowedAddress: (address) => address === "127.0.0.1",
            maxRedirects: 0,
          })
        : await fetchRemoteImage(target.href, options.remote);
      if (!remote.ok) {
        return jsonError(remote.status, remote.error, remote.field ? { [remote.field]: remote.error } : undefined);
      }
      const check = await checkImage(remote.bytes, "The downloaded file");
      if (!check.ok) return jsonError(check.status, check.error, { imageUrl: check.error });

      const requestedName = filename || category || target.pathname.split("/").pop() || "image";
      return saveOrExplain(
        {
          bytes: remote.bytes,
          check,
          requestedName,
          source: "import",
          category: category ?? null,
          sourceUrl: target.href,
          actor: staff,
          ip: clientAddress(request),
        },
        "imageUrl",
      );
    },
  );
}
