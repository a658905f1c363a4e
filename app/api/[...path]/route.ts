import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// Any /api path without a handler answers in JSON, as API callers expect, not with the HTML 404 page.
const notFound = route({ role: "public", idempotency: { natural: "answers 404 and changes nothing" } }, ({ request }) =>
  jsonError(404, "Not found", { path: `No API route at ${request.nextUrl.pathname}` }),
);

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
