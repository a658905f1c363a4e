import { expect, test } from "./support/page-checks";

const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };

test.describe("the not-found page", () => {
  test("an unknown address shows the 404 message inside one header and one footer", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
    // Counted as elements: a second header or footer drawn inside <main> is no landmark, but is seen.
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
  });

  test("a staff page that finds nothing (an order that does not exist) says so inside the staff area's frame, drawn once", async ({
    page,
  }) => {
    await page.goto("/sign-in?callbackUrl=%2Fadmin-orders");
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin-orders");

    const response = await page.goto("/admin-orders/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(1);
    // Neither the shop's header and footer nor a second frame.
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Customer Portal" })).toHaveCount(0);
  });
});
