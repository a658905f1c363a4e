// The convenience store and grill cards show the catalog as staff keep it in the database: prices,
// minimums, stock, and Add to Cart only where the cart takes the size.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProductCatalog } from "@/components/convenience/product-catalog";
import { ConvenienceQuoteProvider } from "@/components/convenience/quote-provider";
import { RecommendationWizard } from "@/components/convenience/recommendation-wizard";
import { GrillProductCard } from "@/components/grill/grill-product-card";
import { convenienceProducts, storeNeedOptions } from "@/lib/content/convenience";
import { grillProducts } from "@/lib/content/grill";
import { catalogWith, seededCatalog } from "../support/catalog-fixture";

const card = (name: string) => screen.getByRole("article", { name });

describe("the convenience store cards", () => {
  const renderCatalog = (products: ReturnType<typeof convenienceProducts>) =>
    render(
      <ConvenienceQuoteProvider phone="800-407-1173">
        <ProductCatalog products={products} />
      </ConvenienceQuoteProvider>,
    );

  it("show the price per gallon and minimum order from the catalog, and add the minimum to the cart", () => {
    renderCatalog(convenienceProducts(seededCatalog()));
    const floor = card("Triple Zero Floor & Surface Cleaner");
    expect(within(floor).getByText("$24.99")).toBeTruthy();
    expect(within(floor).getByText("8 gallons")).toBeTruthy();
    expect(within(floor).getByRole("link", { name: "Triple Zero Floor & Surface Cleaner" }).getAttribute("href")).toBe(
      "/products/triple-zero-floor-and-surface-cleaner",
    );
    expect(within(floor).getByRole("button", { name: /^Add to Cart\s*: Triple Zero Floor & Surface Cleaner, 8 gallons$/ })).toBeTruthy();
  });

  it("show a staff change, leave out an archived product, and offer only a quote for a base size on quote only", () => {
    const changed = catalogWith("TZ-CS-101", (p) => ({
      ...p,
      minimumOrder: 6,
      sizes: p.sizes.map((size) => (size.itemNumber === "TZ-CS-101" ? { ...size, price: "44.50", quoteOnly: true } : size)),
    }));
    changed.delete("TZ-CS-103");
    renderCatalog(convenienceProducts(changed));
    expect(screen.getByText("Showing 4 of 4 products")).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Triple Zero Restroom Cleaner" })).toBeNull();
    const fuel = card("Triple Zero Fuel System Cleaner");
    expect(within(fuel).getByText("$44.50")).toBeTruthy();
    expect(within(fuel).getByText("6 gallons")).toBeTruthy();
    expect(within(fuel).queryByRole("button", { name: /Add to Cart/ })).toBeNull();
    expect(within(fuel).getByRole("button", { name: "Get Quote for Triple Zero Fuel System Cleaner" })).toBeTruthy();
  });

  it("recommend in the wizard the product with the catalog's price and minimum", async () => {
    const user = userEvent.setup();
    render(
      <ConvenienceQuoteProvider phone="800-407-1173">
        <RecommendationWizard options={storeNeedOptions(convenienceProducts(seededCatalog()))} />
      </ConvenienceQuoteProvider>,
    );
    await user.click(screen.getByRole("radio", { name: "Restrooms" }));
    await user.click(screen.getByRole("button", { name: "Get Recommendation" }));
    expect(screen.getByText(/Item TZ-CS-103 • \$29\.99 per gallon • minimum 6 gallons/)).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Add to Cart\s*: Triple Zero Restroom Cleaner, 6 gallons$/ })).toBeTruthy();
  });
});

describe("the grill cards", () => {
  const renderCard = (product: ReturnType<typeof grillProducts>[number]) =>
    render(<GrillProductCard product={product} storeUrl="https://grill.example" email="sales@triplezero.example" />);

  it("offer the catalog's gallon, pail and drum at their prices, in stock as seeded", () => {
    const [product] = grillProducts(seededCatalog());
    renderCard(product!);
    expect(screen.getByText("In Stock")).toBeTruthy();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "1 Gallon – $89.99",
      "5 Gallon Pail – $404.99",
      "55 Gallon Drum – $3,959.99",
    ]);
    expect(screen.getByRole("button", { name: /^Buy Now/ }).hasAttribute("disabled")).toBe(false);
  });

  it("say Out of Stock, and do not sell, once staff count none of the product's sizes in stock", () => {
    const soldOut = catalogWith("TZ-GR-104", (p) => ({
      ...p,
      inStock: false,
      sizes: p.sizes.map((size) => ({ ...size, inStock: false })),
    }));
    const product = grillProducts(soldOut).find((p) => p.itemNumber === "TZ-GR-104");
    renderCard(product!);
    expect(screen.getByText("Out of Stock", { selector: "[data-slot=badge]" })).toBeTruthy();
    const button = screen.getByRole("button", { name: "Out of Stock" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: /^Buy Now/ })).toBeNull();
  });
});
