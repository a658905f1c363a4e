// The lots page (app/(staff)/admin/lots): the form that records a lot (components/admin/lot-form.tsx)
// loads the chosen size's specification and asks one answer per line, sends them in the specification's
// order, checks them with lotInputSchema first and shows the server's refusals beside their fields; the list
// of recent lots says pass or fail in words; the staff navigation shows Lots to the orders staff.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LotForm } from "@/components/admin/lot-form";
import { LotList } from "@/components/admin/lot-list";
import { StaffNav } from "@/components/staff/staff-nav";
import type { SpecificationLine } from "@/lib/lots/rules";
import type { LotSizeOption, StaffLot } from "@/lib/lots";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { navigation, router, toast } from "./support/module-mocks";

const fetchMock = mockFetch();

beforeEach(() => {
  navigation.setPathname("/admin/lots");
});

const TODAY = "2026-11-25";

const SIZES: LotSizeOption[] = [
  { sizeId: 11, productName: "Coil Brightener", sizeLabel: "Gallon", itemNumber: "TZ-HV-101", hasFacts: true },
  { sizeId: 12, productName: "Coil Brightener", sizeLabel: "55-Gallon Drum", itemNumber: "TZ-HV-101-55G", hasFacts: true },
  { sizeId: 21, productName: "New Degreaser", sizeLabel: "Gallon", itemNumber: "TZ-DG-900", hasFacts: false },
];

const SPECIFICATION: SpecificationLine[] = [
  { property: "pH", kind: "range", min: 12.3, max: 13.3, digits: 1 },
  { property: "Specific gravity", kind: "range", min: 1.06, max: 1.1, digits: 2 },
  { property: "Appearance", kind: "conforms", specification: "Clear, colorless liquid" },
];

const LOT: StaffLot = {
  id: 5,
  lotNumber: "L-2611-01",
  productName: "Coil Brightener",
  sizeLabel: "Gallon",
  itemNumber: "TZ-HV-101",
  manufacturedOn: "2026-11-24",
  conforms: true,
  results: [],
  shippedLines: 0,
};

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;
const sizeSelect = () => screen.getByLabelText(/^Product and size/) as HTMLSelectElement;

async function chooseGallon() {
  const user = userEvent.setup({ delay: null });
  render(<LotForm sizes={SIZES} today={TODAY} />);
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { specification: SPECIFICATION, lots: [] }));
  await user.selectOptions(sizeSelect(), "11");
  await screen.findByTestId("lot-results");
  return user;
}

describe("recording a lot", () => {
  it("offers the sizes by product; a product without technical facts cannot be chosen yet", () => {
    render(<LotForm sizes={SIZES} today={TODAY} />);
    const groups = [...sizeSelect().querySelectorAll("optgroup")];
    expect(groups.map((group) => group.label)).toEqual(["Coil Brightener", "New Degreaser (no technical facts yet)"]);
    expect([...groups[0]!.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Gallon — TZ-HV-101",
      "55-Gallon Drum — TZ-HV-101-55G",
    ]);
    expect((groups[1]!.querySelector("option") as HTMLOptionElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Manufactured on/) as HTMLInputElement).value).toBe(TODAY);
    expect((screen.getByRole("button", { name: "Record Lot" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("loads the size's specification: a number for each range with the range as its hint, conforms or not for the appearance", async () => {
    const user = await chooseGallon();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/lots?sizeId=11", expect.objectContaining({ method: "GET" }));
    const ph = screen.getByLabelText(/^pH/) as HTMLInputElement;
    expect(ph.type).toBe("number");
    expect(screen.getByText("Specification 12.3–13.3")).toBeTruthy();
    expect(screen.getByText("Specification 1.06–1.10")).toBeTruthy();
    const appearance = screen.getByRole("group", { name: /^Appearance/ });
    expect(within(appearance).getByText("Specification: Clear, colorless liquid")).toBeTruthy();
    expect(
      within(appearance)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(["Conforms", "Does not conform"]);
    // What is typed is compared with the range at once; the lot is recorded either way.
    await user.type(ph, "13.6");
    expect(screen.getByTestId("within-specification").textContent).toBe("Outside specification");
    await user.clear(ph);
    await user.type(ph, "12.8");
    expect(screen.getByTestId("within-specification").textContent).toBe("Within specification");
  });

  it("sends the lot with its answers in the specification's order, then clears the lot number for the next", async () => {
    const user = await chooseGallon();
    await user.type(screen.getByLabelText(/^Lot number/), "L-2611-01");
    const date = screen.getByLabelText(/^Manufactured on/);
    await user.clear(date);
    await user.type(date, "2026-11-24");
    await user.type(screen.getByLabelText(/^pH/), "12.8");
    await user.type(screen.getByLabelText(/^Specific gravity/), "1.08");
    await user.click(screen.getByRole("radio", { name: "Conforms" }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, LOT));
    await user.click(screen.getByRole("button", { name: "Record Lot" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Lot L-2611-01 Recorded", {
        description: "Coil Brightener, Gallon: passes its specification",
      }),
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init?.method]).toEqual(["/api/admin/lots", "POST"]);
    expect(sentBody(1)).toEqual({
      productSizeId: 11,
      lotNumber: "L-2611-01",
      manufacturedOn: "2026-11-24",
      measurements: [{ measured: 12.8 }, { measured: 1.08 }, { conforms: true }],
    });
    expect(router.refresh).toHaveBeenCalled();
    // The toast comes first; the form's reset shows in the render that follows it.
    await vi.waitFor(() => expect((screen.getByLabelText(/^Lot number/) as HTMLInputElement).value).toBe(""));
    expect((screen.getByLabelText(/^pH/) as HTMLInputElement).value).toBe("");
    expect(sizeSelect().value).toBe("11");
  });

  it("names each unanswered line before sending, and focuses the first", async () => {
    const user = await chooseGallon();
    await user.type(screen.getByLabelText(/^Lot number/), "L-2611-02");
    await user.click(screen.getByRole("button", { name: "Record Lot" }));
    expect(await screen.findByText("Give the measured pH")).toBeTruthy();
    expect(screen.getByText("Give the measured Specific gravity")).toBeTruthy();
    expect(screen.getByText("Say whether the appearance conforms")).toBeTruthy();
    expect(screen.getByLabelText(/^pH/).getAttribute("aria-invalid")).toBe("true");
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^pH/)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Answering a line takes its message away.
    await user.click(screen.getByRole("radio", { name: "Does not conform" }));
    expect(screen.queryByText("Say whether the appearance conforms")).toBeNull();
  });

  it("shows the server's refusals beside the lot number and the line they name", async () => {
    const user = await chooseGallon();
    await user.type(screen.getByLabelText(/^Lot number/), "L-2611-01");
    await user.type(screen.getByLabelText(/^pH/), "12.8");
    await user.type(screen.getByLabelText(/^Specific gravity/), "1.08");
    await user.click(screen.getByRole("radio", { name: "Conforms" }));
    const taken = "Lot L-2611-01 is already recorded";
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: taken, fields: { lotNumber: taken } }));
    await user.click(screen.getByRole("button", { name: "Record Lot" }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Lot number/));
    expect(toast.error).toHaveBeenCalledWith("Lot not recorded", { description: taken });

    const line = "Give the measured Specific gravity";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: line, fields: { "measurements.1": line } }));
    await user.click(screen.getByRole("button", { name: "Record Lot" }));
    expect(await screen.findByText(line)).toBeTruthy();
    expect(screen.getByLabelText(/^Specific gravity/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Specific gravity/));
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("says beside the size why its specification could not be loaded", async () => {
    const user = userEvent.setup({ delay: null });
    render(<LotForm sizes={SIZES} today={TODAY} />);
    const noFacts = "This product has no technical facts yet: give its pH, specific gravity and appearance in Product Admin first";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: noFacts, fields: { productSizeId: noFacts } }));
    await user.selectOptions(sizeSelect(), "12");
    expect(await screen.findByText(noFacts)).toBeTruthy();
    expect(sizeSelect().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("lot-results")).toBeNull();
  });
});

describe("the recent lots", () => {
  it("says so when no lot is recorded yet", () => {
    render(<LotList lots={[]} />);
    expect(screen.getByTestId("lots-empty").textContent).toContain("No lots recorded yet.");
  });

  it("shows each lot's product, size, date, pass or fail in words, and its shipped lines", () => {
    render(<LotList lots={[LOT, { ...LOT, id: 6, lotNumber: "L-2611-02", conforms: false, shippedLines: 3 }]} />);
    const table = screen.getByRole("region", { name: "Recent lots" });
    const rows = within(table).getAllByTestId("lot-row");
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["L-2611-01", "Coil Brightener", "GallonTZ-HV-101", "November 24, 2026", "Pass", "0"]);
    expect(within(rows[1]!).getByText("Fail")).toBeTruthy();
    expect(within(rows[1]!).getByText("3")).toBeTruthy();
    // The phone layout: one card per lot.
    const cards = within(screen.getByRole("list", { name: "Recent lots" })).getAllByTestId("lot-row");
    expect(within(cards[1]!).getByText("3 lines")).toBeTruthy();
    expect(within(cards[0]!).getByText("Not shipped")).toBeTruthy();
  });
});

describe("the staff navigation", () => {
  it("shows Lots to the orders staff and the owner, not to sales", () => {
    const { unmount } = render(<StaffNav staffRole="orders" />);
    const link = screen.getByRole("link", { name: "Lots" });
    expect(link.getAttribute("href")).toBe("/admin/lots");
    expect(link.getAttribute("aria-current")).toBe("page");
    unmount();
    render(<StaffNav staffRole="sales" />);
    expect(screen.queryByRole("link", { name: "Lots" })).toBeNull();
  });
});
