// What /api/auth/session tells the browser. Auth.js answers it with the session callback's result
// (lib/auth/config.ts), which also carries the id of the Session row for the server's own reads
// (lib/auth/session.ts). That id names the sign-in in the sessions table and the audit log: a page's
// script has no use for it, and a script that should not be there must not learn it. So the endpoint's
// answer keeps only the user and the expiry.
import "server-only";

const SESSION_PATH = /\/api\/auth\/session\/?$/;

/** The session endpoint's JSON without the server-side fields; any other answer as it is. */
export async function publicSessionAnswer(request: Request, response: Response): Promise<Response> {
  if (!SESSION_PATH.test(new URL(request.url).pathname) || !response.ok) return response;
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const session: unknown = await response.json();
  const body =
    session && typeof session === "object" && !Array.isArray(session)
      ? Object.fromEntries(Object.entries(session).filter(([key]) => key === "user" || key === "expires"))
      : session;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
