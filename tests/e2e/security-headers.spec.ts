import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./support/page-checks";

const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };
const PAYMENT_SCRIPT_HOSTS = ["https://js.authorize.net", "https://jstest.authorize.net", "https://www.paypal.com"];

/** The value list of one directive of a Content-Security-Policy. */
function directive(policy: string, name: string): string[] {
  const part = policy
    .split(";")
    .map((p) => p.trim())
    .find((p) => p === name || p.startsWith(`${name} `));
  expect(part, `the policy has ${name}`).toBeDefined();
  return part!.split(/\s+/).slice(1);
}

function expectBaselineHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  const policy = headers["content-security-policy"] ?? "";
  expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  return policy;
}

/** Loads a page and collects what the browser refused under the policy, and whether React took over. */
async function visit(page: Page, path: string) {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|connect|frame)/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return refused;
}

test.describe("security headers", () => {
  test("a prerendered page allows its own inline scripts by hash, and no payment host", async ({ request, page }) => {
    const response = await request.get("/hvac-chemicals");
    expect(response.status()).toBe(200);
    const scripts = directive(expectBaselineHeaders(response), "script-src");
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).length).toBeGreaterThan(0);
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    for (const host of PAYMENT_SCRIPT_HOSTS) expect(response.headers()["content-security-policy"]).not.toContain(host);
    // The proxy's note of which page's scripts to allow stays inside the server.
    expect(response.headers()["x-page-scripts"]).toBeUndefined();
    // Prerendered and cacheable, with a validator that answers 304.
    expect(response.headers()["cache-control"]).toContain("s-maxage=");
    const etag = response.headers()["etag"];
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect((await request.get("/hvac-chemicals", { headers: { "if-none-match": etag! } })).status()).toBe(304);

    // And the browser runs the page under that policy without refusing anything.
    expect(await visit(page, "/hvac-chemicals")).toEqual([]);
  });

  test("/checkout gets a fresh nonce on its scripts and is the only page allowed the payment hosts", async ({ request, page }) => {
    const first = await request.get("/checkout");
    const second = await request.get("/checkout");
    const policy = expectBaselineHeaders(first);
    const scripts = directive(policy, "script-src");
    const nonce = scripts.find((source) => source.startsWith("'nonce-"));
    expect(nonce).toBeDefined();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
    expect(await first.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`);
    for (const host of PAYMENT_SCRIPT_HOSTS) expect(scripts).toContain(host);
    expect(directive(policy, "frame-src")).toContain("https://www.paypal.com");
    expect(directive(policy, "form-action")).toContain("https://www.paypal.com");
    expect(first.headers()["cache-control"]).toContain("no-store");

    expect(await visit(page, "/checkout")).toEqual([]);
  });

  test("an API answer may run and frame nothing, and HSTS is sent over https only", async ({ request }) => {
    const response = await request.get("/api/products");
    expect(response.status()).toBe(200);
    expect(directive(expectBaselineHeaders(response), "default-src")).toEqual(["'none'"]);
    expect(response.headers()["strict-transport-security"]).toBeUndefined();

    // Behind the (trusted) proxy of the test set-up, a request that reached it over https.
    const overHttps = await request.get("/api/products", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const page = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  test("a redirect of an old address carries them too", async ({ request }) => {
    const response = await request.get("/hvac-cleaning?utm=x", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(
      new URL(response.headers()["location"]!, response.url()).pathname + new URL(response.headers()["location"]!, response.url()).search,
    ).toBe("/hvac-chemicals?utm=x");
    expectBaselineHeaders(response);
  });

  test("a change sent from another site is refused before it reaches the route", async ({ request }) => {
    const refused = await request.post("/api/cart/update", {
      headers: { origin: "https://evil.example" },
      data: { productId: 1, quantity: 3 },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Cross-site request refused",
      fields: { origin: "Requests from https://evil.example are not accepted" },
    });
    const marked = await request.post("/api/contact", { headers: { "sec-fetch-site": "cross-site" }, data: {} });
    expect(marked.status()).toBe(403);

    // The same request from the site itself reaches the route (which then judges the body).
    const own = await request.post("/api/cart/update", { headers: { origin: new URL(refused.url()).origin }, data: {} });
    expect(own.status()).toBe(400);
  });

  test("a server action sent with another X-Forwarded-Host than its Origin is refused with 403, not a 500", async ({
    request,
    baseURL,
  }) => {
    // The site's public address (SITE_URL, localhost in these tests): an Origin the cross-site check accepts.
    const origin = new URL(baseURL!).origin.replace("127.0.0.1", "localhost");
    const action = (forwardedHost?: string) =>
      request.post("/", {
        headers: {
          origin,
          "next-action": "7f".repeat(21),
          "content-type": "text/plain;charset=UTF-8",
          ...(forwardedHost ? { "x-forwarded-host": forwardedHost } : {}),
        },
        data: "[]",
      });
    const refused = await action("evil.example");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).fields.origin).toBe(`This action was sent to evil.example from ${origin}: the two must be the same site`);
    // The same call to the site's own host reaches Next, which knows no such action.
    expect((await action()).status()).toBeLessThan(500);
  });

  test("the home page stays the same prerendered page, its scripts allowed, when staff change its background", async ({ page }) => {
    const before = await page.request.get("/");
    expect(await visit(page, "/")).toEqual([]);
    await page.goto("/sign-in?callbackUrl=%2Fbackground-selector");
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/background-selector");

    const choose = async (id: string) => {
      const answer = await page.request.post("/api/background", { data: { kind: "builtin", id } });
      expect(answer.status()).toBe(200);
    };
    try {
      await choose("deep-water");
      // The very first visit after the change shows it, and runs under the page's unchanged policy.
      expect(await visit(page, "/")).toEqual([]);
      const key = await page.locator("section#home").evaluate((el) => getComputedStyle(el).getPropertyValue("--hero-background").trim());
      expect(key).toBe('"builtin:deep-water"');
      const after = await page.request.get("/");
      expect(after.headers()["etag"]).toBe(before.headers()["etag"]);
      expect(after.headers()["content-security-policy"]).toBe(before.headers()["content-security-policy"]);
    } finally {
      await choose("triple-zero-navy");
    }
  });
});
