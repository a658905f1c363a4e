import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, test, toast } from "./support/page-checks";
import { openAsStaff } from "./support/sessions";

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** Which background the home hero shows (its stylesheet, app/hero-background.css, names it). */
const heroBackgroundKey = (page: Page) =>
  page.locator("section#home").evaluate((el) => getComputedStyle(el).getPropertyValue("--hero-background").trim());

const uniqueName = () => `e2e-${randomUUID().slice(0, 8)}`;

async function uploadThroughPage(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByRole("tab", { name: "Upload" }).click();
  await expect(page.getByText("Supports JPEG, PNG, GIF, and WebP (max 10MB)")).toBeVisible();
  await page.getByLabel("Choose images").setInputFiles(files);
  for (const file of files) await expect(page.getByRole("list", { name: "Selected files" })).toContainText(file.name);
  await page.getByRole("button", { name: `Upload ${files.length} Image(s)` }).click();
}

test.describe("the Image Management Center", () => {
  test("uploads a PNG, lists it, serves it and deletes it from the library and from storage", async ({ page }) => {
    await openAsStaff(page, "/image-manager");
    await expect(page.getByRole("heading", { level: 1, name: "Image Management Center" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Your Images" })).toHaveAttribute("aria-selected", "true");

    const name = uniqueName();
    await uploadThroughPage(page, [{ name: `${name}.png`, mimeType: "image/png", buffer: PNG }]);
    await expect(toast(page, "Upload Successful")).toContainText("1 image(s) uploaded and ready to use across all sites");
    await expect(page.getByText("No files selected yet.")).toBeVisible();

    await page.getByRole("tab", { name: "Your Images" }).click();
    const card = page.getByTestId("library-image").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("0.00 MB");
    const filename = (await card.getByRole("img").getAttribute("alt")) ?? "";
    expect(filename).toMatch(new RegExp(`^${name}-\\d{13}\\.png$`));
    // The browser really loads it from storage.
    await expect.poll(() => card.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const served = await page.request.get(`/uploads/${filename}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    // Sandboxed: a file opened on its own is from no site at all, so nothing in it can act as the site.
    const policy = (served.headers()["content-security-policy"] ?? "").split(";").map((directive) => directive.trim());
    expect(policy).toContain("sandbox");
    expect(policy).toContain("default-src 'none'");

    await card.getByRole("button", { name: `Delete ${filename}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete ${filename}?` });
    await dialog.getByRole("button", { name: "Delete Image" }).click();
    await expect(toast(page, "Image Deleted")).toContainText("Image removed from all sites");
    await expect(card).toHaveCount(0);
    expect((await page.request.get(`/uploads/${filename}`)).status()).toBe(404);
  });

  test("refuses an SVG and says why, keeping it in the list", async ({ page }) => {
    await openAsStaff(page, "/image-manager");
    await uploadThroughPage(page, [{ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG }]);
    await expect(toast(page, "Upload Failed")).toContainText(
      "Upload failed for logo.svg: logo.svg is an SVG drawing: SVG is not accepted because it can carry scripts",
    );
    const selected = page.getByRole("list", { name: "Selected files" });
    await expect(selected.getByRole("alert")).toContainText("SVG is not accepted");
    await selected.getByRole("button", { name: "Remove logo.svg" }).click();
    await expect(page.getByText("No files selected yet.")).toBeVisible();
  });

  test("stops a batch at the first refusal: files before it are uploaded, the rest stay chosen", async ({ page }) => {
    await openAsStaff(page, "/image-manager");
    const first = uniqueName();
    const last = uniqueName();
    await uploadThroughPage(page, [
      { name: `${first}.png`, mimeType: "image/png", buffer: PNG },
      { name: "renamed.png", mimeType: "image/png", buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(80)]) },
      { name: `${last}.png`, mimeType: "image/png", buffer: PNG },
    ]);
    await expect(toast(page, "Upload Failed")).toContainText(
      "Upload failed for renamed.png: renamed.png is a Windows program (executable), not an image",
    );
    const selected = page.getByRole("list", { name: "Selected files" });
    await expect(selected.getByRole("listitem")).toHaveCount(2);
    await expect(selected).toContainText("renamed.png");
    await expect(selected).toContainText(`${last}.png`);
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("No files selected yet.")).toBeVisible();

    const library = (await (await page.request.get("/api/images")).json()) as { images: { filename: string }[] };
    expect(library.images.filter((i) => i.filename.startsWith(first))).toHaveLength(1);
    expect(library.images.filter((i) => i.filename.startsWith(last))).toHaveLength(0);
  });

  test("Photo Search needs 3 characters and says each provider without a key is not configured", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/(unsplash|pexels|pixabay|dreamstime)\//.test(request.url())) searches.push(request.url());
    });
    await openAsStaff(page, "/image-manager");
    await page.getByRole("tab", { name: "Photo Search" }).click();
    for (const provider of ["Unsplash", "Pexels", "Pixabay", "Dreamstime"]) {
      await expect(page.getByRole("region", { name: provider })).toContainText(`${provider} is not configured`);
    }
    const box = page.getByLabel("Search professional photography");
    await box.fill("ab");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter at least 3 characters to search professional photography")).toBeVisible();
    await box.fill("brewery");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(box).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("tab", { name: "Curated" }).click();
    await expect(page.getByRole("region", { name: "Pexels" })).toContainText("Pexels is not configured");
    await page.getByRole("tab", { name: "Pixabay" }).click();
    await expect(page.getByRole("region", { name: "Pixabay" })).toContainText("Pixabay is not configured");
    // Nothing to ask: no provider has a key.
    expect(searches).toEqual([]);
  });

  test("Your Websites scans the site's pages", async ({ page }) => {
    await openAsStaff(page, "/image-manager");
    await page.getByRole("tab", { name: "Your Websites" }).click();
    await page.getByRole("button", { name: "Scan Websites" }).click();
    await expect(toast(page, "Images Found")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: /^All \(\d+\)$/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("has no serious accessibility problem on any tab", async ({ page }) => {
    // Six axe runs over a full page.
    test.setTimeout(120_000);
    await openAsStaff(page, "/image-manager");
    await expect(page.getByText(/No images uploaded yet|in the library, newest first/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/image-manager (Your Images)");
    for (const tab of ["Your Websites", "Photo Search", "Curated", "Pixabay", "Upload"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectNoSeriousAxeViolations(page, `/image-manager (${tab})`);
    }
  });

  test("uploads and fits at 390 px @phone-only", async ({ page }) => {
    await openAsStaff(page, "/image-manager");
    await expectNoSidewaysScroll(page);
    const name = uniqueName();
    await uploadThroughPage(page, [{ name: `${name}.png`, mimeType: "image/png", buffer: PNG }]);
    await expect(toast(page, "Upload Successful")).toBeVisible();
    await page.getByRole("tab", { name: "Your Images" }).click();
    await expect(page.getByTestId("library-image").filter({ hasText: name })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("the hero background selector", () => {
  test("filters water and chemistry, and the home hero shows the chosen library image", async ({ page }) => {
    const name = uniqueName();
    await openAsStaff(page, "/background-selector");
    const upload = await page.request.post("/api/images/upload", {
      multipart: { image: { name: `${name}.png`, mimeType: "image/png", buffer: PNG } },
    });
    expect(upload.status()).toBe(201);
    const { image } = (await upload.json()) as { image: { id: number; url: string; filename: string } };
    await page.reload();

    const options = page.getByTestId("background-option");
    const filters = page.getByRole("group", { name: "Show backgrounds" });
    await filters.getByRole("button", { name: "Water" }).click();
    await expect(options).toHaveCount(4);
    await filters.getByRole("button", { name: "Chemistry" }).click();
    await expect(options).toHaveCount(3);
    await filters.getByRole("button", { name: "All" }).click();
    await expect(page.getByRole("heading", { name: "Built-in backgrounds (7)" })).toBeVisible();

    await page.getByRole("button", { name: `Use this background for ${image.filename}` }).click();
    await expect(toast(page, "Background Updated")).toContainText(`The home page now shows ${image.filename}.`);
    await expect(options.filter({ hasText: image.filename })).toContainText("On the home page");

    await page.goto("/");
    const hero = page.locator("section#home");
    await expect.poll(() => heroBackgroundKey(page)).toBe(`"library:${image.id}"`);
    // The photo comes resized through Next's image optimizer, not as the uploaded original.
    const background = await hero.evaluate((el) => getComputedStyle(el).backgroundImage);
    const optimized = /url\("([^"]*\/_next\/image\?[^"]+)"\)/.exec(background)?.[1];
    expect(optimized).toContain(`url=${encodeURIComponent(image.url)}`);
    const served = await page.request.get(optimized!, { headers: { accept: "image/webp,image/*" } });
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // Back to the built-in default, so the other tests see the hero they know.
    await page.goto("/background-selector");
    await page.getByRole("button", { name: "Use this background for Triple Zero Navy" }).click();
    await expect(toast(page, "Background Updated")).toBeVisible();
    await page.goto("/");
    await expect.poll(() => heroBackgroundKey(page)).toBe('"builtin:triple-zero-navy"');
  });

  test("has no serious accessibility problem and fits at 390 px @phone", async ({ page }) => {
    await openAsStaff(page, "/background-selector");
    await expect(page.getByRole("heading", { level: 1, name: "Hero Background" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
