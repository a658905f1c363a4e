// A staff session made once per run (sign-in.setup.ts) and put into a test's browser by openAsStaff, so
// that a test about the staff pages does not sign in through the form first. Only the page's browser
// gets it: the `request` fixture stays an anonymous caller. The tests about signing
// in itself (auth.spec.ts, audit-log.spec.ts, portal.spec.ts) still use the form.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./page-checks";

export const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };

/** The staff member's cookies, as Playwright's storageState file. */
export const STAFF_STATE = path.join(".data", "e2e-auth", "staff.json");

/** Signs in through the sign-in page, as staff do, and lands on `path`. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens a staff page signed in with STAFF_STATE's cookies: the page itself, not the sign-in form. */
export async function openAsStaff(page: Page, path: string) {
  const state = JSON.parse(readFileSync(STAFF_STATE, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await page.context().addCookies(state.cookies);
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}
