import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PackshotDrawing } from "@/components/product/packshot-drawing";

const gallon = {
  name: "Triple Zero Deck Cleaner",
  itemNumber: "TZ-MD-101",
  size: "gallon",
  category: "MARINE",
  chemicalType: "caustic",
} as const;

describe("a packshot drawn in the page", () => {
  it("is one picture named by the product and its size, drawn in the page with no request of its own", () => {
    const { container } = render(<PackshotDrawing input={gallon} />);
    const picture = screen.getByRole("img", { name: "Triple Zero Deck Cleaner, Gallon" });
    expect(picture.tagName).toBe("svg");
    expect(picture.getAttribute("viewBox")).toBe("0 0 800 800");
    expect(picture.textContent).toContain("TZ-MD-101");
    expect(container.querySelector("img, image")).toBeNull();
  });

  it("names a product with markup characters as it is written", () => {
    render(<PackshotDrawing input={{ ...gallon, name: 'Triple Zero "Fast" <Deck> & Hull' }} />);
    expect(screen.getByRole("img", { name: 'Triple Zero "Fast" <Deck> & Hull, Gallon' })).toBeTruthy();
  });

  it("keeps its gradients its own when two sizes are drawn on one page", () => {
    const { container } = render(
      <>
        <PackshotDrawing input={gallon} />
        <PackshotDrawing input={{ ...gallon, itemNumber: "TZ-MD-101-5G", size: "pail" }} />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((node) => node.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of container.querySelectorAll("[fill^='url(#']")) {
      const id = /^url\(#(.+)\)$/.exec(node.getAttribute("fill") ?? "")?.[1] ?? "";
      expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
    }
    expect(ids.filter((id) => id.startsWith("packshot-TZ-MD-101-5G-")).length).toBe(ids.length / 2);
  });
});
