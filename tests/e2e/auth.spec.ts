import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessibleAndFitting, test } from "./support/page-checks";
import { mailTo } from "./support/outbox";

const CUSTOMER = { email: "customer@triplezero.example", password: "customer-e2e-password", firstName: "Dana" };
const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };
// The e-mail outbox of the site the browser tests start (DATA_DIR .data/e2e, lib/email).
const OUTBOX = path.resolve(".data/e2e/outbox");

const message = (page: Page) => page.getByTestId("form-message");

async function signIn(page: Page, email: string, password: string, callbackUrl?: string) {
  await page.goto(callbackUrl ? `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

type NewAccount = { firstName: string; lastName: string; company: string; email: string; password: string };

async function fillRegistration(page: Page, account: NewAccount) {
  await page.goto("/register");
  await page.getByLabel("First Name").fill(account.firstName);
  await page.getByLabel("Last Name").fill(account.lastName);
  await page.getByRole("textbox", { name: "Company" }).fill(account.company);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Opens the confirmation link e-mailed to `email` and confirms the address. */
async function confirmAddress(page: Page, email: string) {
  const link = new URL(await mailedLinkFor(email, "/verify-email"));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm My E-mail Address" }).click();
  await expect(message(page)).toHaveText("Your e-mail address is confirmed. Sign in to see your account and your orders.");
}

/** Creates an account through /register, confirms its address from the e-mail, and ends signed in on /account. */
async function register(page: Page, password = "harbor-lantern-42") {
  const account = {
    firstName: "Avery",
    lastName: "Quinn",
    company: "Quinn Marine",
    email: `avery.${randomUUID().slice(0, 8)}@example.com`,
    password,
  };
  await fillRegistration(page, account);
  await expect(message(page)).toContainText(`we sent a message to ${account.email}`);
  await confirmAddress(page, account.email);
  await signIn(page, account.email, account.password);
  await page.waitForURL("**/account");
  return account;
}

async function signOut(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The link to `linkPath` in the newest message to `to` in the outbox (quoted-printable decoded). */
async function mailedLinkFor(to: string, linkPath: "/reset-password" | "/verify-email"): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
      for (const name of files.reverse()) {
        const raw = await readFile(path.join(OUTBOX, name), "utf8");
        if (!new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(raw)) continue;
        const text = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        link = new RegExp(`https?://\\S+${linkPath}\\?token=[\\w-]+`).exec(text)?.[0];
        if (link) return link;
      }
      return "";
    })
    .toMatch(new RegExp(`${linkPath}\\?token=[\\w-]+$`));
  return link!;
}

test.describe("signing in and out", () => {
  test("the demo customer signs in with the keyboard and returns to the page asked for @phone", async ({ page }) => {
    await page.goto("/sign-in?callbackUrl=%2Faccount");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(CUSTOMER.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press("Enter");

    await page.waitForURL("**/account");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${CUSTOMER.firstName}` })).toBeVisible();
    await expect(page.getByText(CUSTOMER.email)).toBeVisible();
    const user = await page.request.get("/api/auth/user");
    expect(user.status()).toBe(200);
    expect(await user.json()).toMatchObject({ email: CUSTOMER.email, firstName: "Dana", lastName: "Whitfield" });
    await expectAccessibleAndFitting(page);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Faccount$/);
  });

  test("a wrong password shows the error and keeps what was typed @phone", async ({ page }) => {
    await signIn(page, CUSTOMER.email, "not-the-password");
    await expect(message(page)).toHaveText("Incorrect e-mail or password.");
    await expect(page.getByLabel("Email")).toHaveValue(CUSTOMER.email);
    await expect(page).toHaveURL(/\/sign-in/);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    await expectAccessibleAndFitting(page);
  });

  test("the sixth quick failure is refused for a while, even with the right password", async ({ page }) => {
    // Seven page loads that each wait for the form to be ready (its button is off until then).
    test.slow();
    const account = await register(page);
    await signOut(page);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, account.email, `wrong-password-${attempt}`);
      await expect(message(page)).toHaveText("Incorrect e-mail or password.");
    }
    await signIn(page, account.email, account.password);
    await expect(message(page)).toHaveText("Too many sign-in attempts. Try again in 15 minutes.");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("/api/login sends the browser to sign in and back", async ({ page }) => {
    await page.goto("/api/login?returnTo=%2Fproducts");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fproducts$/);
    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/products");
  });
});

test.describe("the staff area", () => {
  for (const area of ["/admin", "/admin-orders", "/image-manager", "/background-selector", "/admin/products"]) {
    test(`sends an anonymous visitor of ${area} to sign in`, async ({ page }) => {
      await page.goto(area);
      await expect(page).toHaveURL(new RegExp(`/sign-in\\?callbackUrl=${encodeURIComponent(area)}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    });
  }

  test("answers 401 JSON to an anonymous caller of the staff API", async ({ request }) => {
    const response = await request.get("/api/admin/orders");
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });

  test("refuses a signed-in customer with a 403 page, on pages and the API", async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL("**/account");
    for (const area of ["/admin", "/admin/products", "/admin-orders", "/image-manager/x"]) {
      const response = await page.goto(area);
      expect(response?.status(), area).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "You do not have access" })).toBeVisible();
    }
    const api = await page.request.get("/api/admin/orders");
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: "Forbidden" });
  });

  test("answers 403 to a staff member whose role does not open the page, with the notice saying so", async ({ page, browser }) => {
    test.setTimeout(90_000);
    // The owner invites an orders clerk, who makes their account through the e-mailed link.
    await signIn(page, STAFF.email, STAFF.password, "/admin");
    await page.waitForURL("**/admin");
    const clerk = {
      firstName: "Ola",
      lastName: "Nyberg",
      email: `ola.${randomUUID().slice(0, 8)}@triplezero.example`,
      staffRole: "orders",
    };
    expect((await page.request.post("/api/admin/staff/invitations", { data: clerk })).status()).toBe(201);
    const invitation = await mailTo(clerk.email, /Subject: You are invited/);
    const link = new URL(/https?:\/\/\S+\/staff-invitation\?token=[\w%-]+/.exec(invitation)![0]);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const own = await context.newPage();
    await own.goto(`${link.pathname}${link.search}`);
    await own.getByLabel("Password", { exact: true }).fill("copper-kettle-58");
    await own.getByRole("button", { name: "Create Staff Account" }).click();
    await expect(own.getByRole("link", { name: "Sign In" }).last()).toBeVisible();
    await signIn(own, clerk.email, "copper-kettle-58", "/admin-orders");
    await own.waitForURL("**/admin-orders");
    // The staff navigation shows the clerk only what the Orders role opens: no Staff, no Audit log, no Leads.
    const nav = own.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "E-mails", "Orders", "Lots"]);
    await expect(own.getByTestId("staff-member")).toContainText("Ola Nyberg");
    await expect(own.getByTestId("staff-member")).toContainText("Role: Orders");

    // A page of another area: 403, with or without a loading boundary of its own, and the notice.
    for (const area of ["/admin/audit", "/admin/quotes", "/admin/products"]) {
      const response = await own.goto(area);
      expect(response?.status(), area).toBe(403);
      await expect(own.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
      await expect(own.getByText("This page is not for your role (Orders).")).toBeVisible();
    }
    expect((await own.goto("/admin-orders"))?.status()).toBe(200);
    await context.close();
  });

  test("staff who sign in without asking for a page land on the dashboard, with no way back to the shop's header", async ({ page }) => {
    await signIn(page, STAFF.email, STAFF.password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sales Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Customer Portal" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    // Already signed in, the sign-in page's Continue leads there too.
    await page.goto("/sign-in");
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/admin");
    // /account, where a staff member may still go, leads to the staff area.
    await page.goto("/account");
    await page.getByRole("link", { name: "Staff area" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
  });

  test("lets staff through to the page they asked for", async ({ page }) => {
    await signIn(page, STAFF.email, STAFF.password, "/admin/products");
    await page.waitForURL((url) => url.pathname === "/admin/products");
    const response = await page.goto("/admin/products");
    // The page may not exist yet; the guard must neither redirect nor refuse.
    expect([200, 404]).toContain(response?.status());
    expect(new URL(page.url()).pathname).toBe("/admin/products");
  });
});

test.describe("creating an account", () => {
  test("shows the password rule, refuses a weak password next to the field, then confirms the address from the e-mail before signing in @phone", async ({
    page,
  }) => {
    // A long journey of page loads that each wait for the form to be ready (its button is off until then).
    test.slow();
    await page.goto("/register");
    await expect(page.getByText("At least 10 characters. Not a common password and not your e-mail address.")).toBeVisible();
    const email = `riley.${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel("First Name").fill("Riley");
    await page.getByLabel("Last Name").fill("Park");
    await page.getByRole("textbox", { name: "Company" }).fill("Park Dairy");
    await page.getByLabel("Email").fill(email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("password123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("This password is too common. Choose one that is harder to guess.")).toBeVisible();
    await expect(password).toBeFocused();
    await expect(page.getByLabel("First Name")).toHaveValue("Riley");
    await expectAccessibleAndFitting(page);

    await password.fill("quiet-orchard-58");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(message(page)).toContainText(`Check your e-mail: we sent a message to ${email}.`);
    await expect(page.getByRole("link", { name: "ask for a new link" })).toHaveAttribute("href", "/verify-email");
    await expectAccessibleAndFitting(page);

    // Not before the address is confirmed.
    await signIn(page, email, "quiet-orchard-58");
    await expect(message(page)).toContainText("Please confirm your e-mail address first");
    await expect(page.getByRole("link", { name: "Send me a new confirmation link" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await confirmAddress(page, email);
    await expectAccessibleAndFitting(page);
    await page.getByRole("link", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("quiet-orchard-58");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/account");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Riley" })).toBeVisible();
    await expect(page.getByText("Park Dairy")).toBeVisible();
    await expect(page.getByText("Business customer")).toBeVisible();
  });

  test("answers an address that already has an account with the same words, and tells its owner by e-mail", async ({ page }) => {
    const taken = {
      firstName: "Dana",
      lastName: "Whitfield",
      company: "Lakeside Brewing",
      email: CUSTOMER.email,
      password: "quiet-orchard-58",
    };
    await fillRegistration(page, taken);
    await expect(message(page)).toContainText(`Check your e-mail: we sent a message to ${CUSTOMER.email}.`);
    await expect(page.getByText("An account with this e-mail already exists")).toHaveCount(0);
    // The password typed does not replace the owner's.
    await signIn(page, CUSTOMER.email, "quiet-orchard-58");
    await expect(message(page)).toHaveText("Incorrect e-mail or password.");
  });

  test("a used confirmation link says so and offers a new one", async ({ page }) => {
    const account = await register(page);
    const link = new URL(await mailedLinkFor(account.email, "/verify-email"));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText("This link has already been used.");
    await expect(page.getByRole("button", { name: "Send a New Link" })).toBeVisible();
  });
});

test.describe("sessions", () => {
  test("a session cookie copied before sign-out stops working at once", async ({ page, request }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL("**/account");
    const copied = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    // The copy works while the session is open, from anywhere…
    expect((await request.get("/api/auth/user", { headers: { cookie: copied } })).status()).toBe(200);
    await signOut(page);
    // …and not once its owner has signed out.
    expect((await request.get("/api/auth/user", { headers: { cookie: copied } })).status()).toBe(401);
    const account = await request.get("/account", { headers: { cookie: copied }, maxRedirects: 0 });
    expect(account.status()).toBe(307);
    expect(account.headers().location).toMatch(/\/sign-in\?callbackUrl=%2Faccount$/);
  });

  test("changing the password on the account page signs out every other device @phone", async ({ page, request }) => {
    // Registers and confirms an account, then signs in on two devices: over 30 s on a busy machine.
    test.slow();
    const account = await register(page);
    const other = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    // A second sign-in, as on another device.
    await page.context().clearCookies();
    await signIn(page, account.email, account.password);
    await page.waitForURL("**/account");
    await page.getByLabel("Current Password").fill(account.password);
    await page.getByLabel("New Password").fill("copper-kettle-93");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(message(page)).toHaveText("Your password has been changed. Every other device that was signed in has been signed out.");
    await expect(page.getByLabel("Current Password")).toHaveValue("");
    await expectAccessibleAndFitting(page);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    expect((await request.get("/api/auth/user", { headers: { cookie: other } })).status()).toBe(401);
  });

  test("the cart keeps its lines under a new id at sign-in and sign-out; the old id no longer reaches it", async ({ page, request }) => {
    const added = await page.request.post("/api/cart", { data: { itemNumber: "TZ-PS-101", quantity: 2 } });
    expect(added.status()).toBe(200);
    const cartCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === "tz_cart")?.value;
    const before = await cartCookie();
    expect(before).toMatch(/^[\w-]{43}$/);

    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL("**/account");
    const signedIn = await cartCookie();
    expect(signedIn).toMatch(/^[\w-]{43}$/);
    expect(signedIn).not.toBe(before);
    expect(await (await page.request.get("/api/cart")).json()).toEqual([expect.objectContaining({ quantity: 2 })]);
    const withOld = await request.get("/api/cart", { headers: { cookie: `tz_cart=${before}` } });
    expect(await withOld.json()).toEqual([]);

    await signOut(page);
    const signedOut = await cartCookie();
    expect(signedOut).not.toBe(signedIn);
    expect(await (await page.request.get("/api/cart")).json()).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});

test.describe("forgot password", () => {
  test("e-mails a link that sets a new password once, and never again @phone", async ({ page }) => {
    // Registers, confirms, signs in three times and waits for two e-mails: over 30 s on a busy machine.
    test.slow();
    const account = await register(page);
    await signOut(page);

    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(message(page)).toContainText("If an account exists for that e-mail, we have sent a link");

    const link = new URL(await mailedLinkFor(account.email, "/reset-password"));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
    await expectAccessibleAndFitting(page);
    await page.getByLabel("New Password").fill("copper-kettle-93");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(message(page)).toHaveText(
      "Your password has been changed. Sign in with your new password. Every device that was signed in has been signed out.",
    );

    await signIn(page, account.email, account.password);
    await expect(message(page)).toHaveText("Incorrect e-mail or password.");
    await signIn(page, account.email, "copper-kettle-93");
    await page.waitForURL("**/account");

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText("This reset link has already been used.");
    await expect(page.getByLabel("New Password")).toHaveCount(0);
  });

  test("answers the same for an address without an account", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(`nobody.${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(message(page)).toContainText("If an account exists for that e-mail, we have sent a link");
  });

  test("shows a clear error for a broken link", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-real-token");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText("This reset link is not valid.");
    await expect(page.getByRole("link", { name: "Get a New Link" })).toHaveAttribute("href", "/forgot-password");
  });
});

// Axe and the phone width of /sign-in, /register, /forgot-password and /reset-password: a11y-sweep.spec.ts.
