import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductPicture } from "@/components/product/product-picture";

const drum = { itemNumber: "TZ-HC-101-55G", name: "Triple Zero Hull Cleaner", sizeLabel: "55-Gallon Drum" };

describe("a size's product picture", () => {
  it("shows the drum's packshot through the image optimizer, 800×800 so that the page does not move, loaded lazily", () => {
    render(<ProductPicture {...drum} />);
    const picture = screen.getByRole("img", { name: "Triple Zero Hull Cleaner, 55-Gallon Drum" });
    expect(picture.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fpackshots%2FTZ-HC-101-55G\.png&w=\d+&q=75$/);
    expect(picture.getAttribute("srcset")).toContain("%2Fpackshots%2FTZ-HC-101-55G.png");
    expect(picture.getAttribute("width")).toBe("800");
    expect(picture.getAttribute("height")).toBe("800");
    expect(picture.getAttribute("sizes")).toBe("(min-width: 768px) 50vw, 100vw");
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(picture.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads the page's main picture at once, with high priority, at the sizes the page gives", () => {
    render(<ProductPicture {...drum} priority sizes="320px" className="rounded-xl" />);
    const picture = screen.getByRole("img");
    expect(picture.getAttribute("loading")).not.toBe("lazy");
    expect(picture.getAttribute("fetchpriority")).toBe("high");
    expect(picture.getAttribute("sizes")).toBe("320px");
    expect(picture.getAttribute("class")).toContain("rounded-xl");
  });
});
