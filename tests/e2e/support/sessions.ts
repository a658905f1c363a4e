// A staff session made once per run (sign-in.setup.ts) and put into a test's browser by openAsStaff, so
// that a test about the staff pages does not sign in through the form first. The journeys do not wait
// for the setup project (a project that depends on another starts only once every test of the first
// phase has ended, which left workers idle): openAsStaff waits for the session file instead, and signs
// in itself when no setup runs (a single spec run on its own). Only the page's browser
// gets it: the `request` fixture stays an anonymous caller. The tests about signing
// in itself (auth.spec.ts, audit-log.spec.ts, portal.spec.ts) still use the form.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./page-checks";

export const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };

/**
 * The staff member's cookies, as Playwright's storageState file. Beside the browser tests' database
 * (DATA_DIR .data/e2e, made anew by `npm test`), so that the session and its row come and go together.
 */
export const STAFF_STATE = path.join(".data", "e2e", "auth", "staff.json");

/** Signs in through the sign-in page, as staff do, and lands on `path`. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The site the browser tests start (playwright.config.ts). */
const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

type StorageState = { cookies: Parameters<BrowserContext["addCookies"]>[0] };

/** STAFF_STATE once the setup has written it; after 30 s without it, a session of this test's own making. */
async function staffState(page: Page): Promise<StorageState> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (existsSync(STAFF_STATE)) return JSON.parse(readFileSync(STAFF_STATE, "utf8")) as StorageState;
  }
  const context = await page.context().browser()!.newContext({ baseURL: SITE });
  try {
    const signIn = await context.newPage();
    await signInThroughForm(signIn, STAFF, "/admin");
    return (await context.storageState()) as StorageState;
  } finally {
    await context.close();
  }
}

/** Opens a staff page signed in with STAFF_STATE's cookies: the page itself, not the sign-in form. */
export async function openAsStaff(page: Page, path: string) {
  const state = await staffState(page);
  await page.context().addCookies(state.cookies);
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}
