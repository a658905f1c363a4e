import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Checkout } from "@/components/checkout/checkout";
import type { CartItemView } from "@/lib/cart/schemas";
import type { PaymentsClientConfig } from "@/lib/payments/config";
import { toast } from "./support/module-mocks";

const PAYMENTS: PaymentsClientConfig = { mode: "test", card: { implementation: "test" }, paypal: { implementation: "test" } };
const CART: CartItemView[] = [
  {
    id: 1,
    productId: 11,
    sizeId: 111,
    quantity: 2,
    minimumQuantity: 1,
    size: { id: 111, code: "quart", label: "Quart (32 oz)" },
    product: {
      id: 11,
      name: "Pool Tile Descaler",
      slug: "pool-tile-descaler",
      itemNumber: "TZ-PS-101",
      pricePerGallon: "29.95",
      priceUnit: "32 oz bottle",
      shippingIncluded: false,
    },
  },
];

const fetchMock = vi.fn<typeof fetch>();
const field = (name: string) => document.getElementById(`checkout-${name}`) as HTMLInputElement;
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
const paymentCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) !== "/api/cart");

async function renderCheckout() {
  render(<Checkout payments={PAYMENTS} />);
  const pay = await screen.findByRole("button", { name: /^Pay \$[\d,.]+$/ });
  return { user: userEvent.setup({ delay: null }), pay };
}

beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === "/api/cart")
      return new Response(JSON.stringify(CART), { status: 200, headers: { "Content-Type": "application/json" } });
    return new Response("{}", { status: 500 });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("the checkout form", () => {
  it("names the missing fields in the 'Missing Required Information' toast, marks them and focuses the first, paying nothing", async () => {
    const { user, pay } = await renderCheckout();
    await user.click(pay);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Missing Required Information", {
        description:
          "Please fill in the following required fields: First Name, Last Name, Email, Shipping Address, City, State, Zip Code, Card Number, Expiration Date, Security Code",
      }),
    );
    const firstName = field("firstName");
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    expect(description(firstName)).toBe("This field is required");
    expect(description(field("shippingState"))).toBe("This field is required");
    expect(field("phone").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(paymentCalls()).toHaveLength(0);
  });

  it("clears a field's error as soon as it is typed in", async () => {
    const { user, pay } = await renderCheckout();
    await user.click(pay);
    await user.type(field("firstName"), "Dana");
    await waitFor(() => expect(field("firstName").getAttribute("aria-invalid")).toBeNull());
    expect(field("lastName").getAttribute("aria-invalid")).toBe("true");
  });

  it("names a malformed e-mail with the server's own rule", async () => {
    const { user, pay } = await renderCheckout();
    await user.type(field("firstName"), "Dana");
    await user.type(field("lastName"), "Whitfield");
    await user.type(field("email"), "dana@");
    await user.type(field("shippingAddress"), "12 Harbor Road");
    await user.type(field("shippingCity"), "Madison");
    await user.selectOptions(field("shippingState"), "WI");
    await user.type(field("shippingZipCode"), "53703");
    await user.type(field("cardNumber"), "4111111111111111");
    await user.type(field("expirationDate"), "1230");
    await user.type(field("cardCode"), "123");
    // Pay stays disabled while the tax for the chosen state is asked for (here the server fails: the
    // seed's fallback applies); a click before that would do nothing.
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Please check your details", { description: "Some fields need your attention: Email" }),
    );
    expect(description(field("email"))).toBe("Enter a valid e-mail address");
    expect(paymentCalls().map(([url]) => String(url))).toEqual(["/api/calculate-tax"]);
  }, 20_000);

  it("for PayPal also needs the phone and, when it differs, the billing address; ticking 'same as shipping' hides it again", async () => {
    const { user } = await renderCheckout();
    await user.click(screen.getByRole("tab", { name: "PayPal" }));
    await user.click(screen.getByLabelText("Billing address same as shipping"));
    expect(screen.getByRole("group", { name: "Billing Address" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Pay \$[\d,.]+ with PayPal$/ }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("Missing Required Information", {
        description:
          "Please fill in the following required fields: First Name, Last Name, Email, Phone, Shipping Address, City, State, Zip Code, Billing Address, Billing City, Billing State, Billing Zip Code",
      }),
    );
    await user.click(screen.getByLabelText("Billing address same as shipping"));
    expect(screen.queryByRole("group", { name: "Billing Address" })).toBeNull();
    expect(paymentCalls()).toHaveLength(0);
  });
});
