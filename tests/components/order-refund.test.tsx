// The order page's refund panel (components/admin/order-refund.tsx): it shows what was paid, refunded and
// remains; a refund of items previews its amount (goods and their tax), asks for a confirmation naming
// it, and sends the chosen lines with "put back in stock"; an amount over what remains is stopped at the
// field; the server's refusal shows beside the field it names.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OrderRefund } from "@/components/admin/order-refund";
import type { RefundPanelData } from "@/lib/orders/staff-view-model";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { router } from "./support/module-mocks";

const fetchMock = mockFetch();

// 3 × $20.00 and 2 × $15.00 = $90.00, tax $4.95, shipping $12.00: $106.95, of which $10.00 was refunded.
const DATA: RefundPanelData = {
  canRefund: true,
  subtotalCents: 9000,
  taxCents: 495,
  totalCents: 10695,
  refundedCents: 1000,
  lines: [
    {
      orderItemId: 11,
      name: "Descaler",
      size: "Gallon",
      itemNumber: "TZ-PS-101",
      unitPriceCents: 2000,
      quantity: 3,
      refundedQuantity: 0,
      restockable: true,
    },
    {
      orderItemId: 12,
      name: "Degreaser",
      size: "Quart",
      itemNumber: "TZ-BE-301",
      unitPriceCents: 1500,
      quantity: 2,
      refundedQuantity: 2,
      restockable: true,
    },
  ],
};

const panel = () => render(<OrderRefund orderId="ord_1" orderNumber="TZ-261125-ABCDEF" data={DATA} />);

describe("the refund panel", () => {
  it("shows paid, refunded and remaining, and offers what remains as the amount", () => {
    panel();
    expect(screen.getByTestId("refunded-amount").textContent).toBe("$10.00");
    expect(screen.getByTestId("remaining-amount").textContent).toBe("$96.95");
    expect((screen.getByLabelText(/^Amount \(USD\)/) as HTMLInputElement).value).toBe("96.95");
  });

  it("refunds one unit of a line with its tax, put back in stock, after a confirmation naming the amount", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: "Refund Processed", order: {}, refund: {} }));
    panel();
    await user.click(screen.getByRole("radio", { name: "Items" }));
    expect(screen.getByText("Refunded in full")).toBeTruthy();
    await user.type(screen.getByLabelText(/TZ-PS-101/), "1");
    expect(screen.getByText("This refund: $21.10")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Refund $21.10?" });
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/orders/ord_1/refund");
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: "",
      lines: [
        { orderItemId: 11, quantity: 1, restock: true },
        { orderItemId: 12, quantity: 0, restock: true },
      ],
    });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("stops an amount over what remains at the field, and shows the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    panel();
    const amount = screen.getByLabelText(/^Amount \(USD\)/);
    await user.clear(amount);
    await user.type(amount, "100");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Amount can be at most what remains to refund, $96.95")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    const message = "A refund or void of this order is already in progress";
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: message, fields: { amount: message } }));
    await user.clear(amount);
    await user.type(amount, "5");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refund" }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(amount.getAttribute("aria-invalid")).toBe("true");
  });
});
