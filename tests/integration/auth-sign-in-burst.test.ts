// Forty wrong passwords for one account at the same moment (issue: brute force under concurrency): the
// attempts are counted before any password is hashed, so at most five are checked, and the right
// password sent in the same burst once the limit is reached is refused too. Run on the embedded
// database and on PostgreSQL, where the requests really overlap.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { registerAccount } from "@/lib/auth/accounts";
import { checkCredentials } from "@/lib/auth/credentials";
import { db } from "@/lib/db/client";
import { TEST_PASSWORD, createCustomer } from "@/tests/support/accounts";

const hashes = vi.hoisted(() => ({ checked: 0, made: 0 }));
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/password")>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      hashes.checked += 1;
      return original.verifyPassword(password, stored);
    },
    hashPassword: async (password: string) => {
      hashes.made += 1;
      return original.hashPassword(password);
    },
  };
});

describe("a burst of sign-in attempts", () => {
  it("checks at most five of forty simultaneous wrong passwords, and refuses the right one sent after them in the burst", async () => {
    const user = await createCustomer({ email: `burst-${randomUUID()}@example.com` });
    const address = "198.51.100.77";
    hashes.checked = 0;
    const wrong = Array.from({ length: 40 }, (_, i) => checkCredentials({ email: user.email, password: `guess-${i}` }, { address }));
    // The right password joins the burst as soon as the limit is full, while the wrong ones are still being hashed.
    const right = (async () => {
      for (;;) {
        const row = await db().rateLimit.findUnique({ where: { key: `sign-in:address:${address}` } });
        if (row && row.count >= 5) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return checkCredentials({ email: user.email, password: TEST_PASSWORD }, { address });
    })();
    const results = await Promise.all(wrong);
    expect(hashes.checked).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.ok === false && r.reason === "invalid")).toHaveLength(5);
    expect(results.filter((r) => r.ok === false && r.reason === "rate_limited")).toHaveLength(35);
    expect(await right).toEqual({ ok: false, reason: "rate_limited", retryAfterMinutes: 15 });
    expect(hashes.checked).toBeLessThanOrEqual(5);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("does not lock the owner out: from an address without failures the right password signs in", async () => {
    const user = await createCustomer({ email: `burst-owner-${randomUUID()}@example.com` });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => checkCredentials({ email: user.email, password: `guess-${i}` }, { address: "198.51.100.78" })),
    );
    expect(await checkCredentials({ email: user.email, password: TEST_PASSWORD }, { address: "198.51.100.79" })).toMatchObject({
      ok: true,
      user: { id: user.id },
    });
  });
});

describe("registering", () => {
  it("does the same work for an address that has an account as for a new one: one slow hash, one e-mail", async () => {
    const taken = await createCustomer({ email: `burst-taken-${randomUUID()}@example.com` });
    const fresh = `burst-new-${randomUUID()}@example.com`;
    const account = (email: string) => ({
      firstName: "Ana",
      lastName: "Ruiz",
      company: "Ruiz Marine",
      email,
      password: "tidal-compass-31",
    });
    for (const email of [taken.email, fresh]) {
      hashes.made = 0;
      await registerAccount(account(email), { origin: "http://localhost:3000" });
      expect(hashes.made, email).toBe(1);
      expect(await db().outgoingEmail.count({ where: { to: email } }), email).toBe(1);
    }
  });
});
