// The recommendations lead somewhere: the home wizard's answer, the Application Finder's result and the
// industry pages' application cards link the product to its page and offer Add to Cart (the base size at
// the minimum order) and Request Quote; the Finder's Contact Us carries the recommendation to the contact form.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/components/contact/contact-form";
import { ApplicationFinderDialog } from "@/components/finder/application-finder-dialog";
import { FinderResult } from "@/components/finder/finder-result";
import { WizardRecommendation } from "@/components/home/wizard-recommendation";
import { ApplicationCard } from "@/components/industry/application-card";
import { forgetCatalog } from "@/components/product/use-catalog";
import { HVAC, MARINE, industryApplications } from "@/lib/content/industries";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { findIndustry, recommendationFor } from "@/lib/content/wizard";
import { phOf } from "@/lib/catalog/facts";
import { recommend, type FinderAnswers } from "@/lib/domain/finder";
import { seededCatalog, seededProducts } from "../support/catalog-fixture";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();
beforeEach(() => forgetCatalog());
const setup = () => userEvent.setup({ delay: null });

/**
 * A button's name: its words and the product its visually hidden part names ("Add to Cart: Triple Zero
 * Coil Cleaner, 2 gallons"). happy-dom cannot tell the hidden span is inline and reads a space before the colon.
 */
const named = (visible: string, hidden: string) => new RegExp(`^${visible}\\s?: ${hidden.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The calls to `url`, in order. */
const callsTo = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);

/** The JSON body of the n-th call to the cart (the answers also read the catalog). */
function cartCall(n = 0) {
  const [url, init] = callsTo("/api/cart")[n] ?? [];
  expect(url).toBe("/api/cart");
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

const cartCalls = () => callsTo("/api/cart").length;

/** /api/products answers the seeded catalog (offers and facts), anything else `other` (the cart: []). */
function answerProductsAnd(other: () => Response = () => jsonResponse(200, [])) {
  fetchMock.mockImplementation(async (input) => (String(input) === "/api/products" ? jsonResponse(200, seededProducts()) : other()));
}
const answerProductsAndCart = () => answerProductsAnd();

function renderWizardAnswer(industryId: string, applicationId: string, onNewSearch = vi.fn()) {
  const industry = findIndustry(industryId)!;
  const recommendation = recommendationFor(industryId, applicationId)!;
  const label = industry.applications.find((a) => a.id === applicationId)!.label;
  render(<WizardRecommendation recommendation={recommendation} industry={industry} applicationLabel={label} onNewSearch={onNewSearch} />);
  return screen.getByTestId("wizard-recommendation");
}

describe("the home wizard's answer", () => {
  it("links Triple Zero Coil Cleaner to its page, and Add to Cart puts its minimum order of 2 gallons in the cart", async () => {
    answerProductsAndCart();
    const user = setup();
    const onNewSearch = vi.fn();
    const answer = renderWizardAnswer("hvac", "coil_cleaning", onNewSearch);

    const heading = within(answer).getByRole("heading", { level: 3 });
    expect((await within(heading).findByRole("link", { name: "Triple Zero Coil Cleaner" })).getAttribute("href")).toBe(
      "/products/triple-zero-coil-cleaner",
    );
    expect(within(answer).getByText("$34.99 per gallon · minimum order 2 gallons")).toBeTruthy();

    await user.click(within(answer).getByRole("button", { name: named("Add to Cart", "Triple Zero Coil Cleaner, 2 gallons") }));
    await waitFor(() => expect(cartCalls()).toBe(1));
    expect(cartCall()).toEqual({ itemNumber: "TZ-CC-101", quantity: 2 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Added to Cart", expect.anything()));

    await user.click(within(answer).getByRole("button", { name: "New Search" }));
    expect(onNewSearch).toHaveBeenCalledTimes(1);
  });

  it("offers Request Quote for the gallon at 2 gallons, and saves the quote with the item number and the wizard as its source", async () => {
    answerProductsAnd(() => jsonResponse(201, { id: 7 }));
    const user = setup();
    const answer = renderWizardAnswer("hvac", "coil_cleaning");
    await user.click(await within(answer).findByRole("button", { name: named("Request Quote", "Triple Zero Coil Cleaner") }));
    const dialog = await screen.findByRole("dialog", { name: "Request a Quote" });
    expect(dialog.textContent).toContain("Triple Zero Coil Cleaner, Gallon ($34.99 per gallon)");
    expect((within(dialog).getByLabelText(/Quantity/) as HTMLInputElement).value).toBe("2");
    await user.type(within(dialog).getByLabelText(/First Name/), "Ana");
    await user.type(within(dialog).getByLabelText(/Last Name/), "Cole");
    await user.type(within(dialog).getByLabelText(/Email/), "ana@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Quote Request" }));
    await waitFor(() => expect(callsTo("/api/contact")).toHaveLength(1));
    const [, init] = callsTo("/api/contact")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      form: "product-quote",
      productName: "Triple Zero Coil Cleaner",
      itemNumber: "TZ-CC-101",
      size: "Gallon",
      quantity: "2",
      source: "home-wizard",
    });
  });

  it("keeps the brewery's sister shop and Explore More beside the product's own Add to Cart", async () => {
    answerProductsAndCart();
    const answer = renderWizardAnswer("brewery", "beer_line_acid");
    expect((await within(answer).findByRole("link", { name: "Triple Zero Acid Beer-Line Cleaner" })).getAttribute("href")).toBe(
      "/products/triple-zero-acid-beer-line-cleaner",
    );
    expect(within(answer).getByRole("button", { name: named("Add to Cart", "Triple Zero Acid Beer-Line Cleaner, 1 gallon") })).toBeTruthy();
    expect(within(answer).getByTestId("wizard-shop")).toBeTruthy();
    expect(screen.getByTestId("wizard-explore-more")).toBeTruthy();
    expect(within(answer).getByRole("button", { name: "New Search" })).toBeTruthy();
  });
});

const marineHull: FinderAnswers = {
  industries: ["marine"],
  cleaning_types: ["hull_cleaning", "deck_cleaning"],
  priorities: ["cost"],
  current_challenges: [],
  volume: "1-50",
  frequency: "monthly",
};

describe("the Application Finder's result", () => {
  it("links every recommended product to its page and adds each at its minimum order", async () => {
    answerProductsAndCart();
    const user = setup();
    const recommendation = recommend(marineHull);
    render(<FinderResult recommendation={recommendation} />);
    await screen.findAllByTestId("product-offer");
    const products = screen.getAllByTestId("finder-result-product");
    expect(products.map((p) => within(p).getByTestId("product-link").getAttribute("href"))).toEqual([
      "/products/triple-zero-hull-cleaner",
      "/products/triple-zero-deck-cleaner",
    ]);
    expect(products.map((p) => within(p).getByTestId("product-offer").dataset.itemNumber)).toEqual(["TZ-MH-101", "TZ-MD-101"]);

    await user.click(within(products[1]!).getByRole("button", { name: /^Add to Cart/ }));
    await waitFor(() => expect(cartCalls()).toBe(1));
    expect(cartCall()).toEqual({ itemNumber: "TZ-MD-101", quantity: 1 });
    expect(within(products[0]!).getByRole("button", { name: named("Request Quote", "Triple Zero Hull Cleaner") })).toBeTruthy();
  });

  it("states each recommended product's own pH from its facts, not one figure for all", async () => {
    answerProductsAndCart();
    render(<FinderResult recommendation={recommend(marineHull)} />);
    const blocks = await screen.findAllByTestId("finder-technical-product");
    expect(blocks.map((block) => within(block).getByText("pH").nextElementSibling?.textContent)).toEqual([
      phOf(factsFor("TZ-MH-101")!),
      phOf(factsFor("TZ-MD-101")!),
    ]);
    expect(phOf(factsFor("TZ-MH-101")!)).not.toBe(phOf(factsFor("TZ-MD-101")!));
    expect(screen.queryByText("7.2 ± 0.5")).toBeNull();
  });

  it("points to each product's data sheet when the facts cannot be read", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: "Service unavailable" }));
    render(<FinderResult recommendation={recommend(marineHull)} />);
    expect(await screen.findByRole("link", { name: "technical data sheet of Triple Zero Hull Cleaner" })).toBeTruthy();
  });

  it("walks the four steps; Contact Us then opens the contact page with the recommendation written in, and a product link closes the dialog", async () => {
    answerProductsAndCart();
    const user = setup();
    const onOpenChange = vi.fn();
    render(<ApplicationFinderDialog open onOpenChange={onOpenChange} />);
    const next = () => screen.getByTestId("finder-continue");
    await user.click(screen.getByTestId("finder-option-marine"));
    await user.click(next());
    await user.click(screen.getByTestId("finder-option-hull_cleaning"));
    await user.click(next());
    await user.click(screen.getByTestId("finder-option-cost"));
    await user.click(next());
    await user.click(screen.getByTestId("finder-volume-1-50"));
    await user.click(screen.getByTestId("finder-frequency-monthly"));
    await user.click(next());

    const contact = await screen.findByRole("link", { name: "Contact Us" });
    const href = new URL(contact.getAttribute("href")!, "http://site.test");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("industry")).toBe("marine");
    expect(href.searchParams.get("message")).toBe(
      [
        "I am interested in Triple Zero Hull Cleaner (TZ-MH-101) for Hull Cleaning in Marine & Shipping.",
        "We use 1-50 gallons per month and clean monthly.",
        "What matters most to us: Cost Savings.",
      ].join("\n"),
    );
    expect(screen.getByRole("button", { name: "Start Over" })).toBeTruthy();

    const link = await within(screen.getByTestId("finder-result-product")).findByRole("link", { name: "Triple Zero Hull Cleaner" });
    expect(link.getAttribute("href")).toBe("/products/triple-zero-hull-cleaner");
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("the contact page's form", () => {
  it("starts with the message another page wrote in", () => {
    render(<ContactForm defaultMessage={"I am interested in Triple Zero Hull Cleaner (TZ-MH-101).\nWe use 1-50 gallons per month."} />);
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(
      "I am interested in Triple Zero Hull Cleaner (TZ-MH-101).\nWe use 1-50 gallons per month.",
    );
  });
});

describe("an industry page's application card", () => {
  it("links the hull cleaner to its page, keeps its price, adds 1 gallon and quotes it for the page", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    const user = setup();
    const hull = industryApplications(MARINE, seededCatalog()).find((a) => a.itemNumber === "TZ-MH-101")!;
    render(<ApplicationCard application={hull} source="marine-chemicals" />);
    expect(screen.getByRole("link", { name: "Triple Zero Hull Cleaner" }).getAttribute("href")).toBe("/products/triple-zero-hull-cleaner");
    expect(screen.getByTestId("application-price").textContent).toBe("$44.99 per gallon");
    await user.click(screen.getByRole("button", { name: named("Add to Cart", "Triple Zero Hull Cleaner, 1 gallon") }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(cartCall()).toEqual({ itemNumber: "TZ-MH-101", quantity: 1 });
    expect(screen.getByRole("button", { name: named("Request Quote", "Triple Zero Hull Cleaner") })).toBeTruthy();
  });

  it("states the minimum order where it is more than one unit: 2 gallons of coil cleaner on the HVAC page", () => {
    const coil = industryApplications(HVAC, seededCatalog()).find((a) => a.itemNumber === "TZ-CC-101")!;
    render(<ApplicationCard application={coil} source="hvac-chemicals" />);
    expect(within(screen.getByTestId("product-offer")).getByText("Minimum order: 2 gallons")).toBeTruthy();
    expect(screen.getByRole("button", { name: named("Add to Cart", "Triple Zero Coil Cleaner, 2 gallons") })).toBeTruthy();
  });
});
