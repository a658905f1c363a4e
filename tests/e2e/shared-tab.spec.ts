// The tab the page specs share (support/shared-tab.ts): the next test gets it, and finds nothing the last
// one left behind. The tests run in order in one worker.
import { expect, test } from "./support/page-checks";
import { RESET_PATH } from "./support/shared-tab";

// No retry: a retry runs in a context of its own, where these tests could only pass or be skipped, and a
// broken reset would then count as flaky instead of failed.
test.describe.configure({ mode: "serial", retries: 0 });

/** What the first test's console listener heard: it should hear nothing of the tests after it. */
const heard: string[] = [];

test.describe("the shared tab", () => {
  test("a test leaves storage, a cookie, a route, a listener, a size and a media setting behind", async ({ page, context, baseURL }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
    });
    await context.addCookies([{ name: "left-behind", value: "1", url: baseURL! }]);
    await page.route("**/api/health", (route) => route.fulfill({ status: 418 }));
    page.on("console", (message) => heard.push(message.text()));
    await page.setViewportSize({ width: 500, height: 500 });
    // The other setting than the project's (playwright.config.ts asks for reduced motion).
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });

  test("the next test gets the same tab, on the site, with none of it", async ({ page, context }, testInfo) => {
    expect(new URL(page.url()).pathname, "the tab the last test used, left on the site").toBe(RESET_PATH);
    await page.goto("/about");
    await page.evaluate(() => console.log("heard by no listener of the last test"));
    expect(heard).not.toContain("heard by no listener of the last test");
    expect(await page.evaluate(() => [localStorage.getItem("left-behind"), sessionStorage.getItem("left-behind")])).toEqual([null, null]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("left-behind");
    expect(await page.evaluate(() => fetch("/api/health").then((answer) => answer.status))).toBe(200);
    expect(page.viewportSize()).toEqual(testInfo.project.use.viewport);
    expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches), "the project's reduced motion").toBe(true);
  });

  test("a test that adds an init script spoils the tab", async ({ page }) => {
    await page.addInitScript(() => {
      (window as Window & { leftBehind?: boolean }).leftBehind = true;
    });
    await page.goto("/about");
    expect(await page.evaluate(() => (window as Window & { leftBehind?: boolean }).leftBehind)).toBe(true);
  });

  test("so the next test gets a new tab, without the script", async ({ page }) => {
    expect(page.url(), "a new tab").toBe("about:blank");
    await page.goto("/about");
    expect(await page.evaluate(() => (window as Window & { leftBehind?: boolean }).leftBehind)).toBeUndefined();
  });
});
