// The staff pages' own role check (DESIGN §6): proxy.ts guards first, and every page checks again, since
// a layout is not re-rendered on client navigation and a proxy can be misconfigured.
import "server-only";
import { redirect } from "next/navigation";
import { sessionUser, type SessionUser } from "@/lib/auth/session";

/**
 * The signed-in staff member; an anonymous visitor is sent to sign in and back to `path`. A customer
 * gets null: the page shows the refusal instead of its content.
 */
export async function staffPageUser(path: string): Promise<SessionUser | null> {
  const user = await sessionUser();
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  return user.role === "staff" ? user : null;
}
