// Accessibility across the site: every public page template at desktop and at 390 px has no serious or
// critical axe problem and no sideways scroll; the header's menus and the customer portal pass axe while open;
// and a visitor who uses only the keyboard can move through the header, send the contact form, fill
// the checkout as far as the pay button and sign in.
import type { Locator, Page } from "@playwright/test";
import { POOL_ITEM_NUMBERS, technicalDataSheetPath } from "@/lib/content/pool-sheets";
import { NON_CANONICAL_ROUTES, PUBLIC_ROUTES, UNLISTED_PATHS } from "@/lib/seo/public-routes";
import {
  expect,
  expectAccessibleAndFitting,
  expectNoSeriousAxeViolations,
  interceptContactPosts,
  isPhone,
  seriousAxeViolations,
  test,
} from "./support/page-checks";

const PHONE = { width: 390, height: 844 };
const CUSTOMER = { email: "customer@triplezero.example", password: "customer-e2e-password", firstName: "Dana" };
const DESCALER_ITEM_NUMBER = "TZ-PS-101";

/** Once React has run the page (components/site/hydration-marker.tsx); keys pressed before then are lost. */
async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function putDescalerInCart(page: Page) {
  const answer = await page.request.post("/api/cart", { data: { itemNumber: DESCALER_ITEM_NUMBER, quantity: 1 } });
  expect(answer.status(), "POST /api/cart").toBe(200);
}

type SweptPage = {
  /** Names the test and the axe findings. */
  name: string;
  path: string;
  /** Runs before the page opens (for example, fills the cart). */
  before?: (page: Page) => Promise<void>;
  /** What shows once the page is complete, for pages that load part of their content in the browser. */
  shows?: (page: Page) => Locator;
};

// From the code that lists the routes, so that a page added to the sitemap is swept too.
const SITEMAP_PAGES: SweptPage[] = PUBLIC_ROUTES.map(({ path }) => ({ name: path, path }));
const OTHER_LISTED_PAGES: SweptPage[] = [
  ...NON_CANONICAL_ROUTES.map(({ path }) => ({ name: path, path })),
  ...UNLISTED_PATHS.map((path) => ({ name: path, path })),
  ...POOL_ITEM_NUMBERS.map((itemNumber) => ({ name: technicalDataSheetPath(itemNumber), path: technicalDataSheetPath(itemNumber) })),
];
// Pages a visitor reaches that no route list names.
const VISITOR_PAGES: SweptPage[] = [
  {
    name: "/checkout (empty cart)",
    path: "/checkout",
    shows: (page) => page.getByText("Your cart is empty"),
  },
  {
    name: "/checkout (one item)",
    path: "/checkout",
    before: putDescalerInCart,
    shows: (page) => page.getByTestId("checkout-tax"),
  },
  { name: "/thank-you", path: "/thank-you" },
  // One product page stands for all of them: one template, the catalog's data.
  { name: "/products/{slug} (a product page)", path: "/products/triple-zero-deck-cleaner" },
  { name: "/sds/{itemNumber} (a product's safety data sheet)", path: "/sds/TZ-PS-101" },
  { name: "/sign-in", path: "/sign-in" },
  { name: "/register", path: "/register" },
  { name: "/forgot-password", path: "/forgot-password" },
  { name: "/reset-password (link not valid)", path: "/reset-password?token=not-a-token" },
  { name: "/verify-email (a new link)", path: "/verify-email" },
  { name: "/contact?industry=hvac", path: "/contact?industry=hvac" },
  { name: "/search?q=descaler", path: "/search?q=descaler", shows: (page) => page.getByTestId("product-card") },
  { name: "404 page", path: "/no-such-page-here" },
];

/**
 * Pages one template draws with other data (the same components, other texts): the sweep opens the first
 * of each group and leaves out the rest. A page not named here is swept on its own, so a new page is
 * always swept; the test below fails when a name here no longer matches a page.
 */
const SAME_TEMPLATE: string[][] = [
  // components/industry/industry-landing.tsx
  ["/hvac-chemicals", "/food-beverage-chemicals", "/marine-chemicals", "/water-technologies", "/agriculture-chemicals"],
  // components/industry/industry-summary.tsx
  ["/hvac", "/marine", "/agriculture"],
  // components/pool-sheet/product-sheet.tsx
  ["/pool-spa-descaler", "/pool-spa-oil-scum-remover"],
  // components/pool-sheet/technical-data-sheet.tsx
  ["/technical-data-sheet/TZ-PS-101", "/technical-data-sheet/TZ-PS-102"],
  // components/brewery/case-study-view.tsx
  ["/brewery-case-studies/craft-brewers", "/brewery-case-studies/beer-line-cleaners", "/brewery-case-studies/home-brewers"],
  // components/contact/contact-page-view.tsx with an industry chosen (/contact, without one, is swept too)
  [
    "/contact/hvac",
    "/contact/agriculture",
    "/contact/food-beverage",
    "/contact/marine",
    "/contact/pool-spa",
    "/contact/water-technologies",
    "/contact?industry=hvac",
  ],
  // components/policy/policy-article.tsx (the shipping page adds its highlights, so it stands for both)
  ["/shipping-and-returns", "/terms-of-sale"],
  // components/auth/auth-page.tsx with one e-mail field (components/auth/email-link-form.tsx)
  ["/forgot-password", "/verify-email (a new link)"],
];
const LISTED_PAGES = [...SITEMAP_PAGES, ...OTHER_LISTED_PAGES, ...VISITOR_PAGES];
const LEFT_OUT = new Set(SAME_TEMPLATE.flatMap((group) => group.slice(1)));

test("the axe check itself reports what it should: an image without alt text and a text of too little contrast", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">` +
      `<p style="color:#ccc;background:#fff">Pale text</p></main></body></html>`,
  );
  const found = await seriousAxeViolations(page, "sample");
  expect(found.map((line) => line.split(" ")[1])).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
});

test("every page the sweep leaves out has the template of one it opens", () => {
  const names = new Set(LISTED_PAGES.map((swept) => swept.name));
  expect(SAME_TEMPLATE.flat().filter((name) => !names.has(name))).toEqual([]);
});

// Each page is opened once and checked at desktop width, then at 390 px in the same tab: the layout a
// phone gets is the one its width selects (the header's menu button instead of its links), and the
// page's load, hydration and data are the same at both widths, so loading it twice only cost time.
test.describe("every public page", () => {
  // Two full axe runs on pages as long as the catalog's (48 cards) take most of the default 30 s on a
  // busy 2-core machine: a time limit here would only measure the machine.
  test.describe.configure({ timeout: 60_000 });
  for (const swept of LISTED_PAGES.filter((listed) => !LEFT_OUT.has(listed.name))) {
    test(`${swept.name} has no serious accessibility problem and no sideways scroll, at desktop width and at 390 px`, async ({ page }) => {
      await swept.before?.(page);
      await page.goto(swept.path);
      await waitForHydration(page);
      if (swept.shows) await expect(swept.shows(page).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }), "one h1").toHaveCount(1);
      await expectAccessibleAndFitting(page, swept.name);
      await page.setViewportSize(PHONE);
      // The site header shows its phone layout (pages of their own layout, such as the data sheets, have none).
      if ((await page.getByRole("banner").count()) > 0) {
        await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" }), "the phone header").toBeVisible();
      }
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expectAccessibleAndFitting(page, `${swept.name} at 390 px`);
    });
  }
});

test.describe("the header's menus", () => {
  test("the Industries menu, the phone menu and the customer portal have no serious accessibility problem while open @phone", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog");
      await expect(menu.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectAccessibleAndFitting(page, "phone menu");
      await menu.getByRole("button", { name: "Customer Portal" }).click();
    } else {
      await page.getByRole("button", { name: "Industries" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoSeriousAxeViolations(page, "Industries menu");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
      await page.getByRole("button", { name: "Customer Portal" }).click();
    }
    const portal = page.getByRole("dialog", { name: "Customer Portal" });
    await expect(portal.getByLabel("Email")).toBeVisible();
    await expectAccessibleAndFitting(page, "customer portal");
  });
});

// ------------------------------------------------------------------ the keyboard alone

/** Presses `key` until `target` has the focus, at most `limit` times. */
async function pressUntilFocused(page: Page, key: "Tab" | "Shift+Tab", target: Locator, limit = 8) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
}

/**
 * The focused element shows that it has the focus: an outline, or a box shadow (the focus ring) that
 * has a colour and a size. Polled, because rings fade in.
 */
async function expectVisibleFocus(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return "nothing has the focus";
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        // One layer per comma outside parentheses: "rgba(59, 91, 219, 0.7) 0px 0px 0px 3px, …" or
        // "oklab(0.5 0.01 -0.16 / 0.7) 0px 0px 0px 3px". Unfocused, Tailwind's rings are
        // "rgba(0, 0, 0, 0) 0px 0px 0px 0px".
        const shadows = style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/);
        const ring = shadows.some((layer) => {
          const color = /[a-z]+\([^)]*\)/.exec(layer)?.[0] ?? "";
          const alpha = /,\s*([\d.]+)\)$/.exec(color)?.[1] ?? /\/\s*([\d.]+)\)$/.exec(color)?.[1];
          const sizes = [...layer.replace(color, "").matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
          // The spread (the fourth length) makes a ring; a soft drop shadow such as shadow-xs has none.
          return (alpha === undefined || Number(alpha) > 0) && (sizes[3] ?? 0) > 0;
        });
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
        return outline || ring ? "visible" : `no focus indicator on "${name}"`;
      }),
    )
    .toBe("visible");
}

/** Moves from the top of the page into its main content with the skip link, as a keyboard user does. */
async function skipToContent(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
}

test.describe("with the keyboard alone", () => {
  test("the home page's header: skip link first, every control in order with a visible focus, and the Industries menu @desktop-only", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const nav = page.getByRole("navigation", { name: "Main" });
    const industries = nav.getByRole("button", { name: "Industries" });
    const header = [
      page.getByRole("link", { name: "Skip to content" }),
      banner.getByRole("link", { name: "Call Us 800-407-1173" }),
      banner.getByRole("link", { name: /^Triple Zero Chemical Co\./ }),
      nav.getByRole("link", { name: "Shop" }),
      nav.getByRole("button", { name: "Product Finder" }),
      industries,
      nav.getByRole("link", { name: "Savings Calculator" }),
      nav.getByRole("link", { name: "Technology" }),
      nav.getByRole("button", { name: "See Live Demos" }),
      nav.getByRole("link", { name: "Contact" }),
      nav.getByRole("button", { name: "Application Finder" }),
      banner.getByRole("button", { name: "Search products" }),
      banner.getByRole("button", { name: "Customer Portal" }),
    ];
    for (const control of header) {
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
      await expectVisibleFocus(page);
    }
    // Past the header, into the page; and back through it in reverse.
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    for (const control of [...header].reverse()) {
      await page.keyboard.press("Shift+Tab");
      await expect(control).toBeFocused();
    }

    // The skip link moves the focus to the main content.
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    // The Industries menu opens with Enter, Space or the down arrow on its first item, and Escape closes
    // it, giving the focus back to its button.
    await pressUntilFocused(page, "Shift+Tab", industries);
    const menu = page.getByRole("menu");
    const items = menu.getByRole("menuitem");
    for (const key of ["Enter", "Space", "ArrowDown"]) {
      await page.keyboard.press(key);
      await expect(menu).toBeVisible();
      await expect(items.first()).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(industries).toBeFocused();
      await expectVisibleFocus(page);
    }
  });

  test("the phone header: skip link, call link, brand, portal and menu button; the menu opens and closes @phone-only", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const openMenu = banner.getByRole("button", { name: "Open menu" });
    const header = [
      page.getByRole("link", { name: "Skip to content" }),
      banner.getByRole("link", { name: "Call Us 800-407-1173" }),
      banner.getByRole("link", { name: /^Triple Zero Chemical Co\./ }),
      banner.getByRole("button", { name: "Customer Portal" }),
      openMenu,
    ];
    for (const control of header) {
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
      await expectVisibleFocus(page);
    }

    const menu = page.getByRole("dialog");
    const mobileNav = menu.getByRole("navigation", { name: "Mobile" });
    for (const key of ["Enter", "Space"]) {
      await page.keyboard.press(key);
      await expect(mobileNav).toBeVisible();
      // The focus moves into the menu, to its first button (not the search box above it, which would
      // open a phone's keyboard), and stays there: back past Shop, the call link and the search box to
      // the Close button, then round to the search box again.
      await expect(mobileNav.getByRole("button", { name: "Product Finder" })).toBeFocused();
      await expectVisibleFocus(page);
      const search = menu.getByRole("search", { name: "Site search" });
      const backwards = [
        mobileNav.getByRole("link", { name: "Shop" }),
        mobileNav.getByRole("link", { name: "Call Us 800-407-1173" }),
        search.getByRole("button", { name: "Search" }),
        search.getByRole("searchbox", { name: "Search products" }),
        menu.getByRole("button", { name: "Close" }),
      ];
      for (const control of backwards) {
        await page.keyboard.press("Shift+Tab");
        await expect(control).toBeFocused();
        await expectVisibleFocus(page);
      }
      await page.keyboard.press("Tab");
      await expect(search.getByRole("searchbox", { name: "Search products" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(openMenu).toBeFocused();
    }
  });

  test("the hero carousel's slide is announced as a link and takes the focus visibly", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // the first slide stays
    await page.goto("/");
    await waitForHydration(page);
    await skipToContent(page);
    const carousel = page.getByRole("region", { name: "Industries we serve" });
    const slide = carousel.getByRole("link", { name: /^1 of 8: Breweries & Beer Lines/ });
    await pressUntilFocused(page, "Tab", slide, 10);
    await expectVisibleFocus(page);
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous industry" })).toBeFocused();
  });

  test("the contact form is filled and sent, and says so", async ({ page }) => {
    const posts = await interceptContactPosts(page);
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Send us a message" });
    await skipToContent(page);

    await pressUntilFocused(page, "Tab", form.getByLabel("First Name"), 20);
    await page.keyboard.type("Dana");
    const rest: [string, string][] = [
      ["Last Name", "Kowalski"],
      ["Email", "dana.kowalski@example.com"],
      ["Company", "Northwind Mechanical"],
    ];
    for (const [label, text] of rest) {
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(label)).toBeFocused();
      await page.keyboard.type(text);
    }
    // The selects change with the arrow keys.
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Industry")).toBeFocused();
    await page.keyboard.press("Tab");
    const inquiry = form.getByLabel("Inquiry Type");
    await expect(inquiry).toBeFocused();
    const before = await inquiry.inputValue();
    await page.keyboard.press("ArrowDown");
    await expect(inquiry).not.toHaveValue(before);
    await pressUntilFocused(page, "Tab", form.getByLabel("Message"), 3);
    await page.keyboard.type("We service 40 rooftop units and want a coil cleaner without hazmat fees.");
    const send = form.getByRole("button", { name: "Send Message" });
    await pressUntilFocused(page, "Tab", send, 3);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");

    await expect(page.getByText("Message sent successfully")).toBeVisible();
    expect(posts.count()).toBe(1);
    await expect(form.getByLabel("First Name")).toHaveValue("");
  });

  test("the checkout form is filled as far as the card and reaches the pay button", async ({ page }) => {
    await putDescalerInCart(page);
    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "Order Summary" })).toBeVisible();
    await skipToContent(page);

    const form = page.getByRole("region", { name: "Payment & Shipping Information" });
    const fields: [string, string][] = [
      ["First Name", "Dana"],
      ["Last Name", "Whitfield"],
      ["Email", "dana@lakeside.example"],
      ["Street Address", "12 Harbor Rd"],
      ["City", "Madison"],
    ];
    for (const [label, text] of fields) {
      await pressUntilFocused(page, "Tab", form.getByRole("textbox", { name: label, exact: true }), label === "First Name" ? 30 : 3);
      await page.keyboard.type(text);
    }
    // A closed select takes typed letters: "Wis" picks Wisconsin.
    const state = form.getByRole("combobox", { name: "State", exact: true });
    await pressUntilFocused(page, "Tab", state, 2);
    await page.keyboard.type("Wis");
    await expect(state).toHaveValue("WI");
    await pressUntilFocused(page, "Tab", form.getByRole("textbox", { name: "Zip Code", exact: true }), 2);
    await page.keyboard.type("53703");
    await expect(page.getByTestId("checkout-tax")).toHaveText(/^\$\d/);

    // Past the billing checkbox and the payment tabs to the card.
    const sameAddress = form.getByRole("checkbox", { name: "Billing address same as shipping" });
    await pressUntilFocused(page, "Tab", sameAddress, 2);
    await expectVisibleFocus(page);
    await expect(form.getByRole("tab", { name: "Credit Card" })).toHaveAttribute("aria-selected", "true");
    const card: [string, string][] = [
      ["Card Number", "4111 1111 1111 1111"],
      ["Expiration Date (MM/YY)", `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`],
      ["Security Code", "123"],
    ];
    for (const [label, text] of card) {
      await pressUntilFocused(page, "Tab", form.getByRole("textbox", { name: label }), 3);
      await page.keyboard.type(text);
    }
    const pay = form.getByRole("button", { name: /^Pay \$[\d,.]+$/ });
    await pressUntilFocused(page, "Tab", pay, 3);
    await expect(pay).toBeEnabled();
    await expectVisibleFocus(page);
  });

  test("the demo customer signs in on /sign-in", async ({ page }) => {
    await page.goto("/sign-in?callbackUrl=%2Faccount");
    await waitForHydration(page);
    await skipToContent(page);
    await pressUntilFocused(page, "Tab", page.getByLabel("Email"), 10);
    await page.keyboard.type(CUSTOMER.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(CUSTOMER.password);
    const signIn = page.getByRole("button", { name: "Sign In" });
    await pressUntilFocused(page, "Tab", signIn, 4);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");

    await page.waitForURL("**/account");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${CUSTOMER.firstName}` })).toBeVisible();
  });
});
