// The lead page's status and reply forms (components/admin/lead-status-form.tsx, lead-reply-form.tsx):
// the status select offers only the moves the current status allows; "lost" asks for a reason, refused at
// the field when blank; the request names the status staff saw; the server's 409 shows beside the select;
// a reply sends its subject and text, says it was queued, and shows the server's refusal beside its field;
// the staff navigation counts the new leads beside "Leads" for screen readers too.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { LeadReplyForm } from "@/components/admin/lead-reply-form";
import { LeadStatusForm } from "@/components/admin/lead-status-form";
import { StaffNav } from "@/components/staff/staff-nav";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { navigation, router, toast } from "./support/module-mocks";

const fetchMock = mockFetch();

beforeEach(() => {
  navigation.setPathname("/admin");
});

const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the lead's status form", () => {
  it("offers only the moves a new lead allows, and a reopened won lead only contacted", () => {
    const { unmount } = render(<LeadStatusForm leadId={12} status="new" />);
    expect(options(screen.getByLabelText(/^Move to/))).toEqual(["Choose a status", "Contacted", "Quoted", "Won", "Lost"]);
    unmount();
    render(<LeadStatusForm leadId={12} status="won" />);
    expect(options(screen.getByLabelText(/^Move to/))).toEqual(["Choose a status", "Contacted"]);
  });

  it("asks why a lost lead was lost, refusing a blank reason at the field without sending anything", async () => {
    const user = userEvent.setup();
    render(<LeadStatusForm leadId={12} status="quoted" />);
    expect(screen.queryByLabelText(/^Why was it lost/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Move to/), "Lost");
    const reason = screen.getByLabelText(/^Why was it lost/);
    await user.click(screen.getByRole("button", { name: "Save Status" }));
    expect(await screen.findByText("Say why the lead was lost")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the new status with its reason and the status staff saw, says so and refreshes the page", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: "Marked lost", status: "lost", ownerId: null }));
    render(<LeadStatusForm leadId={12} status="quoted" />);
    await user.selectOptions(screen.getByLabelText(/^Move to/), "Lost");
    await user.type(screen.getByLabelText(/^Why was it lost/), "Chose a cheaper hazmat acid");
    await user.click(screen.getByRole("button", { name: "Save Status" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/leads/12");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("PATCH");
    expect(sentBody()).toEqual({ status: "lost", expectedStatus: "quoted", lostReason: "Chose a cheaper hazmat acid" });
    expect(toast.success).toHaveBeenCalledWith("Marked lost", { description: "Lead #12" });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("sends no reason with another status, even one typed before", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: "Marked won", status: "won", ownerId: null }));
    render(<LeadStatusForm leadId={12} status="quoted" />);
    await user.selectOptions(screen.getByLabelText(/^Move to/), "Lost");
    await user.type(screen.getByLabelText(/^Why was it lost/), "Changed my mind");
    await user.selectOptions(screen.getByLabelText(/^Move to/), "Won");
    await user.click(screen.getByRole("button", { name: "Save Status" }));
    expect(sentBody()).toEqual({ status: "won", expectedStatus: "quoted" });
  });

  it("shows the server's 409 beside the select when someone else moved the lead meanwhile", async () => {
    const user = userEvent.setup();
    const message = "Someone else changed this lead meanwhile: it is won now. Reload the page and try again.";
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: message, fields: { status: message } }));
    render(<LeadStatusForm leadId={12} status="new" />);
    const select = screen.getByLabelText(/^Move to/);
    await user.selectOptions(select, "Contacted");
    await user.click(screen.getByRole("button", { name: "Save Status" }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(toast.error).toHaveBeenCalledWith("Not saved", { description: message });
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe("the reply form", () => {
  const form = () =>
    render(
      <LeadReplyForm
        leadId={7}
        to="jane@acme.test"
        replyTo="sales@triplezero.test"
        defaultSubject="Re: your quote request"
        greeting="Hello Jane,"
      />,
    );

  it("starts with the subject and the greeting, and says where the answer goes", () => {
    form();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe("Re: your quote request");
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe("Hello Jane,\n\n");
    expect(screen.getByRole("form", { name: "Reply by e-mail" }).textContent).toContain("sales@triplezero.test");
  });

  it("sends the subject and text, says the reply was queued, and starts again", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { success: true, message: "Reply queued for sending", emailId: 99, status: "contacted" }),
    );
    form();
    await user.type(screen.getByLabelText(/^Message/), "A tote is $1,150 delivered.");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/leads/7/reply");
    expect(sentBody()).toEqual({ subject: "Re: your quote request", body: "Hello Jane,\n\nA tote is $1,150 delivered." });
    expect(toast.success).toHaveBeenCalledWith("Reply queued for sending", { description: "To jane@acme.test" });
    expect(router.refresh).toHaveBeenCalled();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe("Hello Jane,\n\n");
  });

  it("refuses an empty subject at the field, and shows the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    form();
    const subject = screen.getByLabelText(/^Subject/);
    await user.clear(subject);
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(await screen.findByText("Write a subject")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const message = "Use at most 10,000 characters";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "Invalid request", fields: { body: message } }));
    await user.type(subject, "Re: hello");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^Message/).getAttribute("aria-invalid")).toBe("true");
    expect(toast.error).toHaveBeenCalledWith("Not sent", { description: "Invalid request" });
  });
});

describe("the staff navigation's count of new leads", () => {
  it("shows the count beside Leads, read as new leads, and nothing when there are none", () => {
    const { unmount } = render(<StaffNav staffRole="sales" newLeads={3} />);
    // happy-dom lays every element out as a block: its accessible name has a space before the comma.
    const link = screen.getByRole("link", { name: /^Leads ?, 3 new leads$/ });
    expect(link.getAttribute("href")).toBe("/admin/leads");
    expect(screen.getByTestId("new-leads-count").textContent).toBe("3");
    unmount();
    render(<StaffNav staffRole="sales" newLeads={0} />);
    expect(screen.getByRole("link", { name: "Leads" })).toBeTruthy();
    expect(screen.queryByTestId("new-leads-count")).toBeNull();
  });
});
