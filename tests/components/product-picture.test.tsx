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

describe("a product picture of a fixed size (a card's, a thumbnail's)", () => {
  it("offers the picture at the width it is drawn and at twice it, not every width up to 3,840", () => {
    render(<ProductPicture {...drum} displayWidth={192} />);
    const picture = screen.getByRole("img", { name: "Triple Zero Hull Cleaner, 55-Gallon Drum" });
    expect(picture.getAttribute("srcset")).toBe(
      "/_next/image?url=%2Fpackshots%2FTZ-HC-101-55G.png&w=256&q=75 1x, /_next/image?url=%2Fpackshots%2FTZ-HC-101-55G.png&w=384&q=75 2x",
    );
    expect(picture.getAttribute("sizes")).toBeNull();
    expect(picture.getAttribute("width")).toBe("192");
    expect(picture.getAttribute("height")).toBe("192");
    expect(picture.getAttribute("loading")).toBe("lazy");
  });

  it("keeps a library picture's proportions", () => {
    render(<ProductPicture {...drum} image={{ url: "/uploads/tank.webp", width: 1200, height: 900, alt: "A tank" }} displayWidth={64} />);
    const picture = screen.getByRole("img", { name: "A tank" });
    expect(picture.getAttribute("width")).toBe("64");
    expect(picture.getAttribute("height")).toBe("48");
    expect(picture.getAttribute("srcset")).toBe(
      "/_next/image?url=%2Fuploads%2Ftank.webp&w=64&q=75 1x, /_next/image?url=%2Fuploads%2Ftank.webp&w=128&q=75 2x",
    );
  });
});
