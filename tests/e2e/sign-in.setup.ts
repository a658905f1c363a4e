// Signs the staff member in once for the whole run and keeps the browser's cookies (support/sessions.ts).
import { renameSync } from "node:fs";
import { expect, test } from "./support/page-checks";
import { signInThroughForm, STAFF, STAFF_STATE } from "./support/sessions";

test("staff sign in once for the specs that use the staff area", async ({ page }) => {
  // Staff land on the sales dashboard, /admin.
  await signInThroughForm(page, STAFF, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Sales Dashboard" })).toBeVisible();
  // Written aside and renamed, so that a journey waiting for the file never reads half of it.
  const partial = `${STAFF_STATE}.${process.pid}.partial`;
  await page.context().storageState({ path: partial });
  renameSync(partial, STAFF_STATE);
});
