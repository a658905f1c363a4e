// The staff's quote editor (components/admin/quote-editor/): choosing a size fills its list price unless
// staff typed their own, and the totals follow what is typed (discount, shipping, the state's tax); a new
// quote posts the form's strings with the lead and sizeId as a number, then opens its page; the schema's
// and the server's messages show beside their fields; a draft is sent after a confirmation, saved first
// when changed; a 409 on updatedAt offers Reload; a final quote is read-only; lines are added and removed.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuoteEditor } from "@/components/admin/quote-editor";
import { formatUsd } from "@/lib/domain/money";
import { quoteTotals } from "@/lib/quotes/rules";
import type { QuoteFormValues, QuoteSizeOption, StaffQuote } from "@/lib/quotes/view";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { router, toast } from "./support/module-mocks";

const fetchMock = mockFetch();

const TODAY = "2026-11-25";

const SIZES: QuoteSizeOption[] = [
  { sizeId: 11, productName: "Grease Cutter", itemNumber: "TZ-GR-101", sizeLabel: "Gallon", listPriceCents: 4150, quoteOnly: false },
  {
    sizeId: 12,
    productName: "Grease Cutter",
    itemNumber: "TZ-GR-101-D",
    sizeLabel: "55-Gallon Drum",
    listPriceCents: 123400,
    quoteOnly: true,
  },
  { sizeId: 21, productName: "Descaler", itemNumber: "TZ-PS-101-T", sizeLabel: "275-Gallon Tote", listPriceCents: 456700, quoteOnly: true },
];

/** A new quote prefilled from a lead: one blank line. */
const FROM_LEAD: QuoteFormValues = {
  customerName: "Dana Whitfield",
  customerEmail: "dana@example.com",
  customerCompany: "",
  customerState: "WI",
  shipping: "0",
  validUntil: "2026-12-25",
  notes: "",
  lines: [{ sizeId: null, quantity: "1", unitPrice: "", discountPercent: "" }],
};

const SAVED: QuoteFormValues = {
  ...FROM_LEAD,
  customerCompany: "Lakeside Brewing",
  shipping: "150.00",
  lines: [{ sizeId: 12, quantity: "2", unitPrice: "1234.00", discountPercent: "10" }],
};

const UPDATED_AT = "2026-11-25T10:00:00.000Z";

const quoteOf = (status: StaffQuote["status"], statusLabel: string, values = SAVED, revision = 0): StaffQuote => ({
  id: 5,
  number: "Q-1005",
  status,
  statusLabel,
  revision,
  updatedAt: UPDATED_AT,
  token: "t".repeat(43),
  leadId: 7,
  withdrawable: status === "draft" || status === "sent",
  values,
});

function editNew(leadId: number | null = null) {
  return render(<QuoteEditor quote={null} initial={FROM_LEAD} leadId={leadId} sizes={SIZES} today={TODAY} />);
}

function editSaved(quote: StaffQuote) {
  return render(<QuoteEditor quote={quote} initial={quote.values} leadId={quote.leadId} sizes={SIZES} today={TODAY} />);
}

const rows = () => screen.getAllByTestId("quote-line");
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const sizeOf = (line: number) => screen.getByLabelText(new RegExp(`^Product and size, line ${line}`)) as HTMLSelectElement;
const priceOf = (line: number) => input(new RegExp(`^Unit price \\(\\$\\), line ${line}`));
const quantityOf = (line: number) => input(new RegExp(`^Quantity, line ${line}`));
const discountOf = (line: number) => input(new RegExp(`^Discount \\(%\\), line ${line}`));
const total = (what: string) => screen.getByTestId(`totals-${what}`).textContent;
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

describe("the quote editor's lines and totals", () => {
  it("offers the sizes by product, fills the list price and totals the lines with discount, shipping and the state's tax", async () => {
    const user = userEvent.setup({ delay: null });
    editNew();
    const select = sizeOf(1);
    expect([...select.querySelectorAll("optgroup")].map((group) => group.label)).toEqual(["Grease Cutter", "Descaler"]);
    expect(select.options[0]!.text).toBe("Choose a product and size");
    expect(select.options[2]!.text).toBe("55-Gallon Drum — TZ-GR-101-D — $1,234.00");

    await user.selectOptions(select, "55-Gallon Drum — TZ-GR-101-D — $1,234.00");
    expect(priceOf(1).value).toBe("1234.00");
    expect(within(rows()[0]!).getByRole("heading").textContent).toBe("Line 1: Grease Cutter, 55-Gallon Drum");
    await user.clear(quantityOf(1));
    await user.type(quantityOf(1), "2");
    await user.type(discountOf(1), "10");
    await user.clear(input(/^Shipping/));
    await user.type(input(/^Shipping/), "150");

    const expected = quoteTotals([{ unitPriceCents: 123400, discountPercent: 10, quantity: 2 }], 15000, "WI");
    expect(within(rows()[0]!).getByTestId("net-unit").textContent).toBe("$1,110.60");
    expect(within(rows()[0]!).getByTestId("line-total").textContent).toBe(formatUsd(expected.subtotalCents));
    expect(total("subtotal")).toBe("$2,221.20");
    expect(total("subtotal")).toBe(formatUsd(expected.subtotalCents));
    expect(total("discounts")).toBe(`−${formatUsd(expected.discountCents)}`);
    expect(total("shipping")).toBe(formatUsd(expected.shippingCents));
    expect(screen.getByTestId("quote-totals").textContent).toContain("Tax (WI 5.5%)");
    expect(total("tax")).toBe(formatUsd(expected.taxCents));
    expect(total("total")).toBe(formatUsd(expected.totalCents));
    expect(total("total")).toBe("$2,493.37");
    expect(screen.getByTestId("totals-total").getAttribute("aria-live")).toBe("polite");
  });

  it("keeps a typed unit price when the size changes, and shows the list price under it", async () => {
    const user = userEvent.setup({ delay: null });
    editNew();
    await user.selectOptions(sizeOf(1), "11");
    expect(priceOf(1).value).toBe("41.50");
    // Still the previous size's list price: not typed, so the new size's list price replaces it.
    await user.selectOptions(sizeOf(1), "12");
    expect(priceOf(1).value).toBe("1234.00");
    expect(within(rows()[0]!).queryByText(/^List /)).toBeNull();

    await user.clear(priceOf(1));
    await user.type(priceOf(1), "999");
    await user.selectOptions(sizeOf(1), "21");
    expect(priceOf(1).value).toBe("999");
    const hint = within(rows()[0]!).getByText("List $4,567.00");
    expect(priceOf(1).getAttribute("aria-describedby")).toContain(hint.id);
  });

  it("adds a line, removes line 2, and keeps the last line", async () => {
    const user = userEvent.setup({ delay: null });
    editNew();
    expect(screen.getByRole("button", { name: "Remove line 1" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Add Line" }));
    expect(rows()).toHaveLength(2);
    await user.selectOptions(sizeOf(2), "21");
    expect(priceOf(2).value).toBe("4567.00");
    expect(total("subtotal")).toBe("$4,567.00");
    await user.click(screen.getByRole("button", { name: "Remove line 2" }));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByLabelText(/^Product and size, line 2/)).toBeNull();
    expect(total("subtotal")).toBe("$0.00");
  });
});

describe("saving a quote", () => {
  it("checks the lines first, then creates the draft with the lead and the typed strings, and opens its page", async () => {
    const user = userEvent.setup({ delay: null });
    editNew(7);
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await within(rows()[0]!).findByText("Choose a product and size", { selector: "[data-slot=field-error]" })).toBeTruthy();
    expect(sizeOf(1).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(sizeOf(1), "12");
    await user.clear(quantityOf(1));
    await user.type(quantityOf(1), "3");
    await user.type(input(/^Company/), "Lakeside Brewing");
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 5, number: "Q-1005", message: "Quote Q-1005 saved as a draft" }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/quotes/5"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/quotes");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("POST");
    expect(sentBody(0)).toEqual({
      customerName: "Dana Whitfield",
      customerEmail: "dana@example.com",
      customerCompany: "Lakeside Brewing",
      customerState: "WI",
      shipping: "0",
      validUntil: "2026-12-25",
      notes: "",
      lines: [{ sizeId: 12, quantity: "3", unitPrice: "1234.00", discountPercent: "" }],
      leadId: 7,
    });
    expect(toast.success).toHaveBeenCalledWith("Quote Q-1005 saved as a draft", { description: "Q-1005" });
    // Until the page changes, a second click cannot make a second quote.
    expect(screen.getByRole("button", { name: /Saving/ }).hasAttribute("disabled")).toBe(true);
  });

  it("shows the server's refusal beside the line's field it names", async () => {
    const user = userEvent.setup({ delay: null });
    editSaved(quoteOf("draft", "Draft"));
    const message = "Unit price is below this size's cost";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "Check the quote", fields: { "lines.0.unitPrice": message } }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    const error = await within(rows()[0]!).findByText(message);
    expect(priceOf(1).getAttribute("aria-invalid")).toBe("true");
    expect(priceOf(1).getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.getByRole("alert").textContent).toContain("Check the quote");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/quotes/5");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("PUT");
    expect(sentBody(0)).toEqual({ ...SAVED, updatedAt: UPDATED_AT });
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("refuses a valid-until in the past at the field, without sending", async () => {
    const user = userEvent.setup({ delay: null });
    editSaved(quoteOf("draft", "Draft", { ...SAVED, validUntil: "2026-11-01" }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Valid until cannot be in the past")).toBeTruthy();
    expect(input(/^Valid until/).getAttribute("aria-invalid")).toBe("true");
    expect(input(/^Valid until/).getAttribute("min")).toBe(TODAY);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says when someone else changed the quote meanwhile, once, and reloads on request", async () => {
    const user = userEvent.setup({ delay: null });
    editSaved(quoteOf("draft", "Draft"));
    const message = "Someone else changed this quote meanwhile. Reload the page and try again.";
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: message, fields: { updatedAt: message } }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText(message)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});

describe("sending and final quotes", () => {
  it("sends a changed draft after a confirmation: saves it, then sends it as saved", async () => {
    const user = userEvent.setup({ delay: null });
    editSaved(quoteOf("draft", "Draft"));
    await user.type(input(/^Notes for the customer/), "Delivered by liftgate truck.");
    await user.click(screen.getByRole("button", { name: "Send to Customer" }));
    const dialog = await screen.findByRole("alertdialog", { name: "E-mail quote Q-1005 to dana@example.com?" });
    expect(fetchMock).not.toHaveBeenCalled();

    const savedAt = "2026-11-25T10:05:00.000Z";
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: "draft", revision: 0, message: "Quote saved", updatedAt: savedAt }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { revision: 1, message: "Quote Q-1005 sent to dana@example.com" }));
    await user.click(within(dialog).getByRole("button", { name: "Send to Customer" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote Q-1005 sent to dana@example.com", { description: "Q-1005" }));
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ["/api/admin/quotes/5", "PUT"],
      ["/api/admin/quotes/5/send", "POST"],
    ]);
    expect(sentBody(0)).toEqual({ ...SAVED, notes: "Delivered by liftgate truck.", updatedAt: UPDATED_AT });
    expect(sentBody(1)).toEqual({ updatedAt: savedAt });
    // The dialog closes once the send has settled, which may be a render after the toast.
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.refresh).toHaveBeenCalled();
  });

  it("sends an unchanged draft without saving it, and cancelling sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    editSaved(quoteOf("draft", "Draft"));
    await user.click(screen.getByRole("button", { name: "Send to Customer" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { revision: 1, message: "Quote sent" }));
    await user.click(screen.getByRole("button", { name: "Send to Customer" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send to Customer" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/quotes/5/send");
    expect(sentBody(0)).toEqual({ updatedAt: UPDATED_AT });
  });

  it("sends a sent quote's change as the next revision after saying so", async () => {
    const user = userEvent.setup({ delay: null });
    editSaved(quoteOf("sent", "Sent", SAVED, 1));
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
    await user.clear(discountOf(1));
    await user.type(discountOf(1), "12.5");
    await user.click(screen.getByRole("button", { name: "Send Revision" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("The customer is e-mailed revision 2; the link then shows it.");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: "sent", revision: 2, message: "Revision 2 sent" }));
    await user.click(within(dialog).getByRole("button", { name: "Send Revision" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Revision 2 sent", { description: "Q-1005" }));
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("PUT");
    expect(sentBody(0)).toEqual({ ...SAVED, lines: [{ ...SAVED.lines[0], discountPercent: "12.5" }], updatedAt: UPDATED_AT });
  });

  it("shows a paid accepted quote read-only, with no way to save, send or withdraw it", () => {
    editSaved(quoteOf("accepted", "Accepted", SAVED, 2));
    expect(screen.getByTestId("quote-locked").textContent).toBe("This quote is accepted and can no longer be changed.");
    expect(screen.getByTestId("quote-fields").hasAttribute("disabled")).toBe(true);
    expect(input(/^Name/).closest("fieldset[disabled]")).not.toBeNull();
    expect(priceOf(1).closest("fieldset[disabled]")).not.toBeNull();
    for (const name of ["Save Draft", "Send to Customer", "Send Revision", "Withdraw"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    // The saved quote's totals still show.
    expect(total("total")).toBe(
      formatUsd(quoteTotals([{ unitPriceCents: 123400, discountPercent: 10, quantity: 2 }], 15000, "WI").totalCents),
    );
  });

  it("withdraws an accepted quote not paid yet after a confirmation that says it leaves the customer's cart", async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: "Quote Q-1005 withdrawn" }));
    editSaved({ ...quoteOf("accepted", "Accepted", SAVED, 2), withdrawable: true });
    expect(screen.getByTestId("quote-fields").hasAttribute("disabled")).toBe(true);
    for (const name of ["Save Draft", "Send to Customer", "Send Revision"]) expect(screen.queryByRole("button", { name })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw quote Q-1005?" });
    expect(dialog.textContent).toContain("it leaves their cart and they are e-mailed");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote Q-1005 withdrawn", { description: "Q-1005" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/quotes/5/withdraw");
    expect(sentBody(0)).toEqual({ updatedAt: UPDATED_AT });
    expect(router.refresh).toHaveBeenCalled();
  });
});
