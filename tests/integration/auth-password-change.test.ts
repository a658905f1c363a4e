// "Change Password" on the account page: the current password first; the new one ends every other
// session of the account at once and is e-mailed to its owner.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkCredentials } from "@/lib/auth/credentials";
import { WRONG_CURRENT_PASSWORD, changePassword } from "@/lib/auth/password-change";
import { currentSession, sessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { TEST_PASSWORD, createCustomer } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";

const NEW_PASSWORD = "granite-meadow-77";
const request = (cookie: string) => new Request("http://localhost/account", { headers: { cookie } });

async function signedIn() {
  const user = await createCustomer({ email: `change-${randomUUID()}@example.com` });
  const here = await sessionCookieHeader(user);
  const elsewhere = await sessionCookieHeader(user);
  const session = await currentSession(request(here));
  if (!session) throw new Error("no session");
  return { user, here, elsewhere, session };
}

describe("changing the password", () => {
  it("keeps this session, ends every other one at once, e-mails the owner and records it", async () => {
    const { user, here, elsewhere, session } = await signedIn();
    const result = await changePassword(
      session,
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { ip: "203.0.113.30", userAgent: "Change/1.0" },
    );
    expect(result).toEqual({ ok: true, sessionsEnded: 1 });
    expect((await sessionUser(request(here)))?.id).toBe(user.id);
    expect(await sessionUser(request(elsewhere))).toBeNull();
    expect((await checkCredentials({ email: user.email, password: NEW_PASSWORD }, { address: "198.18.200.1" })).ok).toBe(true);
    expect((await checkCredentials({ email: user.email, password: TEST_PASSWORD }, { address: "198.18.200.2" })).ok).toBe(false);
    const notice = await db().outgoingEmail.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
    expect(notice.subject).toMatch(/password was changed/);
    expect(notice.text).toContain("Every other device that was signed in has been signed out.");
    expect(await db().auditLog.findFirst({ where: { actorId: user.id, action: "auth.password_changed" } })).toMatchObject({
      ip: "203.0.113.30",
      userAgent: "Change/1.0",
    });
  });

  it("refuses a wrong current password, changing nothing, and counts it like a failed sign-in", async () => {
    const { user, elsewhere, session } = await signedIn();
    const ip = "203.0.113.31";
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await changePassword(session, { currentPassword: `wrong-${attempt}`, newPassword: NEW_PASSWORD }, { ip })).toEqual({
        ok: false,
        error: WRONG_CURRENT_PASSWORD,
        fields: { currentPassword: WRONG_CURRENT_PASSWORD },
      });
    }
    expect(await changePassword(session, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, { ip })).toMatchObject({
      ok: false,
      error: "Too many attempts. Try again in 15 minutes.",
    });
    expect((await sessionUser(request(elsewhere)))?.id).toBe(user.id);
    expect((await checkCredentials({ email: user.email, password: TEST_PASSWORD }, { address: "198.18.200.3" })).ok).toBe(true);
  });

  it("refuses a new password that contains the e-mail address", async () => {
    const { user, session } = await signedIn();
    const local = user.email.split("@")[0]!;
    const refused = await changePassword(session, { currentPassword: TEST_PASSWORD, newPassword: `${local}-2026` }, { ip: "203.0.113.32" });
    const message = "Your password must not contain your e-mail address.";
    expect(refused).toEqual({ ok: false, error: message, fields: { newPassword: message } });
  });
});
