// The sales path for drums: a visitor asks for a drum quote on a product
// page and is acknowledged by e-mail; sales staff open the lead, build a quote from it and send it; the
// customer opens the e-mailed link, accepts the quote and pays for it at exactly its prices; the lead then
// shows "Won" with a link to the order.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessibleAndFitting, fillFields, isPhone, test, toast, waitForHydration } from "./support/page-checks";
import { mailTo } from "./support/outbox";
import { openAsStaff } from "./support/sessions";

const DECK_CLEANER = "/products/triple-zero-deck-cleaner";
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`;
const field = (page: Page, name: string) => page.locator(`#checkout-${name}`);

test("a drum quote: requested, acknowledged, built and sent by staff, accepted from the e-mail, paid, and the lead won @phone", async ({
  page,
  browser,
}) => {
  // Two people, a dozen page loads, three e-mails through the job queue and a payment.
  test.setTimeout(180_000);
  const email = `rosa.ortega+${randomUUID().slice(0, 8)}@harbor-charters.example`;
  const buyer = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();

  // The visitor asks for two drums.
  await buyer.goto(DECK_CLEANER);
  const panel = buyer.getByTestId("purchase-panel");
  await panel.getByRole("radio", { name: /55-Gallon Drum/ }).check();
  await panel.getByRole("button", { name: "Request Quote" }).click();
  const request = buyer.getByRole("dialog", { name: "Request a Quote" });
  await fillFields(request, { "First Name": "Rosa", "Last Name": "Ortega", Email: email });
  await request.getByLabel(/Quantity/).fill("2");
  await request.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(buyer.getByText("Quote Request Received")).toBeVisible();
  const acknowledgement = await mailTo(email, /Subject: Thank you for contacting/);
  expect(acknowledgement).toContain("within 24 hours");

  // Sales staff find the lead and build the quote from it: the drum, two of them, at list price.
  await openAsStaff(page, "/admin/leads");
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Rosa Ortega" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Rosa Ortega");
  const leadUrl = page.url();
  await page.getByRole("link", { name: "Build Quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Quote" })).toBeVisible();
  const line = page.getByTestId("quote-line").first();
  await expect(line.getByLabel(/Quantity/)).toHaveValue("2");
  await expect(line.getByLabel(/Unit price/)).not.toHaveValue("");
  await page.getByRole("combobox", { name: /^State/ }).selectOption("WI");
  await line.getByLabel(/Discount/).fill("5");
  await page.getByRole("textbox", { name: /^Shipping/ }).fill("150");
  await expectAccessibleAndFitting(page, "/admin/quotes/new");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/\d+$/);
  await expect(page.getByTestId("quote-status")).toHaveText("Draft");
  const staffTotal = (await page.getByTestId("quote-totals").innerText()).match(/Total\s*\$([\d,.]+)/)?.[1];
  expect(staffTotal, "the editor's total").toBeTruthy();
  await page.getByRole("button", { name: "Send to Customer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send to Customer" }).click();
  await expect(toast(page, "sent to the customer")).toBeVisible();
  await expect(page.getByTestId("quote-status")).toHaveText("Sent");

  // The customer opens the e-mailed link, reads the quote and accepts it.
  const sent = await mailTo(email, /Subject: Your quote Q-\d+/);
  const link = /https?:\/\/\S+\/quotes\/[\w-]{43}/.exec(sent)?.[0];
  expect(link, "the quote e-mail links to the quote").toBeTruthy();
  await buyer.goto(new URL(link!).pathname);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(/^Quote Q-\d+$/);
  await expect(buyer.getByTestId("quote-total")).toHaveText(`$${staffTotal}`);
  await expect(buyer.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", /\/api\/quotes\/[\w-]{43}\/pdf$/);
  await expectAccessibleAndFitting(buyer, "/quotes/{token}");
  await buyer.getByRole("button", { name: "Accept Quote" }).click();

  // The checkout holds exactly the quote, at its prices, and cannot be changed.
  await expect(buyer).toHaveURL(/\/checkout$/);
  await expect(buyer.getByTestId("checkout-quote")).toContainText(/Quote Q-\d+/);
  const checkoutLine = buyer.getByTestId("checkout-line");
  await expect(checkoutLine).toHaveCount(1);
  await expect(checkoutLine).toContainText("55-Gallon Drum");
  await expect(checkoutLine.getByTestId("line-quantity")).toHaveText("Quantity: 2 (as quoted)");
  await expect(checkoutLine.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  // The form comes with the page's HTML; it takes what is typed once the page's scripts have run.
  await waitForHydration(buyer);
  // The quote's contact is filled in; the address is the buyer's to give.
  await expect(field(buyer, "firstName")).toHaveValue("Rosa");
  await expect(field(buyer, "lastName")).toHaveValue("Ortega");
  await expect(field(buyer, "email")).toHaveValue(email);
  await expect(field(buyer, "shippingState")).toHaveValue("WI");
  await field(buyer, "shippingAddress").fill("4 Harbor Rd");
  await field(buyer, "shippingCity").fill("Madison");
  await field(buyer, "shippingZipCode").fill("53703");
  await expect(buyer.getByTestId("checkout-total")).toHaveText(`$${staffTotal}`);
  await field(buyer, "cardNumber").fill("4111 1111 1111 1111");
  await field(buyer, "expirationDate").fill(expiry);
  await field(buyer, "cardCode").fill("123");
  await expectAccessibleAndFitting(buyer, "/checkout (a quote)");
  await buyer.getByRole("button", { name: `Pay $${staffTotal}` }).click();
  await expect(buyer.getByRole("heading", { level: 1, name: "Payment Confirmed!" })).toBeVisible();
  await expect(buyer.getByTestId("confirmed-total")).toHaveText(`$${staffTotal}`);
  await buyer.getByRole("button", { name: "Complete Order" }).click();
  await expect(buyer.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  // The lead is won, and links the order.
  await page.goto(new URL(leadUrl).pathname);
  await expect(page.getByTestId("lead-status")).toHaveText("Won");
  const won = page.getByTestId("won-order").getByRole("link");
  await expect(won).toHaveText(/^order #\S+$/);
  await won.click();
  await expect(page).toHaveURL(/\/admin-orders\/[\w-]+$/);
  await expect(page.getByText(`$${staffTotal}`).first()).toBeVisible();
  await buyer.context().close();
});

test("staff withdraw an accepted quote not paid yet: it leaves the buyer's cart and its link says so @phone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `lee.park+${randomUUID().slice(0, 8)}@harbor-charters.example`;
  const buyer = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();

  // Sales staff write a one-line quote and send it.
  await openAsStaff(page, "/admin/quotes/new");
  await fillFields(page.getByRole("form", { name: "New quote" }), { Name: "Lee Park", "E-mail": email });
  await page.getByRole("combobox", { name: /^State/ }).selectOption("WI");
  const line = page.getByTestId("quote-line").first();
  const size = line.getByLabel(/^Product and size/);
  // A seeded product: other tests add and delete products of their own while this one runs.
  const seeded = size.locator('optgroup[label="Triple Zero Restroom Cleaner"] option').first();
  await size.selectOption((await seeded.getAttribute("value"))!);
  await line.getByLabel(/Discount/).fill("50");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/\d+$/);
  await page.getByRole("button", { name: "Send to Customer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send to Customer" }).click();
  await expect(page.getByTestId("quote-status")).toHaveText("Sent");

  // The buyer accepts it from the e-mail: the checkout holds the quote.
  const sent = await mailTo(email, /Subject: Your quote Q-\d+/);
  const link = new URL(/https?:\/\/\S+\/quotes\/[\w-]{43}/.exec(sent)![0]).pathname;
  await buyer.goto(link);
  await buyer.getByRole("button", { name: "Accept Quote" }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await expect(buyer.getByTestId("checkout-quote")).toContainText(/Quote Q-\d+/);

  // Staff see it accepted, read-only, with Withdraw still offered until it is paid.
  await page.reload();
  await expect(page.getByTestId("quote-status")).toHaveText("Accepted");
  const withdraw = page.getByRole("button", { name: "Withdraw", exact: true });
  await expect(withdraw).toBeVisible();
  await expect(page.getByText("Accepted and not paid yet")).toBeVisible();
  // A laptop's width on the desktop run: the control is looked at as staff see it.
  if (!isPhone(page)) await page.setViewportSize({ width: 1366, height: 900 });
  await withdraw.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/quote-withdraw-${page.viewportSize()?.width}.png`, fullPage: false });
  await expectAccessibleAndFitting(page, "/admin/quotes/{id} (accepted)");
  await withdraw.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("it leaves their cart and they are e-mailed");
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "withdrawn")).toBeVisible();
  await expect(page.getByTestId("quote-status")).toHaveText("Withdrawn");
  await expect(page.getByRole("button", { name: "Withdraw", exact: true })).toHaveCount(0);

  // The buyer is told, the link says it is withdrawn, and the checkout no longer holds the quote.
  expect(await mailTo(email, /Subject: Quote Q-\d+ from .+ was withdrawn/)).toContain("can no longer be accepted or paid");
  await buyer.goto(link);
  await expect(buyer.getByText("This quote was withdrawn.")).toBeVisible();
  await buyer.goto("/checkout");
  await expect(buyer.getByTestId("checkout-quote")).toHaveCount(0);
  await buyer.context().close();
});
