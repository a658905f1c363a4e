// The staff pages' own role check (DESIGN §6): proxy.ts guards first, and every page checks again, since
// a layout is not re-rendered on client navigation and a proxy can be misconfigured.
import "server-only";
import { forbidden, redirect } from "next/navigation";
import { recordAccessRefusalLater } from "@/lib/audit/access-denied";
import { sessionUser, type SessionUser } from "@/lib/auth/session";
import { mayUse, type StaffArea } from "@/lib/auth/staff-access";
import { clientAddress } from "@/lib/rate-limit";

/** Writes the refusal to the audit log (throttled, in the background) with the request's address and user agent. */
async function recordRefusal(path: string, status: 401 | 403, user: SessionUser | null) {
  // Loaded lazily, as in lib/auth/session.ts: outside a Next request (tests) there is no request scope.
  const { headers } = await import("next/headers");
  const request = { headers: await headers() };
  const address = clientAddress(request);
  recordAccessRefusalLater({
    path,
    // A page is asked for with GET; a server component is not told the method.
    method: "GET",
    status,
    answer: status === 401 ? "sign-in" : "page",
    user: user ? { id: user.id, email: user.email } : null,
    ip: address === "unknown" ? null : address,
    userAgent: request.headers.get("user-agent"),
  });
}

/**
 * The signed-in staff member who may use `area` (lib/auth/staff-access.ts); an anonymous visitor is sent
 * to sign in and back to `path`. A customer, or staff of another role, is refused with forbidden(): a 403
 * whose page (app/(staff)/forbidden.tsx) says why. Each refusal is in the audit log.
 */
export async function staffPageUser(path: string, area: StaffArea): Promise<SessionUser> {
  const user = await sessionUser();
  if (!user) {
    await recordRefusal(path, 401, null);
    redirect(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  }
  if (user.role === "staff" && mayUse(user.staffRole, area)) return user;
  await recordRefusal(path, 403, user);
  forbidden();
}
