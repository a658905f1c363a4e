import { jsonError } from "@/lib/http/responses";

// Any /api path without a handler answers in JSON, as API callers expect, not with the HTML 404 page.
function notFound(request: Request) {
  return jsonError(404, "Not found", { path: `No API route at ${new URL(request.url).pathname}` });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
