// Where the current request comes from (address and browser), for the audit log's sign-in events.
// Outside a request (Auth.js driven by the tests, scripts) there is none: both are null.
import "server-only";
import type { RequestOrigin } from "@/lib/audit/auth-events";
import { clientAddress } from "@/lib/rate-limit";

export async function requestOrigin(): Promise<{ ip: string | null; userAgent: string | null } & RequestOrigin> {
  try {
    const { headers } = await import("next/headers");
    const list = await headers();
    return { ip: clientAddress(new Request("http://localhost/", { headers: list })), userAgent: list.get("user-agent") };
  } catch {
    return { ip: null, userAgent: null };
  }
}
