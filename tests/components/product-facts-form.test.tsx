// Product Admin's technical facts editor (components/admin/product-facts-form.tsx): it loads the product's
// facts, sends them as productFactsSchema takes them (numbers for the ranges, a name only in a kit), checks
// them with the same schema first, and shows the server's refusals beside the fields they name.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductFactsEditor } from "@/components/admin/product-facts-form";
import type { ProductFacts } from "@/lib/catalog/facts";
import { ADMIN_PRODUCT } from "./support/admin-product";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();

const PRODUCT = ADMIN_PRODUCT;

const FACTS: ProductFacts = {
  components: [
    {
      name: null,
      appearance: "Clear, colorless liquid",
      odor: "Mild",
      ph: { min: 12.3, max: 13.3 },
      specificGravity: { min: 1.06, max: 1.1 },
    },
  ],
  flashPoint: "None up to 200 °F (93 °C), closed cup",
  biodegradability: "Readily biodegradable: over 90% in 10 days (OECD 301B)",
  solubility: "Completely soluble in water",
  shelfLife: "Two years unopened",
  storage: "Store between 40 and 100 °F in the closed original container",
};

const groups = () => screen.getAllByTestId("facts-component");
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label) as HTMLInputElement;
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

async function open(facts: ProductFacts | null) {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { productId: 7, facts }));
  const user = userEvent.setup({ delay: null });
  render(<ProductFactsEditor product={PRODUCT} />);
  expect(screen.getByRole("status").textContent).toBe("Loading technical facts…");
  await screen.findAllByTestId("facts-component");
  return user;
}

describe("the product's technical facts editor", () => {
  it("loads the facts and saves a changed pH range as numbers, without a name for a product of one concentrate", async () => {
    const user = await open(FACTS);
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/products/7/facts", expect.objectContaining({ method: "GET" }));
    const [only] = groups();
    expect(within(only!).queryByLabelText(/^Name/)).toBeNull();
    expect(field(only!, /^Lowest pH/).value).toBe("12.3");
    expect(field(only!, /^Highest Specific gravity/).value).toBe("1.1");
    await user.clear(field(only!, /^Highest pH/));
    await user.type(field(only!, /^Highest pH/), "13.5");

    const saved = { productId: 7, facts: { ...FACTS, components: [{ ...FACTS.components[0]!, ph: { min: 12.3, max: 13.5 } }] } };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, saved));
    await user.click(screen.getByRole("button", { name: "Save Facts" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Technical Facts Saved", { description: "Coil Brightener" }));
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe("PUT");
    expect(sentBody(1)).toEqual(saved.facts);
  });

  it("makes a kit of two named components, and sends their names", async () => {
    const user = await open(FACTS);
    await user.click(screen.getByRole("button", { name: "Add Component" }));
    const [first, second] = groups();
    expect(screen.getByRole("group", { name: "Component 1" })).toBe(first);
    await user.type(field(first!, /^Name/), "Caustic line cleaner");
    await user.type(field(second!, /^Name/), "Acid rinse");
    await user.type(field(second!, /^Lowest pH/), "1.5");
    await user.type(field(second!, /^Highest pH/), "2.5");
    await user.type(field(second!, /^Lowest Specific gravity/), "1.02");
    await user.type(field(second!, /^Highest Specific gravity/), "1.04");
    await user.type(field(second!, /^Appearance/), "Clear, pale yellow liquid");
    await user.type(field(second!, /^Odor/), "Sharp");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { productId: 7, facts: FACTS }));
    await user.click(screen.getByRole("button", { name: "Save Facts" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((sentBody(1) as ProductFacts).components).toEqual([
      { ...FACTS.components[0], name: "Caustic line cleaner" },
      {
        name: "Acid rinse",
        appearance: "Clear, pale yellow liquid",
        odor: "Sharp",
        ph: { min: 1.5, max: 2.5 },
        specificGravity: { min: 1.02, max: 1.04 },
      },
    ]);
  });

  it("allows at most four components, and removes one", async () => {
    const user = await open(FACTS);
    const add = screen.getByRole("button", { name: "Add Component" });
    for (let i = 0; i < 3; i++) await user.click(add);
    expect(groups()).toHaveLength(4);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Remove component 2" }));
    expect(groups()).toHaveLength(3);
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it("checks the facts with the schema before sending: blank ranges and text, a range upside down", async () => {
    const user = await open(null);
    expect(screen.getByTestId("facts-missing").textContent).toContain("No technical facts yet");
    const [only] = groups();
    await user.type(field(only!, /^Lowest pH/), "9");
    await user.type(field(only!, /^Highest pH/), "8");
    await user.click(screen.getByRole("button", { name: "Save Facts" }));
    expect(await within(only!).findByText("The lowest pH is above the highest")).toBeTruthy();
    expect(within(only!).getAllByText("Specific gravity must be a number")).toHaveLength(2);
    expect(field(only!, /^Appearance/).getAttribute("aria-invalid")).toBe("true");
    expect(field(screen.getByRole("group", { name: "Whole product" }), /^Flash point/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal beside the field it names", async () => {
    const user = await open(FACTS);
    await user.click(screen.getByRole("button", { name: "Add Component" }));
    const second = groups()[1]!;
    await user.type(field(groups()[0]!, /^Name/), "Caustic line cleaner");
    await user.type(field(second, /^Name/), "Acid rinse");
    for (const [label, value] of [
      [/^Lowest pH/, "1.5"],
      [/^Highest pH/, "2.5"],
      [/^Lowest Specific gravity/, "1.02"],
      [/^Highest Specific gravity/, "1.04"],
      [/^Appearance/, "Clear"],
      [/^Odor/, "Sharp"],
    ] as const) {
      await user.type(field(second, label), value);
    }
    const message = "pH is at most 14";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "Invalid request", fields: { "components.1.ph.max": message } }));
    await user.click(screen.getByRole("button", { name: "Save Facts" }));
    expect(await within(second).findByText(message)).toBeTruthy();
    expect(field(second, /^Highest pH/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(second, /^Highest pH/));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to save the technical facts" });
  });

  it("says when the facts cannot be loaded, and tries again", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: "Database unavailable" }));
    const user = userEvent.setup({ delay: null });
    render(<ProductFactsEditor product={PRODUCT} />);
    expect((await screen.findByRole("alert")).textContent).toContain("The technical facts could not be loaded: Database unavailable");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { productId: 7, facts: FACTS }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("facts-component")).toHaveLength(1);
  });
});
