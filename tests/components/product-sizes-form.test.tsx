import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductSizesEditor } from "@/components/admin/product-sizes-form";
import type { AdminSizes } from "@/lib/catalog/size-schema";
import { ADMIN_PRODUCT } from "./support/admin-product";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();

const PRODUCT = ADMIN_PRODUCT;

const SIZES: AdminSizes = {
  productId: 7,
  baseSize: "gallon",
  sizes: [
    {
      id: 1,
      size: "gallon",
      label: "Gallon",
      itemNumber: "TZ-HV-101",
      price: "41.50",
      quoteOnly: false,
      stockQuantity: null,
      lowStockThreshold: null,
    },
    {
      id: 2,
      size: "pail",
      label: "5-Gallon Pail",
      itemNumber: "TZ-HV-101-5G",
      price: "186.99",
      quoteOnly: false,
      stockQuantity: 12,
      lowStockThreshold: null,
    },
  ],
};

const rows = () => screen.getAllByTestId("size-row");

describe("the product's sizes editor", () => {
  it("loads the sizes; the base size's item number and price are read-only and it cannot be removed", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, SIZES));
    render(<ProductSizesEditor product={PRODUCT} />);
    expect(screen.getByRole("status").textContent).toBe("Loading sizes…");
    expect(await screen.findAllByTestId("size-row")).toHaveLength(2);
    const [gallon, pail] = rows();
    expect(
      within(gallon!)
        .getByLabelText(/^Item Number/)
        .hasAttribute("readonly"),
    ).toBe(true);
    expect(
      within(gallon!)
        .getByLabelText(/^Price/)
        .hasAttribute("readonly"),
    ).toBe(true);
    expect(within(gallon!).getByRole("heading").textContent).toBe("Gallon(the size the list price is for)");
    expect(within(gallon!).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect((within(pail!).getByLabelText(/^Stock/) as HTMLInputElement).value).toBe("12");
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/products/7/sizes", expect.objectContaining({ method: "GET" }));
  });

  it("adds a drum on quote, saves the whole list and confirms", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, SIZES));
    const user = userEvent.setup({ delay: null });
    render(<ProductSizesEditor product={PRODUCT} />);
    await screen.findAllByTestId("size-row");
    // Only the sizes the product lacks are offered.
    const toAdd = screen.getByLabelText("Size to add") as HTMLSelectElement;
    expect([...toAdd.options].map((option) => option.text)).toEqual([
      "Quart (32 oz)",
      "32 oz Trigger Sprayer",
      "55-Gallon Drum",
      "275-Gallon Tote",
      "Kit",
    ]);
    await user.selectOptions(toAdd, "55-Gallon Drum");
    await user.click(screen.getByRole("button", { name: "Add Size" }));
    const added = rows()[2]!;
    expect(within(added).getByRole("heading").textContent).toBe("55-Gallon Drum");
    // Named after the product's item number, and on quote as drums and totes start.
    expect((within(added).getByLabelText(/^Item Number/) as HTMLInputElement).value).toBe("TZ-HV-101-55G");
    expect((within(added).getByLabelText("Quote only") as HTMLInputElement).checked).toBe(true);
    await user.type(within(added).getByLabelText(/^Price/), "1799");
    const saved = { ...SIZES, sizes: [...SIZES.sizes] };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, saved));
    await user.click(screen.getByRole("button", { name: "Save Sizes" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      sizes: [
        { size: "gallon", itemNumber: "TZ-HV-101", price: "41.50", quoteOnly: false, stockQuantity: null, lowStockThreshold: null },
        { size: "pail", itemNumber: "TZ-HV-101-5G", price: "186.99", quoteOnly: false, stockQuantity: 12, lowStockThreshold: null },
        { size: "drum", itemNumber: "TZ-HV-101-55G", price: "1799.00", quoteOnly: true, stockQuantity: null, lowStockThreshold: null },
      ],
    });
  });

  it("checks the rows before sending, then shows the server's refusal next to the row's field", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, SIZES));
    const user = userEvent.setup({ delay: null });
    render(<ProductSizesEditor product={PRODUCT} />);
    await screen.findAllByTestId("size-row");
    await user.clear(within(rows()[1]!).getByLabelText(/^Stock/));
    await user.type(within(rows()[1]!).getByLabelText(/^Stock/), "1.5");
    await user.click(screen.getByRole("button", { name: "Save Sizes" }));
    expect(await within(rows()[1]!).findByText("Stock must be a whole number from 0, or blank when it is not tracked")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(within(rows()[1]!).getByLabelText(/^Stock/));
    const message = "Item number TZ-HV-101-5G is already used by another product";
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: message, fields: { "sizes.1.itemNumber": message } }));
    await user.click(screen.getByRole("button", { name: "Save Sizes" }));
    expect(await within(rows()[1]!).findByText(message)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to save the sizes" });
  });

  it("says when the sizes cannot be loaded, and tries again", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: "Database unavailable" }));
    const user = userEvent.setup({ delay: null });
    render(<ProductSizesEditor product={PRODUCT} />);
    expect((await screen.findByRole("alert")).textContent).toContain("The sizes could not be loaded: Database unavailable");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, SIZES));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("size-row")).toHaveLength(2);
  });
});
