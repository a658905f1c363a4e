import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, E2E_SERVER_ENV } from "./tests/e2e/server-env";

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
// Chromium's headless shell from Debian's packages, which the test script installs (scripts/ensure-chromium.mjs).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * Specs that sign in, pay, refund or change what other tests see: each file in order on one worker
 * (several files at once; they use accounts, carts and orders of their own), desktop before phone.
 */
const JOURNEYS = /(auth|audit-log|checkout|fulfilment|images|portal|quotes|staff)\.spec\.ts/;
/** `npm start` and `npm run start:cluster` themselves, each on ports and a database of their own. */
const LAUNCHERS = /(launcher|cluster)\.spec\.ts/;
const NOT_PAGES = [JOURNEYS, LAUNCHERS];
// The browser as a visitor who asked for less motion (a setting the site honours: no smooth scrolling,
// no carousel advancing, no count-ups): the pages then draw no frames between the states the tests look
// at, which spares the browser's processor. The specs about motion itself (the home
// page's carousel, testimonials and scrolling, the pool pages' scroll to the products and count-ups, where
// links land) set "no-preference", as most visitors have it.
const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium, reducedMotion: "reduce" as const };
const phone = { ...desktop, viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };

export default defineConfig({
  testDir: "tests/e2e",
  // Three workers on two cores (a browser test mostly waits: for the server, an animation, a toast): the
  // specs that only read pages run on all of them at once (they share nothing but the server), beside
  // the journeys.
  workers: 3,
  forbidOnly: true,
  // In CI a test that fails is run once more and reported as flaky if it then passes, so that a
  // loaded machine does not block a landing; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/e2e.json" }]],
  outputDir: "test-results",
  // A trace costs every test its recording; it is kept for the retry of a test that failed once.
  use: { baseURL, trace: "on-first-retry", screenshot: "only-on-failure" },
  // Every test runs at desktop width unless its title says @phone-only. At 390 px run only the tests
  // whose title says @phone (which @phone-only also matches): those about the phone layout (menus,
  // sideways scroll, axe on each page type) and the journeys an issue requires "also at 390 px".
  // Request-only checks (head tags, JSON-LD, redirects, status codes, API answers) are the same at any
  // width and are never tagged.
  projects: [
    // Signs staff in once and keeps the cookies for the specs about the staff area (support/sessions.ts).
    { name: "setup", testMatch: /sign-in\.setup\.ts/, use: desktop },
    // Not a dependant of "setup" (openAsStaff waits for its session file), so that it runs in the first phase.
    { name: "journeys", testMatch: JOURNEYS, grepInvert: /@phone-only/, use: desktop },
    // After the desktop journeys, so that the same journey never runs at both widths at once (the demo
    // customer's tickets, the staff's product count).
    {
      name: "journeys-phone",
      testMatch: JOURNEYS,
      dependencies: ["journeys"],
      grep: /@phone/,
      grepInvert: /@desktop-only/,
      use: phone,
    },
    // `npm start` and `npm run start:cluster` themselves, on ports and data directories of their own, with
    // the build the run started with; early, so that their waits for the servers overlap the other tests.
    { name: "launcher", testMatch: LAUNCHERS, use: desktop },
    // After the journeys in this list, so that their long files (each in order on one worker) start first and
    // the page specs, short and independent, fill the workers around them instead of leaving a tail.
    { name: "pages", testIgnore: NOT_PAGES, fullyParallel: true, grepInvert: /@phone-only/, use: desktop },
    { name: "pages-phone", testIgnore: NOT_PAGES, fullyParallel: true, grep: /@phone/, grepInvert: /@desktop-only/, use: phone },
  ],
  // The site as `npm start` serves it, on a database of its own that is made anew for each run.
  webServer: {
    command: "node scripts/start.mjs start",
    url: `${baseURL}/api/health`,
    // The build takes about a minute on an idle machine and several on a busy one; a build that fails
    // ends the launcher, and with it the wait, at once.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: ".data/e2e" },
  },
});
