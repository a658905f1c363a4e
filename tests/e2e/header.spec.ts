// The main header at every width: one row, never taller than at desktop, no sideways
// scroll; from 768 px the header shows the items that fit and the menu button holds the rest (below
// 768 px only the menu); every item is reachable at every width.
import { expect, expectNoSidewaysScroll, test } from "./support/page-checks";
import { openAsStaff } from "./support/sessions";

const ITEMS = [
  ["link", "Shop"],
  ["button", "Product Finder"],
  ["button", "Industries"],
  ["link", "Savings Calculator"],
  ["link", "Technology"],
  ["button", "See Live Demos"],
  ["link", "Contact"],
  ["button", "Application Finder"],
] as const;

const WIDTHS = [320, 390, 767, 768, 769, 900, 1024, 1279, 1280, 1366, 1920];

test("the header stays one row at every width from 320 to 1920 px, and every item is in it or in its menu", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const header = page.getByRole("banner");
  const nav = header.getByRole("navigation", { name: "Main" });
  const menuButton = header.getByRole("button", { name: "Open menu" });
  await page.setViewportSize({ width: 1920, height: 900 });
  const desktopHeight = (await header.boundingBox())!.height;

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `/about at ${width} px`);
    const height = (await header.boundingBox())!.height;
    expect(height, `the header's height at ${width} px`).toBeLessThanOrEqual(desktopHeight + 0.5);
    if (width < 768) {
      await expect(nav, `no header links at ${width} px`).toBeHidden();
      await expect(menuButton).toBeVisible();
      continue;
    }
    let hidden = 0;
    for (const [role, name] of ITEMS) {
      const item = nav.getByRole(role, { name, exact: true });
      if (!(await item.isVisible())) hidden += 1;
    }
    // Shop, Industries and the Application Finder are always in the row from 768 px.
    for (const name of ["Shop", "Industries", "Application Finder"]) await expect(nav.getByText(name, { exact: true })).toBeVisible();
    if (hidden > 0) await expect(menuButton, `${hidden} items left out at ${width} px: the menu button shows`).toBeVisible();
    else await expect(menuButton, `everything fits at ${width} px`).toBeHidden();
  }

  // At a tablet width the menu holds every item the row leaves out.
  await page.setViewportSize({ width: 900, height: 900 });
  await menuButton.click();
  const menu = page.getByRole("dialog").getByRole("navigation", { name: "Mobile" });
  for (const name of ["Shop", "Product Finder", "Savings Calculator", "Technology", "See Live Demos", "Contact", "Application Finder"]) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
});

test("the account button takes a signed-in staff member to the staff area, not the customer portal @phone", async ({ page }) => {
  await openAsStaff(page, "/about");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Customer Portal" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Customer Portal" }).click();
  }
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Sales Dashboard" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: /Customer Portal|Welcome back/ })).toHaveCount(0);
});
