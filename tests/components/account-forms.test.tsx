import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthFormState } from "@/lib/auth/form-state";
import { PASSWORD_HINT } from "@/lib/auth/password-rules";

type Action = (previous: AuthFormState, formData: FormData) => Promise<AuthFormState>;
const actions = vi.hoisted(() => ({
  registerAction: vi.fn<Action>(),
  forgotPasswordAction: vi.fn<Action>(),
  resendVerificationAction: vi.fn<Action>(),
  confirmEmailAction: vi.fn<Action>(),
  changePasswordAction: vi.fn<Action>(),
  resetPasswordAction: vi.fn<Action>(),
}));
vi.mock("@/lib/auth/actions", () => actions);

const { RegisterForm } = await import("@/components/auth/register-form");
const { ForgotPasswordForm } = await import("@/components/auth/forgot-password-form");
const { ResendVerificationForm } = await import("@/components/auth/resend-verification-form");
const { ConfirmEmailForm } = await import("@/components/auth/confirm-email-form");
const { ChangePasswordForm } = await import("@/components/auth/change-password-form");
const { ResetPasswordForm } = await import("@/components/auth/reset-password-form");

const input = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The key a call carried, that makes a repeat of the same values apply once (lib/http/action.ts). */
const keyOf = (action: (typeof actions)[keyof typeof actions], call = 0) => action.mock.calls[call]![1].get("idempotencyKey");
/** The fields the first call sent, its key aside. */
const sent = (action: (typeof actions)[keyof typeof actions]) => {
  expect(keyOf(action)).toMatch(UUID);
  const { idempotencyKey: _key, ...fields } = Object.fromEntries(action.mock.calls[0]![1]);
  return fields;
};
const message = () => screen.findByTestId("form-message");
const setup = () => userEvent.setup({ delay: null });

beforeEach(() => {
  vi.clearAllMocks();
  for (const action of Object.values(actions)) action.mockReset();
});

describe("creating an account", () => {
  async function fill(user: ReturnType<typeof setup>, password: string) {
    await user.type(input("First Name"), "Riley");
    await user.type(input("Last Name"), "Park");
    await user.type(input("Company"), "Park Dairy");
    await user.type(input("Email"), "riley@example.com");
    await user.type(input("Password"), password);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
  }

  it("shows the password rule and names every empty field, without sending", async () => {
    const user = setup();
    render(<RegisterForm callbackUrl="/account" />);
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    for (const text of [
      "Enter your first name.",
      "Enter your last name.",
      "Enter your company.",
      "Enter your e-mail address.",
      "Choose a password.",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(input("First Name")));
    // The password is described by its rule and by its error.
    expect(input("Password").getAttribute("aria-describedby")?.split(" ")).toHaveLength(2);
    expect(actions.registerAction).not.toHaveBeenCalled();
  });

  it("refuses a common password next to its field, keeping the other fields", async () => {
    const user = setup();
    render(<RegisterForm callbackUrl="/account" />);
    await fill(user, "password123");

    // Shown next to the password, which names it among its descriptions.
    const error = await screen.findByText("This password is too common. Choose one that is harder to guess.");
    expect(input("Password").getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(input("Password")));
    expect(input("First Name").value).toBe("Riley");
    expect(actions.registerAction).not.toHaveBeenCalled();
  });

  it("sends the fields with where to go afterwards, then says to check the e-mail", async () => {
    const user = setup();
    actions.registerAction.mockResolvedValue({ status: "success", message: "Check your e-mail: we sent a message to riley@example.com." });
    render(<RegisterForm callbackUrl="/account" />);
    await fill(user, "quiet-orchard-58");

    expect((await message()).textContent).toBe("Check your e-mail: we sent a message to riley@example.com.");
    expect(sent(actions.registerAction)).toEqual({
      firstName: "Riley",
      lastName: "Park",
      company: "Park Dairy",
      email: "riley@example.com",
      password: "quiet-orchard-58",
      callbackUrl: "/account",
    });
    expect(screen.getByRole("link", { name: "ask for a new link" }).getAttribute("href")).toBe("/verify-email");
    expect(screen.getByRole("link", { name: "Go to Sign In" }).getAttribute("href")).toBe("/sign-in");
    expect(screen.queryByRole("button", { name: "Create Account" })).toBeNull();
  });

  it("shows a refusal of the server in the message, keeping the form", async () => {
    const user = setup();
    actions.registerAction.mockResolvedValue({
      status: "error",
      error: "Too many new accounts from this connection. Try again in 5 minutes.",
      fields: {},
    });
    render(<RegisterForm callbackUrl="/account" />);
    await fill(user, "quiet-orchard-58");

    expect((await message()).textContent).toBe("Too many new accounts from this connection. Try again in 5 minutes.");
    expect(input("Company").value).toBe("Park Dairy");
  });

  it("sends the same values again with the same key until they are applied, so that a retry creates one account", async () => {
    const user = setup();
    actions.registerAction.mockResolvedValueOnce({ status: "error", error: "Your request was not sent.", fields: {} });
    actions.registerAction.mockResolvedValue({ status: "success", message: "Check your e-mail." });
    render(<RegisterForm callbackUrl="/account" />);
    await fill(user, "quiet-orchard-58");
    await screen.findByText("Your request was not sent.");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByText("Check your e-mail.");
    expect(keyOf(actions.registerAction, 1)).toBe(keyOf(actions.registerAction, 0));
  });

  it("says it is creating the account while the server answers", async () => {
    const user = setup();
    actions.registerAction.mockReturnValue(new Promise(() => undefined));
    render(<RegisterForm callbackUrl="/account" />);
    await fill(user, "quiet-orchard-58");
    expect(((await screen.findByRole("button", { name: "Creating your account..." })) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("the e-mailed link forms", () => {
  it("forgot password: names an empty address, then shows the same answer for any address", async () => {
    const user = setup();
    actions.forgotPasswordAction.mockResolvedValue({
      status: "success",
      message: "If an account exists for that e-mail, we have sent a link.",
    });
    render(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expect(screen.getByText("Enter your e-mail address.")).toBeTruthy());
    expect(actions.forgotPasswordAction).not.toHaveBeenCalled();

    await user.type(input("Email"), "riley@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect((await message()).textContent).toBe("If an account exists for that e-mail, we have sent a link.");
    expect(sent(actions.forgotPasswordAction)).toEqual({ email: "riley@example.com" });
  });

  it("new confirmation link: a refusal shows in the message and takes the focus", async () => {
    const user = setup();
    actions.resendVerificationAction.mockResolvedValue({
      status: "error",
      error: "Too many requests. Try again in 15 minutes.",
      fields: {},
    });
    render(<ResendVerificationForm />);
    await user.type(input("Email"), "riley@example.com");
    await user.click(screen.getByRole("button", { name: "Send a New Link" }));

    const shown = await message();
    expect(shown.textContent).toBe("Too many requests. Try again in 15 minutes.");
    await waitFor(() => expect(document.activeElement).toBe(shown.parentElement));
  });

  it("says when the server could not be reached", async () => {
    const user = setup();
    actions.forgotPasswordAction.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<ForgotPasswordForm defaultEmail="riley@example.com" />);
    expect(input("Email").value).toBe("riley@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect((await message()).textContent).toBe("Your request was not sent. Check your connection and try again.");
  });
});

describe("confirming the e-mail address", () => {
  it("sends the link's token on a press and then offers to sign in", async () => {
    const user = setup();
    actions.confirmEmailAction.mockResolvedValue({ status: "success", message: "Your e-mail address is confirmed." });
    render(<ConfirmEmailForm token="tok-123" />);
    await user.click(screen.getByRole("button", { name: "Confirm My E-mail Address" }));

    expect((await message()).textContent).toBe("Your e-mail address is confirmed.");
    expect(sent(actions.confirmEmailAction)).toEqual({ token: "tok-123" });
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/sign-in");
  });

  it("a refused link says why, takes the focus and offers a new one", async () => {
    const user = setup();
    actions.confirmEmailAction.mockResolvedValue({
      status: "error",
      error: "This link has already been used.",
      fields: { token: "This link has already been used." },
    });
    render(<ConfirmEmailForm token="tok-123" />);
    await user.click(screen.getByRole("button", { name: "Confirm My E-mail Address" }));

    const shown = await message();
    expect(shown.textContent).toBe("This link has already been used.");
    await waitFor(() => expect(document.activeElement).toBe(shown.parentElement));
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/verify-email");
  });
});

describe("changing the password on the account page", () => {
  async function change(user: ReturnType<typeof setup>, current: string, next: string) {
    await user.type(input("Current Password"), current);
    await user.type(input("New Password"), next);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
  }

  it("refuses the same password again next to the new one, without sending", async () => {
    const user = setup();
    render(<ChangePasswordForm />);
    await change(user, "harbor-lantern-42", "harbor-lantern-42");
    expect(await screen.findByText("Choose a password different from your current one.")).toBeTruthy();
    expect(actions.changePasswordAction).not.toHaveBeenCalled();
  });

  it("shows a wrong current password next to it, focused", async () => {
    const user = setup();
    actions.changePasswordAction.mockResolvedValue({
      status: "error",
      error: "Please correct the highlighted fields.",
      fields: { currentPassword: "That is not your current password." },
    });
    render(<ChangePasswordForm />);
    await change(user, "not-it-at-all", "copper-kettle-93");

    expect(await screen.findByText("That is not your current password.")).toBeTruthy();
    expect(input("Current Password").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(input("Current Password")));
    expect((await message()).textContent).toBe("Please correct the highlighted fields.");
  });

  it("empties both fields once the password is changed", async () => {
    const user = setup();
    actions.changePasswordAction.mockResolvedValue({ status: "success", message: "Your password has been changed." });
    render(<ChangePasswordForm />);
    await change(user, "harbor-lantern-42", "copper-kettle-93");

    expect((await message()).textContent).toBe("Your password has been changed.");
    expect(sent(actions.changePasswordAction)).toEqual({ currentPassword: "harbor-lantern-42", newPassword: "copper-kettle-93" });
    expect(input("Current Password").value).toBe("");
    expect(input("New Password").value).toBe("");
  });
});

describe("choosing a new password from a reset link", () => {
  it("sends the token with the new password and then offers to sign in", async () => {
    const user = setup();
    actions.resetPasswordAction.mockResolvedValue({ status: "success", message: "Your password has been changed." });
    render(<ResetPasswordForm token="reset-1" />);
    await user.type(input("New Password"), "copper-kettle-93");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));

    expect((await message()).textContent).toBe("Your password has been changed.");
    expect(sent(actions.resetPasswordAction)).toEqual({ token: "reset-1", password: "copper-kettle-93" });
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/sign-in");
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });

  it("a refused link offers a new one", async () => {
    const user = setup();
    actions.resetPasswordAction.mockResolvedValue({
      status: "error",
      error: "This reset link has expired.",
      fields: { token: "This reset link has expired." },
    });
    render(<ResetPasswordForm token="reset-1" />);
    await user.type(input("New Password"), "copper-kettle-93");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));

    expect((await message()).textContent).toBe("This reset link has expired.");
    expect(screen.getByRole("link", { name: "Ask for a new reset link" }).getAttribute("href")).toBe("/forgot-password");
  });
});
