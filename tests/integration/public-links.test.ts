// Absolute links the site writes into e-mails and hands to PayPal point at the site's own address, never
// at a host a request names: X-Forwarded-Host never counts, not even behind a trusted proxy (nginx passes
// on whatever host the visitor wrote).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { checkoutCustomer } from "@/tests/support/checkout";
import { deliveredMessage } from "@/tests/support/outbox";

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}));

const { forgotPasswordAction } = await import("@/lib/auth/actions");
const { POST: addToCart } = await import("@/app/api/cart/route");
const { POST: paypalOrder } = await import("@/app/api/paypal/order/route");

const ATTACKER = "attacker.example";

beforeAll(() => {
  process.env.PAYMENTS_MODE = "test";
  process.env.DATA_DIR = path.join(".data", "test-outbox", randomUUID());
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function resetMailFor(email: string): Promise<string> {
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  const mail = await db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "User", relatedId: user.id }, orderBy: { id: "desc" } });
  return deliveredMessage(mail.id);
}

async function newUser() {
  const email = `links-${randomUUID()}@example.com`;
  await db().user.create({
    data: { email, firstName: "Lee", lastName: "Park", passwordHash: await hashPassword("harbor-lantern-42"), emailVerifiedAt: new Date() },
  });
  return email;
}

function forgot(email: string) {
  const form = new FormData();
  form.set("email", email);
  return forgotPasswordAction({ status: "idle" }, form);
}

describe("password reset links", () => {
  it("ignore X-Forwarded-Host when TRUST_PROXY is unset, and a Host that is not this machine", async () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("AUTH_URL", "");
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("PORT", "3000");
    const email = await newUser();
    requestHeaders.current = new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": ATTACKER, "x-forwarded-for": "203.0.113.50" });
    expect(await forgot(email)).toMatchObject({ status: "success" });
    const text = await resetMailFor(email);
    expect(text).toMatch(/http:\/\/127\.0\.0\.1:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain(ATTACKER);

    const other = await newUser();
    requestHeaders.current = new Headers({ host: ATTACKER, "x-forwarded-for": "203.0.113.51" });
    await forgot(other);
    expect(await resetMailFor(other)).toContain("http://localhost:3000/reset-password?token=");
  });

  it("ignore the host a trusted proxy forwards (TRUST_PROXY=true): the visitor chose it", async () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("AUTH_URL", "");
    vi.stubEnv("TRUST_PROXY", "true");
    vi.stubEnv("PORT", "3000");
    const email = await newUser();
    requestHeaders.current = new Headers({
      host: ATTACKER,
      "x-forwarded-host": ATTACKER,
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.53",
    });
    expect(await forgot(email)).toMatchObject({ status: "success" });
    const text = await resetMailFor(email);
    expect(text).toContain("http://localhost:3000/reset-password?token=");
    expect(text).not.toContain(ATTACKER);
  });

  it("use SITE_URL whatever the headers say", async () => {
    vi.stubEnv("SITE_URL", "https://www.triplezero.example");
    vi.stubEnv("TRUST_PROXY", "true");
    const email = await newUser();
    requestHeaders.current = new Headers({ host: ATTACKER, "x-forwarded-host": ATTACKER, "x-forwarded-for": "203.0.113.52" });
    await forgot(email);
    const text = await resetMailFor(email);
    expect(text).toContain("https://www.triplezero.example/reset-password?token=");
    expect(text).not.toContain(ATTACKER);
  });
});

describe("PayPal return and cancel pages", () => {
  it("are on the site's own address, not on a forwarded host", async () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("AUTH_URL", "");
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("PORT", "3000");
    const added = await addToCart(
      new NextRequest("http://localhost/api/cart", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ itemNumber: "TZ-PS-101", quantity: 1 }),
      }),
    );
    const cookie = added.headers.get("set-cookie")!.split(";")[0]!;
    const response = await paypalOrder(
      new NextRequest("http://localhost/api/paypal/order", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie,
          host: "localhost:3000",
          "x-forwarded-host": ATTACKER,
          "x-forwarded-proto": "https",
        },
        body: JSON.stringify({
          idempotencyKey: randomUUID(),
          customerInfo: checkoutCustomer({ firstName: "Lee", lastName: "Park", email: "lee.paypal@example.com" }),
        }),
      }),
    );
    expect(response.status).toBe(200);
    const { approvalUrl } = (await response.json()) as { approvalUrl: string };
    expect(approvalUrl).not.toContain(ATTACKER);
    const approval = new URL(approvalUrl);
    expect(approval.origin).toBe("http://localhost:3000");
    expect(approval.searchParams.get("return")).toBe("http://localhost:3000/checkout?paypal=success");
    expect(approval.searchParams.get("cancel")).toBe("http://localhost:3000/checkout?paypal=cancel");
  });
});
