// The consultation form's Industry list: every industry of the home wizard, under the
// wizard's names, and each industry's pages preselect their own.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import AgriculturePage from "@/app/(site)/agriculture-chemicals/page";
import ConvenienceStorePage from "@/app/(site)/convenience-store/page";
import FoodBeveragePage from "@/app/(site)/food-beverage-chemicals/page";
import FoodServicePage from "@/app/(site)/food-service/page";
import GrillCleaningPage from "@/app/(site)/grill-cleaning/page";
import GrillDemoPage from "@/app/(site)/grill-demo/page";
import HvacPage from "@/app/(site)/hvac-chemicals/page";
import MarinePage from "@/app/(site)/marine-chemicals/page";
import RestaurantsPage from "@/app/(site)/restaurants/page";
import WaterTechnologiesPage from "@/app/(site)/water-technologies/page";
import { ConsultationForm } from "@/components/contact/consultation-form";
import { WIZARD_INDUSTRIES } from "@/lib/content/wizard";
import { seededCatalog } from "../support/catalog-fixture";
import { serverTree } from "./support/server-tree";

// The pages' products, as the catalog's cache gives them.
vi.mock("@/lib/catalog/offers", async (original) => ({
  ...(await original<typeof import("@/lib/catalog/offers")>()),
  catalogByItem: async () => seededCatalog(),
}));

afterEach(cleanup);

/** The Industry select of the page's contact section. */
const industrySelect = () => within(document.getElementById("contact")!).getByLabelText("Industry") as HTMLSelectElement;

describe("the consultation form's industries", () => {
  it("lists the ten industries of the wizard, restaurants, breweries and convenience stores among them", () => {
    render(<ConsultationForm source="test" />);
    const labels = Array.from((screen.getByLabelText("Industry") as HTMLSelectElement).options, (option) => option.text);
    for (const industry of WIZARD_INDUSTRIES) expect(labels).toContain(industry.label);
    expect(WIZARD_INDUSTRIES).toHaveLength(10);
  });

  it.each([
    ["/food-service", FoodServicePage, "Restaurants & Food Service"],
    ["/restaurants", RestaurantsPage, "Restaurants & Food Service"],
    ["/convenience-store", ConvenienceStorePage, "Convenience Stores & Gas Stations"],
    ["/grill-cleaning", GrillCleaningPage, "Grill & Oven Cleaning"],
    ["/grill-demo", GrillDemoPage, "Grill & Oven Cleaning"],
    ["/food-beverage-chemicals", FoodBeveragePage, "Food & Beverage Plants"],
    ["/hvac-chemicals", HvacPage, "HVAC & Boiler Systems"],
    ["/marine-chemicals", MarinePage, "Marine & Shipping"],
    ["/water-technologies", WaterTechnologiesPage, "Water Technologies"],
    ["/agriculture-chemicals", AgriculturePage, "Agriculture"],
  ])("%s preselects its industry", async (_path, Page, label) => {
    render(await serverTree(Page()));
    const select = industrySelect();
    expect(select.selectedOptions[0]?.text).toBe(label);
  });
});
