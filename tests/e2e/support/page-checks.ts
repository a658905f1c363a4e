// Checks the browser specs share: accessibility, layout, what search engines read, and the lead forms'
// plumbing. Specs import `test` and `expect` from here so that every test sends as an address of its own
// and runs in the worker's shared tab.
import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Request } from "@playwright/test";
import { SharedTab } from "./shared-tab";

/**
 * POST /api/contact allows 5 submissions per 10 minutes per address, and every browser test comes from
 * 127.0.0.1. The server keys the limit on X-Forwarded-For (lib/rate-limit), so each test sends, from its
 * page and from its `request` fixture alike, as a random address of the 198.18.0.0/15 test range (131,072
 * addresses): tests, files and projects do not meet each other's quota. A spec that sets
 * `extraHTTPHeaders` with `test.use` replaces this; the address in use is the `forwardedFor` fixture.
 */
const addressed = base.extend<{ forwardedFor: string }>({
  forwardedFor: async ({}, use) => {
    await use(`198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, forwardedFor }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": forwardedFor });
  },
});

/**
 * Every spec's tests share one tab per worker, cleared between tests (support/shared-tab.ts): a page
 * loaded in a tab that already shows the site costs about half the processor time of one in a new tab.
 * A retry gets a context of its own, as Playwright makes it.
 */
export const test = addressed.extend<object, { sharedTab: SharedTab }>({
  sharedTab: [
    async ({ browser }, use) => {
      const tab = new SharedTab(browser);
      await use(tab);
      await tab.close();
    },
    { scope: "worker" },
  ],
  // Playwright learns a fixture's dependencies from the names destructured here (a rest element is not
  // allowed), so the context options are named once as parameters and once in `options`.
  context: async (
    {
      sharedTab,
      browser,
      extraHTTPHeaders,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
    },
    use,
    testInfo,
  ) => {
    const options = {
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
    };
    if (testInfo.retry > 0) {
      const context = await browser.newContext({ ...options, extraHTTPHeaders });
      await use(context);
      await context.close();
      return;
    }
    await use((await sharedTab.open(options, extraHTTPHeaders ?? {})).context);
    await sharedTab.release(testInfo.status === testInfo.expectedStatus);
  },
  page: async ({ context }, use, testInfo) => {
    // The shared context has its one tab open; a retry's context has none yet.
    await use(testInfo.retry > 0 ? await context.newPage() : context.pages()[0]!);
  },
});

export { expect };

// ------------------------------------------------------------------ accessibility and layout

/** The serious and critical axe violations on what the page shows now, one line each. */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  // A toast still fading in is half transparent, and axe would measure its contrast mid-fade.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((toast) =>
      toast
        .getAnimations({ subtree: true })
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
    ),
  );
  // Only the violations are read: axe then skips gathering the nodes of every rule that passed, which
  // is most of its work on a long page. Every rule still runs. Axe runs in the page itself ("legacy
  // mode"): otherwise it gathers its results in a new blank tab, and starting that tab's renderer costs
  // many times axe's own work; the site has no frames from other
  // origins that only the other mode would reach.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map((v) => `${where}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** No serious or critical axe violation on what the page shows now; `where` names the page in the message. */
export async function expectNoSeriousAxeViolations(page: Page, where = new URL(page.url()).pathname) {
  expect(await seriousAxeViolations(page, where)).toEqual([]);
}

/** The page is no wider than the window (less any scroll bar): nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where = new URL(page.url()).pathname) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
}

/** Axe, then the width: the two checks every page type gets at desktop and at 390 px. */
export async function expectAccessibleAndFitting(page: Page, where = new URL(page.url()).pathname) {
  await expectNoSeriousAxeViolations(page, where);
  await expectNoSidewaysScroll(page, where);
}

/** The phone project and any narrow window get the sheet menu instead of the header's links (768 px and below). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1024) <= 768;

// ------------------------------------------------------------------ what search engines read

export type JsonLdNode = { "@type": string; [key: string]: unknown };

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const byType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node["@type"] === type);

export type FetchedPage = Awaited<ReturnType<typeof fetchPage>>;

/** The page as a search engine fetches it: status, HTML and what its head says, without a browser. */
export async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const first = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
  };
  const jsonLd: JsonLdNode[] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? "null") as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
  /** `<meta name=…>` (description, keywords, robots, twitter:*) or, failing that, `<meta property=…>` (og:*). */
  const meta = (key: string) =>
    first(new RegExp(`<meta name="${escapeRegExp(key)}" content="([^"]*)"`)) ??
    first(new RegExp(`<meta property="${escapeRegExp(key)}" content="([^"]*)"`));
  return {
    status: response.status(),
    html,
    /** The HTML with its entities decoded, for looking for visible text. */
    text: decodeEntities(html),
    title: first(/<title>([^<]*)<\/title>/),
    description: meta("description"),
    canonical: first(/<link rel="canonical" href="([^"]*)"/),
    robots: meta("robots"),
    meta,
    jsonLd,
    types: jsonLd.map((node) => node["@type"]),
    byType: (type: string) => byType(jsonLd, type),
  };
}

/** What every indexed page owes a search engine: 200, an h1, a title, a description of 50+ characters and its own canonical link. */
export function expectFindable(page: FetchedPage, path: string) {
  expect(page.status, `${path} status`).toBe(200);
  expect(page.html, `${path} h1`).toMatch(/<h1[\s>]/);
  expect(page.title ?? "", `${path} title`).toMatch(/\S/);
  expect(page.description?.length ?? 0, `${path} description length`).toBeGreaterThanOrEqual(50);
  expect(new URL(page.canonical ?? "http://invalid/").pathname, `${path} canonical`).toBe(path);
}

/** The names of a BreadcrumbList's items, first to last, and the path of the last one. */
export function breadcrumbs(page: FetchedPage) {
  const [list] = page.byType("BreadcrumbList");
  const items = (list?.itemListElement ?? []) as { name: string; item?: string }[];
  const last = items.at(-1)?.item;
  return { names: items.map((item) => item.name), lastPath: last === undefined ? undefined : new URL(last).pathname };
}

// ------------------------------------------------------------------ lead forms

/**
 * Fills a form's fields by their labels, in order: a select gets the option of that value or label, any
 * other field the text.
 */
export async function fillFields(form: Locator | Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

const isContactPost = (url: string, method: string) => new URL(url).pathname === "/api/contact" && method === "POST";

/** Presses `submit`, expects the server to save the lead the form sends (201) and returns what was sent. */
export async function submitLead(page: Page, submit: Locator): Promise<Record<string, unknown>> {
  const answered = page.waitForResponse((r) => isContactPost(r.url(), r.request().method()));
  await submit.click();
  const response = await answered;
  expect(response.status(), "the lead is saved").toBe(201);
  return response.request().postDataJSON() as Record<string, unknown>;
}

/**
 * Answers every lead the page sends with 201 without saving it, and counts them: for forms that must not
 * send anything (client-side checks), so that a form that wrongly sends does not write a lead either.
 */
export async function interceptContactPosts(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.route("**/api/contact", (route) => {
    if (!isContactPost(route.request().url(), route.request().method())) return route.continue();
    count += 1;
    return route.fulfill({ status: 201, json: { ok: true, id: 1 } });
  });
  return { count: () => count };
}

/** Makes the server fail every lead the page sends. */
export async function failContactPosts(page: Page) {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
}

/** Presses an Add to Cart button and expects the cart API to take the item. */
export async function addToCart(page: Page, button: Locator) {
  const added = page.waitForResponse((r) => r.url().endsWith("/api/cart") && r.request().method() === "POST");
  await button.click();
  const response = await added;
  expect(response.status(), "POST /api/cart").toBe(200);
}

/** A sonner toast by its title. */
export const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Once React has run the page (components/site/hydration-marker.tsx); keys pressed before then are lost. */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Watches the page's requests from now on; `atRest()` resolves once none is in flight and the browser,
 * having drawn two frames, is idle, with no request started meanwhile: what hydration, an observer or an
 * answer was going to change has been drawn. For asserting that something does not happen.
 */
export function watchRest(page: Page): { atRest: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on("request", (request) => {
    inFlight.add(request);
    started++;
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return {
    async atRest() {
      for (let before = -1; before !== started;) {
        before = started;
        await expect.poll(() => inFlight.size).toBe(0);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve)))),
        );
      }
    },
  };
}

/** Opens the header's search box, as the width of the window has it: a panel on desktop, the phone menu at 390 px. */
export async function openHeaderSearch(page: Page) {
  const banner = page.getByRole("banner");
  if (isPhone(page)) {
    await banner.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog").getByRole("search", { name: "Site search" });
  }
  await banner.getByRole("button", { name: "Search products" }).click();
  return banner.getByRole("search", { name: "Site search" });
}

/** Types `text` into the header's search box and sends it. */
export async function searchFromHeader(page: Page, text: string) {
  const search = await openHeaderSearch(page);
  const box = search.getByRole("searchbox", { name: "Search products" });
  await box.fill(text);
  await box.press("Enter");
}
