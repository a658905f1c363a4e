import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NewTicketForm } from "@/components/portal/new-ticket-form";
import { PortalSessionProvider, type PortalSession } from "@/components/portal/portal-session";
import type { PortalOrder, PortalTicket } from "@/lib/portal/schemas";
import { siteConfig } from "@/lib/site-config";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();
const session: PortalSession = {
  user: {
    id: "u1",
    email: "dana@example.com",
    firstName: "Dana",
    lastName: "Whitfield",
    createdAt: "2026-01-01T00:00:00.000Z",
    role: "customer",
  },
  sessionLost: vi.fn(),
  close: vi.fn(),
  signedOut: vi.fn(),
};
const TICKET: PortalTicket = {
  id: "2026-0042",
  subject: "Tote pump leaks",
  status: "Open",
  created: "2026-03-01T10:00:00.000Z",
  updated: "2026-03-01T10:00:00.000Z",
  order: null,
};
const ORDERS: PortalOrder[] = [
  {
    id: "order-1",
    orderNumber: "TZ-260301-7KQ4MX",
    date: "2026-03-01T09:00:00.000Z",
    product: "Acid Beer-Line Cleaner",
    status: "Delivered",
    tone: "green",
    total: 219.8,
    items: [],
  },
];

const json = jsonResponse;

function renderForm(orders: PortalOrder[] = []) {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  render(
    <PortalSessionProvider value={session}>
      <NewTicketForm orders={orders} onCreated={onCreated} onCancel={onCancel} />
    </PortalSessionProvider>,
  );
  return { onCreated, onCancel, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, subject: string, message: string) {
  if (subject) await user.type(screen.getByLabelText(/Subject/), subject);
  if (message) await user.type(screen.getByLabelText(/Message/), message);
  await user.click(screen.getByRole("button", { name: "Submit Ticket" }));
}

describe("the portal's New Ticket form", () => {
  it("names the fields that are too short next to them, focuses the first, and sends nothing", async () => {
    const { user } = renderForm();
    await fill(user, "Hi", "");

    expect(await screen.findByText("Subject needs at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Tell us a little more: at least 10 characters")).toBeTruthy();
    const subject = screen.getByLabelText(/Subject/);
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the ticket, says it was created and hands it over", async () => {
    fetchMock.mockResolvedValue(json(201, TICKET));
    const { user, onCreated } = renderForm();
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(TICKET));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/customer/tickets");
    expect(JSON.parse(String(init?.body))).toEqual({ subject: "Tote pump leaks", message: "The pump on the last tote drips at the seal." });
    expect(toast.success).toHaveBeenCalledWith("Ticket 2026-0042 created", {
      description: `Our team will reply ${siteConfig.responsePromise}.`,
    });
  });

  it("shows the server's field errors next to the fields and its message above, keeping what was typed", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "Invalid request", fields: { subject: "Subject can be at most 150 characters" } }));
    const { user, onCreated } = renderForm();
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    expect(await screen.findByText("Subject can be at most 150 characters")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Invalid request");
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe("Tote pump leaks");
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("says the ticket was not sent when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderForm();
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    expect((await screen.findByRole("alert")).textContent).toContain("Your ticket was not sent. Please try again.");
  });

  it("hands a lost session to the portal instead of showing an error", async () => {
    fetchMock.mockResolvedValue(json(401, { error: "Unauthorized" }));
    const { user } = renderForm();
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    await waitFor(() => expect(session.sessionLost).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says it is submitting while the server answers, and sends once", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, onCreated } = renderForm();
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    const busy = await screen.findByRole("button", { name: "Submitting..." });
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json(201, TICKET));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  });

  it("offers no order choice to a customer without orders", () => {
    renderForm();
    expect(screen.queryByLabelText(/Order/)).toBeNull();
  });

  it("sends the order the ticket is about when the customer chooses one of theirs", async () => {
    fetchMock.mockResolvedValue(json(201, { ...TICKET, order: { id: "order-1", orderNumber: "TZ-260301-7KQ4MX" } }));
    const { user, onCreated } = renderForm(ORDERS);
    const select = screen.getByLabelText(/Order/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Not about an order",
      "TZ-260301-7KQ4MX · Mar 1, 2026 · Acid Beer-Line Cleaner",
    ]);
    await user.selectOptions(select, "order-1");
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      subject: "Tote pump leaks",
      message: "The pump on the last tote drips at the seal.",
      orderId: "order-1",
    });
  });

  it("shows the server's refusal of the order next to the order", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "Invalid request", fields: { orderId: "Choose one of your orders from the list" } }));
    const { user } = renderForm(ORDERS);
    await user.selectOptions(screen.getByLabelText(/Order/), "order-1");
    await fill(user, "Tote pump leaks", "The pump on the last tote drips at the seal.");

    expect(await screen.findByText("Choose one of your orders from the list")).toBeTruthy();
    expect(screen.getByLabelText(/Order/).getAttribute("aria-invalid")).toBe("true");
  });

  it("Cancel closes the form", async () => {
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
