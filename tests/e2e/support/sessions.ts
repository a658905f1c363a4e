// Signed-in browsers made once per run (sign-in.setup.ts) and reused with `test.use({ storageState })`,
// so that a test about the staff pages does not sign in through the form first. The tests about signing
// in itself (auth.spec.ts, audit-log.spec.ts, portal.spec.ts) still use the form.
import path from "node:path";
import type { Page } from "@playwright/test";
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

/** Opens a staff page in a browser that uses STAFF_STATE: the page itself, not the sign-in form. */
export async function openAsStaff(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}
