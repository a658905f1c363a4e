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
    // Tests tagged @phone-only or @desktop-only are about one layout.
    { name: "desktop", grepInvert: /@phone-only/, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      // The launcher's own test is not about screen sizes.
      testIgnore: /launcher\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  // The site as `npm start` serves it, on a database of its own that is made anew for each run.
  webServer: {
    command: "node scripts/start.mjs start",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: ".data/e2e" },
  },
});
