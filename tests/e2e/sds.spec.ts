// The safety data sheet library as a buyer uses it: /sds searched by an item number, the
// current sheet downloaded as a PDF, and the way from a product's page to its sheet.
import { expect, test, waitForHydration } from "./support/page-checks";

test("a buyer finds a sheet by its item number in the library and downloads the current revision @phone", async ({ page }) => {
  await page.goto("/sds");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Safety Data Sheets" })).toBeVisible();
  // Every product of the seed (48), and any another test has added meanwhile.
  await expect(page.getByTestId("sds-entry").nth(47)).toBeVisible();

  const search = page.getByRole("search", { name: "Search safety data sheets" });
  await search.getByRole("searchbox").fill("tz-ps-101");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/sds\?q=tz-ps-101$/);
  const entries = page.getByTestId("sds-entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.getByRole("link", { name: "Triple Zero Pool & Spa Descaler", exact: true })).toBeVisible();

  const download = entries.getByRole("link", {
    name: /^Download PDF · Rev\. 1, Jan 15, 2026 \(safety data sheet of Triple Zero Pool & Spa Descaler\)$/,
  });
  await expect(download).toHaveAttribute("href", "/sds/TZ-PS-101/1");
  const file = await page.request.get("/sds/TZ-PS-101/1");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await search.getByRole("searchbox").fill("no-such-sheet");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("sds-empty")).toContainText("No product matches “no-such-sheet”.");
});

test("a product's page leads to its safety data sheet and its revisions @phone", async ({ page }) => {
  await page.goto("/products/triple-zero-pool-and-spa-descaler");
  await page.getByRole("link", { name: "Safety Data Sheet (SDS)" }).click();
  await expect(page).toHaveURL(/\/sds\/TZ-PS-101$/);
  await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Pool & Spa Descaler: Safety Data Sheet" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: /^Download PDF · Rev\. 1, Jan 15, 2026 \(safety data sheet of Triple Zero Pool & Spa Descaler\)$/ }),
  ).toHaveAttribute("href", "/sds/TZ-PS-101/1");
  await expect(page.getByText("None: this is the first revision.")).toBeVisible();
});
