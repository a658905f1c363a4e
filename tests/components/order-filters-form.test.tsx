// The orders list's filter form (components/admin/order-filters-form.tsx): labelled fields showing the
// address's filters, the address's own errors beside their fields, a reversed date range refused before
// any request, and Apply going to an address that carries only the filters in use.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OrderFiltersForm } from "@/components/admin/order-filters-form";
import type { OrderFormValues } from "@/lib/orders/list-filters";
import { router } from "./support/module-mocks";

beforeEach(() => vi.clearAllMocks());

const EMPTY: OrderFormValues = { q: "", status: "", fulfilment: "", method: "", from: "", to: "" };
const values = (changes: Partial<OrderFormValues>): OrderFormValues => ({ ...EMPTY, ...changes });

const apply = () => userEvent.click(screen.getByRole("button", { name: "Apply" }));
const clearLink = () => screen.queryByRole("link", { name: "Clear" });

describe("the orders list's filter form", () => {
  it("labels every field for screen readers, and offers each payment state, fulfilment state and method", () => {
    render(<OrderFiltersForm values={EMPTY} />);
    const form = screen.getByRole("search", { name: "Filter the orders" });
    expect(within(form).getByLabelText("Search").getAttribute("name")).toBe("q");
    const payment = within(form).getByLabelText("Payment");
    expect(
      within(payment)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All payment states", "Pending", "Completed", "Voided", "Partially refunded", "Refunded", "Payment failed", "Abandoned"]);
    expect(within(within(form).getByLabelText("Fulfilment")).getAllByRole("option")).toHaveLength(6);
    expect(
      within(within(form).getByLabelText("Payment method"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Card and PayPal", "Card", "PayPal"]);
    expect(within(form).getByLabelText("From").getAttribute("type")).toBe("date");
    expect(within(form).getByLabelText("To").getAttribute("type")).toBe("date");
    expect(within(form).getByRole("group", { name: "Order date (UTC)" })).toBeTruthy();
    // Nothing to clear on the plain list.
    expect(clearLink()).toBeNull();
  });

  it("shows the address's filters, with Clear going back to every order", () => {
    render(<OrderFiltersForm values={values({ q: "Dana", status: "refunded", method: "card", from: "2026-03-01" })} />);
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("Dana");
    expect((screen.getByLabelText("Payment") as HTMLSelectElement).value).toBe("refunded");
    expect((screen.getByLabelText("Payment method") as HTMLSelectElement).value).toBe("card");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-03-01");
    expect(clearLink()?.getAttribute("href")).toBe("/admin-orders");
  });

  it("says what is wrong with the address beside each field, and a damaged page link in the summary", () => {
    render(
      <OrderFiltersForm
        values={values({ status: "shipped" })}
        errors={{ status: "Choose a payment state from the list", cursor: "This page link is damaged: start again from the newest orders" }}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("These filters cannot be used");
    expect(alert.textContent).toContain("This page link is damaged: start again from the newest orders");
    const payment = screen.getByLabelText("Payment");
    expect(payment.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(payment.getAttribute("aria-describedby")!)?.textContent).toBe("Choose a payment state from the list");
    expect(clearLink()).toBeTruthy();
  });

  it("refuses a date range that ends before it starts, beside the end date, without going anywhere", async () => {
    render(<OrderFiltersForm values={values({ from: "2026-03-10", to: "2026-03-01" })} />);
    await apply();
    const to = screen.getByLabelText("To");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(to.getAttribute("aria-describedby")!)?.textContent).toBe("The end date is before the start date");
    expect(document.activeElement).toBe(to);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("applies the filters in use, and only those, from the newest order", async () => {
    const user = userEvent.setup();
    render(<OrderFiltersForm values={values({ to: "2026-03-31" })} errors={{ to: "Enter a date as YYYY-MM-DD" }} />);
    await user.type(screen.getByLabelText("Search"), "  Dana   Whitfield ");
    await user.selectOptions(screen.getByLabelText("Payment"), "Partially refunded");
    await user.selectOptions(screen.getByLabelText("Payment method"), "PayPal");
    await apply();
    expect(router.push).toHaveBeenCalledWith("/admin-orders?q=Dana+Whitfield&status=partially_refunded&method=paypal&to=2026-03-31");
    // The address's old error is gone once the fields are right.
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
