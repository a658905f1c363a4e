// The staff-account forms: the owner's "Invite staff" form names each missing field and
// each role's areas, sends the invitation and shows a refusal beside the field it names; a member's role
// and deactivation go through a confirmation; the invitee's set-password form keeps to the password rule,
// says when the link cannot be used, and leads to sign in.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InviteStaffForm } from "@/components/staff/invite-staff-form";
import { StaffMemberActions } from "@/components/staff/staff-member-actions";
import type { StaffMemberRow } from "@/lib/staff/schema";
import type { AuthFormState } from "@/lib/auth/form-state";
import { PASSWORD_HINT } from "@/lib/auth/password-rules";
import { STAFF_ROLE_DESCRIPTIONS } from "@/lib/auth/staff-access";
import { INVITATION_MESSAGES, STAFF_RULE_MESSAGES } from "@/lib/staff/rules";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { router, toast } from "./support/module-mocks";

type Action = (previous: AuthFormState, formData: FormData) => Promise<AuthFormState>;
const actions = vi.hoisted(() => ({ acceptStaffInvitationAction: vi.fn<Action>() }));
vi.mock("@/lib/auth/actions", () => actions);

const { StaffInvitationForm } = await import("@/components/auth/staff-invitation-form");

const fetchMock = mockFetch();
const setup = () => userEvent.setup({ delay: null });
const input = (label: RegExp | string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

beforeEach(() => {
  actions.acceptStaffInvitationAction.mockReset();
});

describe("inviting staff", () => {
  it("names every missing field, with each role's areas shown, and sends nothing", async () => {
    const user = setup();
    render(<InviteStaffForm />);
    for (const description of Object.values(STAFF_ROLE_DESCRIPTIONS)) expect(screen.getByText(description)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    // The schema checks the fields before anything is sent, asynchronously.
    expect(await screen.findByText("Enter their first name.")).toBeTruthy();
    for (const message of ["Enter their last name.", "Enter their e-mail address.", "Choose a role."]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(input(/^First name/)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends Sam Ortiz as Sales, says so and empties the form", async () => {
    const user = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { success: true, invitation: { id: 7, email: "sam@example.com", expiresAt: "2026-11-28T09:00:00.000Z" } }),
    );
    render(<InviteStaffForm />);
    await user.type(input(/^First name/), "Sam");
    await user.type(input(/^Last name/), "Ortiz");
    await user.type(input(/^E-mail address/), "Sam@Example.com");
    await user.click(screen.getByRole("radio", { name: /^Sales/ }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Invitation sent", expect.anything()));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(["/api/admin/staff/invitations", "POST"]);
    expect(sentBody()).toEqual({ firstName: "Sam", lastName: "Ortiz", email: "sam@example.com", staffRole: "sales" });
    expect(router.refresh).toHaveBeenCalled();
    await waitFor(() => expect(input(/^First name/).value).toBe(""));
  });

  it("shows an address that already has an account beside the e-mail field", async () => {
    const user = setup();
    const message = STAFF_RULE_MESSAGES.customerExists;
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: message, fields: { email: message } }));
    render(<InviteStaffForm />);
    await user.type(input(/^First name/), "Robin");
    await user.type(input(/^Last name/), "Keller");
    await user.type(input(/^E-mail address/), "robin@example.com");
    await user.click(screen.getByRole("radio", { name: /^Orders/ }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(input(/^E-mail address/).getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(input(/^E-mail address/)));
    expect(toast.error).toHaveBeenCalledWith("The invitation was not sent", { description: message });
    expect(input(/^First name/).value).toBe("Robin");
  });
});

describe("a staff member's actions", () => {
  const member: StaffMemberRow = {
    id: "user_1",
    firstName: "Quinn",
    lastName: "Reyes",
    email: "quinn@example.com",
    staffRole: "sales",
    active: true,
    deactivatedAt: null,
    lastLoginAt: null,
  };

  it("deactivates after a confirmation that says the member is signed out at once", async () => {
    const user = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, member: { ...member, active: false } }));
    render(<StaffMemberActions member={member} isSelf={false} />);
    await user.click(screen.getByRole("button", { name: "Deactivate Quinn Reyes" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Deactivate Quinn Reyes?" });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Account deactivated", expect.anything()));
    expect([fetchMock.mock.calls[0]![0], fetchMock.mock.calls[0]![1]?.method]).toEqual(["/api/admin/staff/members/user_1", "PATCH"]);
    expect(sentBody()).toEqual({ active: false });
  });

  it("offers no deactivation of one's own account", () => {
    render(<StaffMemberActions member={member} isSelf />);
    expect(screen.queryByRole("button", { name: /^Deactivate/ })).toBeNull();
    expect(screen.getByText("You cannot deactivate your own account.")).toBeTruthy();
  });

  it("shows the last owner's refusal beside the role", async () => {
    const user = setup();
    const message = STAFF_RULE_MESSAGES.lastOwnerRole;
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: message, fields: { staffRole: message } }));
    render(<StaffMemberActions member={{ ...member, staffRole: "owner" }} isSelf />);
    const role = screen.getByLabelText("Role of Quinn Reyes", { selector: "select" });
    await user.selectOptions(role, "content");
    await user.click(screen.getByRole("button", { name: "Change role" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Give Quinn Reyes the Content role?" })).getByRole("button", {
        name: "Change role",
      }),
    );

    expect(await screen.findByText(message)).toBeTruthy();
    expect(role.getAttribute("aria-invalid")).toBe("true");
    expect(sentBody()).toEqual({ staffRole: "content" });
  });
});

describe("choosing the password of an invitation", () => {
  const token = "A".repeat(43);
  const form = () => render(<StaffInvitationForm token={token} email="sam@example.com" />);

  it("shows the address and the password rule, and refuses a common password without sending", async () => {
    const user = setup();
    form();
    expect(screen.getByText("sam@example.com")).toBeTruthy();
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    await user.type(input("Password"), "password123");
    await user.click(screen.getByRole("button", { name: "Create Staff Account" }));
    // Shown next to the password, which names it among its descriptions.
    const error = await screen.findByText("This password is too common. Choose one that is harder to guess.");
    expect(input("Password").getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(actions.acceptStaffInvitationAction).not.toHaveBeenCalled();
  });

  it("sends the token with the password, then leads to sign in", async () => {
    const user = setup();
    actions.acceptStaffInvitationAction.mockResolvedValue({ status: "success", message: "Your staff account is ready." });
    form();
    await user.type(input("Password"), "copper-kettle-58");
    await user.click(screen.getByRole("button", { name: "Create Staff Account" }));

    expect((await screen.findByTestId("form-message")).textContent).toBe("Your staff account is ready.");
    // The form kit names the action with a key of its own (lib/http/idempotency.ts), beside the fields.
    const { idempotencyKey, ...sent } = Object.fromEntries(actions.acceptStaffInvitationAction.mock.calls[0]![1]);
    expect(sent).toEqual({ token, password: "copper-kettle-58" });
    expect(idempotencyKey).toMatch(/^[\x21-\x7e]{8,128}$/);
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/sign-in?callbackUrl=%2Fadmin");
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it.each([
    ["used meanwhile, and offers to sign in", INVITATION_MESSAGES.used, true],
    ["withdrawn, without a way to sign in", INVITATION_MESSAGES.revoked, false],
  ])("says why a link %s cannot make an account", async (_case, message, signIn) => {
    const user = setup();
    actions.acceptStaffInvitationAction.mockResolvedValue({ status: "error", error: message, fields: { token: message } });
    form();
    await user.type(input("Password"), "copper-kettle-58");
    await user.click(screen.getByRole("button", { name: "Create Staff Account" }));

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("link", { name: "Sign In" }) !== null).toBe(signIn);
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});
