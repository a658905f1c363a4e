import type { Page } from "@playwright/test";
import { expect, failContactPosts, fillFields, interceptContactPosts, test } from "./support/page-checks";

/** The form's card: labels such as "Company" or "Industry" also name landmarks elsewhere on the page. */
const contactForm = (page: Page) => page.getByRole("region", { name: "Send us a message" });

const fillRequired = (page: Page) =>
  fillFields(contactForm(page), {
    "First Name": "Dana",
    "Last Name": "Kowalski",
    Email: "dana.kowalski@example.com",
    Company: "Northwind Mechanical",
    Message: "We service 40 rooftop units and want a coil cleaner without hazmat fees.",
  });

test.describe("the contact page", () => {
  test("?industry=hvac shows an HVAC heading and presets the industry", async ({ page }) => {
    await page.goto("/contact?industry=hvac");
    const form = contactForm(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/HVAC/);
    await expect(form.getByLabel("Industry")).toHaveValue("hvac");
    await expect(form.getByLabel("Inquiry Type")).toHaveValue("product-information");
    await expect(page.getByRole("link", { name: "800-407-1173" }).first()).toHaveAttribute("href", /^tel:/);
    await expect(page.getByText(/within about 2 hours during business hours/)).toBeVisible();
  });

  test("a valid message is sent, the names are cleared and the industry stays", async ({ page }) => {
    await page.goto("/contact?industry=hvac");
    const form = contactForm(page);
    await fillRequired(page);
    await form.getByLabel("Inquiry Type").selectOption("quote-request");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message sent successfully")).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Last Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("Industry")).toHaveValue("hvac");
    await expect(form.getByLabel("Inquiry Type")).toHaveValue("quote-request");
  });

  test("when the server fails, the error toast shows and the values stay", async ({ page }) => {
    await failContactPosts(page);
    await page.goto("/contact?industry=hvac");
    const form = contactForm(page);
    await fillRequired(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Error sending message")).toBeVisible();
    await expect(page.getByText("Please try again or contact us directly.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("Dana");
    await expect(form.getByLabel("Company")).toHaveValue("Northwind Mechanical");
    await expect(form.getByLabel("Industry")).toHaveValue("hvac");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("an unknown industry path is not found", async ({ request }) => {
    expect((await request.get("/contact/rocketry")).status()).toBe(404);
  });

  // Axe and the phone width of /contact and each /contact/{industry}: a11y-sweep.spec.ts.
});

test.describe("the consultation form of a contact section (on /technology)", () => {
  const section = (page: Page) => page.locator("section#contact");

  const fillConsultation = (page: Page) =>
    fillFields(section(page), {
      "First Name": "Priya",
      "Last Name": "Natarajan",
      "Business Email": "priya@lakeshorefoods.example",
      "Company Name": "Lakeshore Foods",
    });

  test("has the anchors the header uses, the phone and the e-mail", async ({ page }) => {
    await page.goto("/technology");
    await expect(section(page).locator("#contact-anchor")).toHaveCount(1);
    await expect(section(page).locator("#contact-section")).toHaveCount(1);
    await expect(section(page).getByRole("heading", { name: "Request a Consultation" })).toBeVisible();
    await expect(section(page).getByRole("link", { name: "sales@triplezero.example" })).toHaveAttribute(
      "href",
      "mailto:sales@triplezero.example",
    );
  });

  test("a valid request shows the success toast and clears the form", async ({ page }) => {
    await page.goto("/technology");
    await fillConsultation(page);
    await section(page).getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByText("Request Submitted Successfully")).toBeVisible();
    await expect(page.getByText(/technical team will contact you within 24 hours/)).toBeVisible();
    await expect(section(page).getByLabel("Company Name")).toHaveValue("");
  });

  test("a missing company is shown next to the field before anything is sent", async ({ page }) => {
    const posts = await interceptContactPosts(page);
    await page.goto("/technology");
    await fillConsultation(page);
    await section(page).getByLabel("Company Name").fill("");
    await section(page).getByRole("button", { name: "Request Consultation" }).click();
    const company = section(page).getByLabel("Company Name");
    await expect(company).toHaveAttribute("aria-invalid", "true");
    await expect(company).toHaveAccessibleDescription("This field is required");
    expect(posts.count()).toBe(0);
  });

  test("a failure shows the destructive toast with the e-mail address, keeps the values and shows the server's field errors", async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 400, json: { error: "Invalid request", fields: { email: "Enter a valid e-mail address" } } }),
    );
    await page.goto("/technology");
    await fillConsultation(page);
    await section(page).getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByText("Submission Failed")).toBeVisible();
    await expect(page.getByText(/sales@triplezero\.example/).last()).toBeVisible();
    await expect(section(page).getByLabel("Business Email")).toHaveAccessibleDescription("Enter a valid e-mail address");
    await expect(section(page).getByLabel("First Name")).toHaveValue("Priya");
  });
});
