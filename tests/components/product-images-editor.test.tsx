import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductImagesEditor } from "@/components/admin/product-images-editor";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import type { LibraryImage } from "@/lib/images/schemas";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();

const PRODUCT = { id: 7, name: "Hull Cleaner", itemNumber: "TZ-MH-101" } as AdminProduct;

const libraryImage = (id: number, filename: string): LibraryImage => ({
  id,
  url: `/uploads/${filename}`,
  filename,
  originalName: null,
  size: 1000,
  mimeType: "image/webp",
  width: 800,
  height: 800,
  source: "upload",
  category: null,
  sourceUrl: null,
  createdAt: "2026-11-20T10:00:00.000Z",
});

/** Answers the two loads (the product's pictures and the library) by address, and the save from the queue. */
function serve(attached: number[], saved?: unknown) {
  const library = [libraryImage(1, "hull-before.webp"), libraryImage(2, "hull-after.webp"), libraryImage(3, "crew.webp")];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/images") return jsonResponse(200, { images: library });
    if (init?.method === "PUT") return jsonResponse(200, saved);
    return jsonResponse(200, {
      productId: 7,
      images: library
        .filter((image) => attached.includes(image.id))
        .map(({ id, url: u, filename, width, height }) => ({ id, url: u, filename, width, height })),
    });
  });
}

describe("the product's pictures editor", () => {
  it("says the packshots are shown when none is chosen, adds library pictures in order and saves them", async () => {
    const saved = {
      productId: 7,
      images: [{ id: 2, url: "/uploads/hull-after.webp", filename: "hull-after.webp", width: 800, height: 800 }],
    };
    serve([], saved);
    const user = userEvent.setup({ delay: null });
    render(<ProductImagesEditor product={PRODUCT} />);
    expect(await screen.findByText("No pictures chosen: the packshots are shown.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save Pictures" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole("button", { name: "Add hull-after.webp" }));
    await user.click(screen.getByRole("button", { name: "Add crew.webp" }));
    const chosen = screen.getAllByTestId("chosen-picture");
    expect(chosen.map((item) => item.textContent)).toEqual(["Main picture · hull-after.webp", "crew.webp"]);
    // A chosen picture leaves the library list.
    expect(screen.queryByRole("button", { name: "Add hull-after.webp" })).toBeNull();
    await user.click(within(chosen[1]!).getByRole("button", { name: "Make crew.webp the main picture" }));
    expect(screen.getAllByTestId("chosen-picture").map((item) => item.textContent)).toEqual([
      "Main picture · crew.webp",
      "hull-after.webp",
    ]);
    await user.click(screen.getByRole("button", { name: "Remove crew.webp" }));
    await user.click(screen.getByRole("button", { name: "Save Pictures" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Pictures Saved", { description: "Hull Cleaner: 1 picture" }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/admin/products/7/images");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ imageIds: [2] });
  });

  it("undoes changes not saved, back to the pictures loaded", async () => {
    serve([1, 2]);
    const user = userEvent.setup({ delay: null });
    render(<ProductImagesEditor product={PRODUCT} />);
    await screen.findAllByTestId("chosen-picture");
    await user.click(screen.getByRole("button", { name: "Move hull-before.webp later" }));
    expect(screen.getAllByTestId("chosen-picture").map((item) => item.textContent)).toEqual([
      "Main picture · hull-after.webp",
      "hull-before.webp",
    ]);
    await user.click(screen.getByRole("button", { name: "Undo Changes" }));
    expect(screen.getAllByTestId("chosen-picture").map((item) => item.textContent)).toEqual([
      "Main picture · hull-before.webp",
      "hull-after.webp",
    ]);
    expect((screen.getByRole("button", { name: "Save Pictures" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
