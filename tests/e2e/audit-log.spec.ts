import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, test } from "./support/page-checks";

const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };
const CUSTOMER = { email: "customer@triplezero.example", password: "customer-e2e-password" };

const AUTH_LABELS = [
  "Signed in",
  "Sign-in failed",
  "Locked out",
  "Signed out",
  "Password reset requested",
  "Password reset",
  "Password changed",
  "Verification e-mail sent",
  "E-mail verified",
  "Access refused",
];

/** An address of the 198.18.0.0/15 test range for one visitor of a test (the site trusts X-Forwarded-For here). */
const anotherAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

async function signIn(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The log's entries refused from `address`, as staff find them with the address filter. */
async function refusalsFrom(page: Page, address: string) {
  await page.goto(`/admin/audit?kind=auth.access_denied&ip=${encodeURIComponent(address)}`);
  return page.getByTestId("audit-entry");
}

test.describe("the audit log of sign-in and access", () => {
  test.slow();

  test("an anonymous visitor and a customer refused on the staff area are in the log, with address and user agent", async ({
    page,
    request,
    browser,
    forwardedFor,
  }) => {
    const scanner = `e2e-scanner/${randomUUID().slice(0, 8)}`;
    expect((await request.get("/admin", { headers: { "User-Agent": scanner }, maxRedirects: 0 })).status()).toBe(307);
    expect((await request.get("/api/admin/products", { headers: { "User-Agent": scanner } })).status()).toBe(401);
    // Asking again within the minute adds no row.
    expect((await request.get("/admin", { headers: { "User-Agent": scanner }, maxRedirects: 0 })).status()).toBe(307);

    const customerAddress = anotherAddress();
    const customer = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": customerAddress } });
    const customerPage = await customer.newPage();
    await signIn(customerPage, CUSTOMER, "/account");
    expect((await customerPage.goto("/admin"))?.status()).toBe(403);
    expect((await customerPage.request.get("/api/admin/products")).status()).toBe(403);
    const customerAgent = await customerPage.evaluate(() => navigator.userAgent);
    await customer.close();

    await signIn(page, STAFF, "/admin/audit");
    const anonymous = await refusalsFrom(page, forwardedFor);
    await expect(anonymous).toHaveCount(2);
    for (const [entry, path] of [
      [anonymous.filter({ hasText: "/api/admin/products" }), "/api/admin/products"],
      [anonymous.filter({ hasText: "status: 401" }).filter({ hasNotText: "/api/" }), "/admin"],
    ] as const) {
      await expect(entry, path).toHaveCount(1);
      await expect(entry).toContainText("Access refused");
      await expect(entry).toContainText("anonymous");
      await expect(entry).toContainText(`path: ${path}`);
      await expect(entry).toContainText(forwardedFor);
      await expect(entry).toContainText(scanner);
    }

    const customers = await refusalsFrom(page, customerAddress);
    await expect(customers).toHaveCount(2);
    for (const entry of await customers.all()) {
      await expect(entry).toContainText(CUSTOMER.email);
      await expect(entry).toContainText("status: 403");
      await expect(entry).toContainText(customerAddress);
    }
    // The browser in a few words; the whole user agent a click away.
    const agent = customers.first().locator("details");
    await expect(agent.locator("summary")).toHaveText(/^(Headless )?Chrome \d+ on \w+/);
    await agent.locator("summary").click();
    await expect(agent).toContainText(customerAgent);
  });

  test("staff narrow the log to sign-in and access, search it and clear the filters @phone", async ({
    page,
    request,
    forwardedFor,
  }, testInfo) => {
    // A refused visit, so that there is a sign-in and access event to find.
    expect((await request.get("/api/admin/orders")).status()).toBe(401);
    await signIn(page, STAFF, "/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();

    const filters = page.getByRole("search", { name: "Filter the audit log" });
    await filters.getByLabel("Events").selectOption({ label: "All sign-in & access" });
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "auth");
    await expect(filters.getByLabel("Events")).toHaveValue("auth");
    const entries = page.getByTestId("audit-entry");
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) {
      const label = (await entry.getByTestId("audit-action").textContent()) ?? "";
      expect(AUTH_LABELS, label).toContain(label);
    }
    const refusal = entries.filter({ hasText: "/api/admin/orders" }).filter({ hasText: forwardedFor });
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toContainText("Access refused");

    // Typed and sent from the keyboard; the events chosen stay chosen.
    await filters.getByLabel("Address (IP)").fill(forwardedFor);
    await filters.getByLabel("Address (IP)").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("ip") === forwardedFor && url.searchParams.get("kind") === "auth");
    // From this address: the refused visit, then the staff member's own sign-in.
    await expect(entries).toHaveCount(2);
    await expect(entries.filter({ hasText: "Access refused" })).toHaveCount(1);
    await expect(entries.filter({ hasText: "Signed in" })).toHaveCount(1);

    for (const width of [1366, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(entries.first()).toBeVisible();
      await expectNoSidewaysScroll(page, `/admin/audit at ${width} px`);
      const shot = testInfo.outputPath(`audit-log-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach(`audit-log-${width}`, { path: shot, contentType: "image/png" });
    }
    await expectNoSeriousAxeViolations(page, "/admin/audit filtered");

    await filters.getByLabel("Search").fill(`nothing-${randomUUID()}`);
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No entries match these filters.")).toBeVisible();
    const shot = testInfo.outputPath("audit-log-empty.png");
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach("audit-log-empty", { path: shot, contentType: "image/png" });
    await page.getByTestId("audit-empty").getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/audit" && url.search === "");
    await expect(filters.getByLabel("Events")).toHaveValue("all");
    await expect(entries.first()).toBeVisible();
  });

  test("the filters work without JavaScript, and paging keeps them", async ({ page, request, browser, forwardedFor }) => {
    // 26 refused visits from two addresses (each address has at most 20 recorded a minute): two pages.
    const scan = `scan-${randomUUID().slice(0, 8)}`;
    const second = anotherAddress();
    for (let i = 0; i < 26; i++) {
      const headers: Record<string, string> = i % 2 ? { "X-Forwarded-For": second } : {};
      expect((await request.get(`/api/admin/${scan}/${i}`, { headers })).status()).toBe(401);
    }

    await signIn(page, STAFF, "/admin/audit");
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": anotherAddress() },
    });
    const plain = await context.newPage();
    await plain.goto("/admin/audit");
    const filters = plain.getByRole("search", { name: "Filter the audit log" });
    await filters.getByLabel("Events").selectOption({ label: "Access refused" });
    await filters.getByLabel("Search").fill(scan);
    await filters.getByLabel("Address (IP)").fill(forwardedFor);
    const today = new Date().toISOString().slice(0, 10);
    await filters.getByLabel("From").fill(today);
    await filters.getByLabel("To").fill(today);
    await filters.getByRole("button", { name: "Filter" }).click();
    await plain.waitForURL((url) => url.searchParams.get("kind") === "auth.access_denied" && url.searchParams.get("ip") === forwardedFor);
    const entries = plain.getByTestId("audit-entry");
    await expect(entries).toHaveCount(13);
    await expect(plain.getByText("Page 1 of 1 (13 entries match)")).toBeVisible();

    // Both addresses: two pages, and the second keeps the filters.
    await filters.getByLabel("Address (IP)").fill("");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(plain.getByText("Page 1 of 2 (26 entries match)")).toBeVisible();
    await plain.getByRole("navigation", { name: "Audit log pages" }).getByRole("link", { name: "Older" }).click();
    await expect(plain.getByText("Page 2 of 2 (26 entries match)")).toBeVisible();
    await expect(entries).toHaveCount(1);
    await expect(filters.getByLabel("Events")).toHaveValue("auth.access_denied");
    await expect(filters.getByLabel("Search")).toHaveValue(scan);
    await expect(filters.getByLabel("From")).toHaveValue(today);

    // A bad value in the address falls back to no filter instead of failing the page.
    const response = await plain.goto("/admin/audit?kind=nonsense&from=2026-02-30&page=abc&ip=%3Cscript%3E&q=%00");
    expect(response?.status()).toBe(200);
    await expect(filters.getByLabel("Events")).toHaveValue("all");
    await expect(filters.getByLabel("From")).toHaveValue("");
    await context.close();
  });
});
