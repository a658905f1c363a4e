// The site footer: the company's name ends the copyright sentence with one full stop, and
// each page is listed once (Food Service among the industries, not again under Company).
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "@/components/site/site-footer";

describe("the site footer", () => {
  it("ends the company's name with one full stop", () => {
    const { container } = render(<SiteFooter />);
    const line = [...container.querySelectorAll("p")].find((p) => p.textContent?.startsWith("©"));
    expect(line?.textContent).toMatch(/^© \d{4} Triple Zero Chemical Co\. Made in the USA\.$/);
  });

  it("lists Food Service once, among the industries", () => {
    render(<SiteFooter />);
    const links = screen.getAllByRole("link", { name: "Food Service" });
    expect(links).toHaveLength(1);
    expect(links[0]!.closest("nav")?.getAttribute("aria-label")).toBe("Industries");
  });
});
