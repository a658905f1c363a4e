// One browser tab per worker, handed from test to test with the state a test can leave behind cleared
// (every spec's `test` from page-checks.ts).
//
// Why: on a 2-core machine most of a browser test's processor time is the page loads, and a page loaded
// in a new tab costs about twice what it costs in a tab that already shows the site: a new tab starts a
// renderer process, and one that stays on the site keeps its process and the scripts V8 has compiled.
// Playwright's own `reuseContext` passes through about:blank between tests, which starts a new renderer
// each time and keeps almost none of the gain, so the tab is kept here.
//
// What the next test finds: no cookies, no local or session storage, no routes, no listeners, no other
// tabs, the project's viewport and media, the pointer in the corner, the page on a blank page of the site (RESET_PATH)
// (the HTTP cache stays, as it would for a returning visitor). A test that does what cannot be undone
// (an init script, an exposed function, the clock, offline or geolocation), that fails, or that closes
// the tab gets the tab closed after it; a retry runs in a tab and context of its own, as Playwright
// makes them.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

export type TabOptions = Pick<
  BrowserContextOptions,
  | "baseURL"
  | "viewport"
  | "userAgent"
  | "deviceScaleFactor"
  | "isMobile"
  | "hasTouch"
  | "locale"
  | "timezoneId"
  | "colorScheme"
  | "reducedMotion"
  | "javaScriptEnabled"
>;

/** Where a kept tab waits between tests. */
export const RESET_PATH = "/__shared-tab";

type Tab = { context: BrowserContext; page: Page; options: TabOptions; key: string; spoilt: boolean };

/** Methods whose effect outlives the test: calling one spoils the tab for the next test. */
const LASTING = {
  page: ["addInitScript", "exposeFunction", "exposeBinding"],
  context: ["addInitScript", "exposeFunction", "exposeBinding", "setOffline", "setGeolocation", "setHTTPCredentials", "grantPermissions"],
  clock: ["install", "setFixedTime", "setSystemTime", "pauseAt", "fastForward", "runFor"],
} as const;

const PAGE_EVENTS = [
  "console",
  "dialog",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "domcontentloaded",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;
const CONTEXT_EVENTS = ["console", "dialog", "page", "request", "requestfailed", "requestfinished", "response", "weberror"] as const;

function spoilOnCall(target: object, names: readonly string[], tab: Tab) {
  for (const name of names) {
    const original: unknown = Reflect.get(target, name);
    if (typeof original !== "function") continue;
    Reflect.set(target, name, (...args: unknown[]): unknown => {
      tab.spoilt = true;
      return Reflect.apply(original, target, args);
    });
  }
}

export class SharedTab {
  #tab: Tab | undefined;

  constructor(private readonly browser: Browser) {}

  /** The tab for the test that starts: the kept one, or a new one when there is none or it cannot serve. */
  async open(options: TabOptions, headers: Record<string, string>): Promise<{ context: BrowserContext; page: Page }> {
    const key = JSON.stringify(options);
    if (this.#tab && (this.#tab.key !== key || this.#tab.spoilt || this.#tab.page.isClosed())) await this.close();
    if (!this.#tab) {
      const context = await this.browser.newContext(options);
      const tab: Tab = { context, page: await context.newPage(), options, key, spoilt: false };
      spoilOnCall(tab.page, LASTING.page, tab);
      spoilOnCall(tab.context, LASTING.context, tab);
      spoilOnCall(tab.page.clock, LASTING.clock, tab);
      this.#tab = tab;
    }
    // The address a test sends as changes from test to test (page-checks.ts): set on the context, since
    // a context option that differs would need a new context.
    await this.#tab.context.setExtraHTTPHeaders(headers);
    return { context: this.#tab.context, page: this.#tab.page };
  }

  /** After the test: clears what it left for the next one, or closes the tab when that cannot be done. */
  async release(passed: boolean) {
    const tab = this.#tab;
    if (!tab) return;
    if (!passed || tab.spoilt || tab.page.isClosed()) return this.close();
    try {
      await this.#reset(tab);
    } catch (error) {
      console.warn(`The shared tab could not be reset and is closed: ${String(error).split("\n")[0]}`);
      await this.close();
    }
  }

  async #reset(tab: Tab) {
    for (const other of tab.context.pages()) if (other !== tab.page) await other.close();
    // The listeners a test may have added; not all of them, since Playwright listens for "close" itself.
    for (const event of PAGE_EVENTS) tab.page.removeAllListeners(event);
    for (const event of CONTEXT_EVENTS) tab.context.removeAllListeners(event);
    await tab.page.unrouteAll({ behavior: "ignoreErrors" });
    await tab.context.unrouteAll({ behavior: "ignoreErrors" });
    // A blank page of the site's origin, drawn here rather than by the server: its storage can be cleared
    // (every file the server sends is sandboxed, without storage) and the next page stays in this renderer.
    const blank = new URL(RESET_PATH, tab.options.baseURL).href;
    await tab.page.route(blank, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>reset</title>" }));
    await tab.page.goto(blank);
    await tab.page.unroute(blank);
    await tab.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await tab.context.clearCookies();
    if (tab.options.viewport) await tab.page.setViewportSize(tab.options.viewport);
    await tab.page.emulateMedia({
      media: null,
      colorScheme: tab.options.colorScheme ?? "light",
      reducedMotion: tab.options.reducedMotion ?? "no-preference",
      forcedColors: "none",
    });
    await tab.page.mouse.move(0, 0);
  }

  async close() {
    const tab = this.#tab;
    this.#tab = undefined;
    await tab?.context.close().catch(() => undefined);
  }
}
