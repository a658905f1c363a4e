import { defineConfig, devices } from "@playwright/test";
import { E2E_SERVER_ENV } from "./tests/e2e/server-env";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
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

export default defineConfig({
  testDir: "tests/e2e",
  // One worker: on two cores a second one gained little and made timing-based checks less steady.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // In CI a test that fails is run once more and reported as flaky if it then passes, so that a
  // loaded machine does not block a landing; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/e2e.json" }]],
  outputDir: "test-results",
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    // Every test runs at desktop width unless its title says @phone-only. At 390 px run only the tests
    // whose title says @phone (which @phone-only also matches): those about the phone layout (menus,
    // sideways scroll, axe on each page type) and the journeys an issue requires "also at 390 px".
    // Request-only checks (head tags, JSON-LD, redirects, status codes, API answers) are the same at any
    // width and are never tagged.
    {
      name: "desktop",
      testIgnore: /launcher\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "phone",
      testIgnore: /launcher\.spec\.ts/,
      grep: /@phone/,
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    // `npm start` itself, not about screen sizes. Listed last so that it runs after the browser tests:
    // when the sources changed since the run began it rebuilds .next, which the site under test serves.
    { name: "launcher", testMatch: /launcher\.spec\.ts/ },
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
