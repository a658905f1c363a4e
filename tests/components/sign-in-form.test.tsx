import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SignInResult } from "@/lib/auth/actions";
import { router } from "./support/module-mocks";

const actions = vi.hoisted(() => ({
  signInWithPassword: vi.fn<(input: { email?: unknown; password?: unknown; callbackUrl?: unknown }) => Promise<SignInResult>>(),
}));
vi.mock("@/lib/auth/actions", () => actions);

const { SignInForm } = await import("@/components/auth/sign-in-form");

type User = ReturnType<typeof userEvent.setup>;

const emailField = () => screen.getByLabelText("Email") as HTMLInputElement;
const passwordField = () => screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;

async function signIn(user: User, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

/** The portal dialog's use of the form. */
function renderInDialog() {
  const onSignedIn = vi.fn(async () => undefined);
  const onLeave = vi.fn();
  render(<SignInForm onSignedIn={onSignedIn} onLeave={onLeave} autoFocus registerHref="/register" />);
  return { onSignedIn, onLeave, user: userEvent.setup({ delay: null }) };
}

/** A link's click without the navigation happy-dom cannot do. */
async function follow(user: User, link: HTMLElement) {
  link.addEventListener("click", (event) => event.preventDefault());
  await user.click(link);
}

beforeEach(() => {
  actions.signInWithPassword.mockReset();
  vi.clearAllMocks();
});

describe("the sign-in form on /sign-in", () => {
  it("names the empty fields next to them and focuses the first, without sending", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignInForm callbackUrl="/account" />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(screen.getByText("Enter your e-mail address.")).toBeTruthy());
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(emailField().getAttribute("aria-describedby")).toBe(screen.getByText("Enter your e-mail address.").id);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(actions.signInWithPassword).not.toHaveBeenCalled();
  });

  it("names a malformed address without sending, and clears the message once the field is edited", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignInForm callbackUrl="/account" />);
    await signIn(user, "dana.example.com", "customer-e2e-password");
    expect(await screen.findByText("Enter a valid e-mail address, like name@company.com.")).toBeTruthy();
    expect(actions.signInWithPassword).not.toHaveBeenCalled();

    await user.type(emailField(), "x");
    expect(screen.queryByText("Enter a valid e-mail address, like name@company.com.")).toBeNull();
    expect(emailField().getAttribute("aria-invalid")).toBeNull();
  });

  it("sends the address, the password and where to go, then goes there", async () => {
    const user = userEvent.setup({ delay: null });
    actions.signInWithPassword.mockResolvedValue({ ok: true, redirectTo: "/account" });
    render(<SignInForm callbackUrl="/account" />);
    await signIn(user, "dana@example.com", "customer-e2e-password");

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account"));
    expect(actions.signInWithPassword).toHaveBeenCalledWith({
      email: "dana@example.com",
      password: "customer-e2e-password",
      callbackUrl: "/account",
    });
  });

  it("shows the server's refusal in the form's message, focused, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    actions.signInWithPassword.mockResolvedValue({ ok: false, error: "Incorrect e-mail or password.", fields: {} });
    render(<SignInForm callbackUrl="/account" />);
    await signIn(user, "dana@example.com", "not-the-password");

    const message = await screen.findByTestId("form-message");
    expect(message.textContent).toBe("Incorrect e-mail or password.");
    expect(message.getAttribute("role")).toBe("alert");
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    expect(emailField().value).toBe("dana@example.com");
    expect(screen.queryByRole("link", { name: "Send me a new confirmation link" })).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("puts the server's field errors next to their fields", async () => {
    const user = userEvent.setup({ delay: null });
    actions.signInWithPassword.mockResolvedValue({
      ok: false,
      error: "Please correct the highlighted fields.",
      fields: { email: "That e-mail address is too long." },
    });
    render(<SignInForm callbackUrl="/account" />);
    await signIn(user, "dana@example.com", "customer-e2e-password");

    expect(await screen.findByText("That e-mail address is too long.")).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
  });

  it("offers a new confirmation link when the address is not confirmed yet", async () => {
    const user = userEvent.setup({ delay: null });
    actions.signInWithPassword.mockResolvedValue({
      ok: false,
      error: "Please confirm your e-mail address first.",
      fields: {},
      unverified: true,
    });
    render(<SignInForm callbackUrl="/account" />);
    await signIn(user, "new@example.com", "harbor-lantern-42");

    const link = await screen.findByRole("link", { name: "Send me a new confirmation link" });
    expect(link.getAttribute("href")).toBe("/verify-email");
  });

  it("says it is signing in while the server answers, and sends once", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (result: SignInResult) => void = () => undefined;
    actions.signInWithPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<SignInForm callbackUrl="/account" />);
    await signIn(user, "dana@example.com", "customer-e2e-password");

    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    await user.type(passwordField(), "{Enter}");
    expect(actions.signInWithPassword).toHaveBeenCalledTimes(1);
    answer({ ok: false, error: "Incorrect e-mail or password.", fields: {} });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeTruthy();
  });
});

describe("the sign-in form in the portal dialog", () => {
  it("starts in the e-mail field and names the empty fields without sending", async () => {
    const { user } = renderInDialog();
    expect(document.activeElement).toBe(emailField());
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(screen.getByText("Enter your e-mail address.")).toBeTruthy());
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(actions.signInWithPassword).not.toHaveBeenCalled();
  });

  it("signs in without leaving the page and tells the portal", async () => {
    actions.signInWithPassword.mockResolvedValue({ ok: true, redirectTo: "/" });
    const { user, onSignedIn } = renderInDialog();
    await signIn(user, "dana@example.com", "customer-e2e-password");

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows a wrong password as the one alert and keeps the address", async () => {
    actions.signInWithPassword.mockResolvedValue({ ok: false, error: "Incorrect e-mail or password.", fields: {} });
    const { user, onSignedIn } = renderInDialog();
    await signIn(user, "dana@example.com", "not-the-password");

    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect e-mail or password.");
    expect(emailField().value).toBe("dana@example.com");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("says signing in failed when the server cannot be reached", async () => {
    actions.signInWithPassword.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderInDialog();
    await signIn(user, "dana@example.com", "customer-e2e-password");

    expect((await screen.findByRole("alert")).textContent).toBe("Signing in failed. Check your connection and try again.");
  });

  it("closes the dialog when a link leads away: reset, registration, a new confirmation link", async () => {
    actions.signInWithPassword.mockResolvedValue({
      ok: false,
      error: "Please confirm your e-mail address first.",
      fields: {},
      unverified: true,
    });
    const { user, onLeave } = renderInDialog();
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
    await follow(user, screen.getByRole("link", { name: "Forgot your password?" }));
    await follow(user, screen.getByRole("link", { name: "Create an account" }));
    await signIn(user, "new@example.com", "harbor-lantern-42");
    await follow(user, await screen.findByRole("link", { name: "Send me a new confirmation link" }));
    expect(onLeave).toHaveBeenCalledTimes(3);
  });
});
