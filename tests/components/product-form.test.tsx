import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductForm } from "@/components/admin/product-form";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();
const json = jsonResponse;

const PRODUCT: AdminProduct = {
  id: 7,
  name: "Coil Brightener",
  category: "HVAC",
  categoryLabel: "HVAC Cleaning Solutions",
  description: "Brightens condenser coils without acid fumes.",
  pricePerGallon: "41.50",
  priceUnit: "gallon",
  minimumOrder: 3,
  concentration: null,
  chemicalType: "caustic",
  benefits: ["Non-corrosive", "No fumes"],
  applications: [],
  technicalSpecs: null,
  itemNumber: "TZ-HV-101",
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()$]/g, "\\$&")}`));

function renderForm(editing: AdminProduct | null = null, focusOnMount = false) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<ProductForm editing={editing} focusOnMount={focusOnMount} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel, user: userEvent.setup({ delay: null }) };
}

async function fillNewProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Product Name"), "Coil Brightener");
  await user.selectOptions(field("Category"), "HVAC Cleaning Solutions");
  await user.type(field("Description"), "Brightens condenser coils without acid fumes.");
  await user.type(field("Price per Gallon ($)"), "41.5");
  await user.clear(field("Minimum Order (gallons)"));
  await user.type(field("Minimum Order (gallons)"), "3");
  await user.type(field("Benefits"), "Non-corrosive{Enter}{Enter}No fumes");
  await user.type(field("Item Number"), "TZ-HV-101");
}

describe("the staff's product form", () => {
  it("names the missing required fields, focuses the first and sends nothing", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText("Name is required")).toBeTruthy();
    for (const message of ["Name is required", "Category is required", "Description is required", "Price is required"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByText(/^Item number is required/)).toBeTruthy();
    const name = field("Product Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a negative price must be greater than 0, not that it is not a number", async () => {
    const { user } = renderForm();
    await fillNewProduct(user);
    await user.clear(field("Price per Gallon ($)"));
    await user.type(field("Price per Gallon ($)"), "-5");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText("Price must be greater than 0")).toBeTruthy();
    expect(screen.queryByText(/Price must be a number/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as it is edited", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await user.type(field("Product Name"), "C");
    await waitFor(() => expect(screen.queryByText("Name is required")).toBeNull());
    expect(field("Product Name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Description is required")).toBeTruthy();
  });

  it("adds a product: sends the parsed values, says so and hands the product over", async () => {
    fetchMock.mockResolvedValue(json(201, { product: PRODUCT }));
    const { user, onSaved } = renderForm();
    await fillNewProduct(user);
    expect((field("Chemical Type") as HTMLSelectElement).value).toBe("caustic");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(PRODUCT));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/products");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Coil Brightener",
      category: "HVAC",
      description: "Brightens condenser coils without acid fumes.",
      pricePerGallon: "41.50",
      minimumOrder: 3,
      concentration: null,
      chemicalType: "caustic",
      benefits: ["Non-corrosive", "No fumes"],
      applications: [],
      itemNumber: "TZ-HV-101",
    });
    expect(toast.success).toHaveBeenCalledWith("Product Added", { description: "Coil Brightener (TZ-HV-101)" });
  });

  it("shows a refused item number on its field, keeps what was typed and says the add failed", async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: "Item number in use", fields: { itemNumber: "Item number TZ-HV-101 is already used by another product" } }),
    );
    const { user, onSaved } = renderForm();
    await fillNewProduct(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText("Item number TZ-HV-101 is already used by another product")).toBeTruthy();
    const itemNumber = field("Item Number");
    expect(itemNumber.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(itemNumber));
    expect((field("Product Name") as HTMLInputElement).value).toBe("Coil Brightener");
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to add product" });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("edit mode starts from the product, focuses its name, and saves only with PATCH", async () => {
    fetchMock.mockResolvedValue(json(200, { product: { ...PRODUCT, pricePerGallon: "44.00" } }));
    const { user, onSaved, onCancel } = renderForm(PRODUCT, true);
    expect(screen.getByRole("heading", { name: "Edit Product" })).toBeTruthy();
    const name = field("Product Name") as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.value).toBe("Coil Brightener");
    expect((field("Benefits") as HTMLTextAreaElement).value).toBe("Non-corrosive\nNo fumes");

    // happy-dom leaves a registered select at its first option (browsers show the product's category,
    // which staff.spec.ts checks): choose it again here.
    await user.selectOptions(field("Category"), "HVAC Cleaning Solutions");
    await user.clear(field("Price per Gallon ($)"));
    await user.type(field("Price per Gallon ($)"), "44");
    await user.click(screen.getByRole("button", { name: "Update Product" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/products/7");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toMatchObject({ pricePerGallon: "44.00", itemNumber: "TZ-HV-101" });
    expect(toast.success).toHaveBeenCalledWith("Product Updated", { description: "Coil Brightener (TZ-HV-101)" });

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("says it is saving while the server answers, and sends once", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, onSaved } = renderForm();
    await fillNewProduct(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Saving..." }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json(201, { product: PRODUCT }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
