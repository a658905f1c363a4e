"use server";
// Server actions of the account pages, also for other client components (the header's portal):
// signInWithPassword and signOutNow answer instead of redirecting, the *Action ones suit
// useActionState and <form action>. Every input is parsed again here with the forms' own schemas.
import { AuthError, CredentialsSignin } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { consume, clientAddress } from "@/lib/rate-limit";
import { registerAccount } from "./accounts";
import { DEFAULT_AFTER_SIGN_IN, safeCallbackUrl } from "./callback-url";
import { INVALID_CREDENTIALS_MESSAGE, rateLimitedMessage } from "./credentials";
import { FORGOT_PASSWORD_SENT, PASSWORD_CHANGED, type AuthFormState } from "./form-state";
import { signIn, signOut } from "./next-auth";
import { requestPasswordReset, resetLinkOrigin, resetPassword } from "./password-reset";
import { fieldMessages, forgotPasswordSchema, registerSchema, resetPasswordSchema, signInSchema } from "./schemas";

type Fields = Record<string, string>;
export type SignInResult = { ok: true; redirectTo: string } | { ok: false; error: string; fields: Fields };

const INVALID_FORM = "Please correct the highlighted fields.";

/** The text fields of a form; files and repeated names are ignored. */
function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}

async function requestContext() {
  const list = await headers();
  const address = clientAddress(new Request("http://localhost/", { headers: list }));
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  const proto = list.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return { address, origin: `${proto}://${host}` };
}

/** Checks the password and sets the session cookie; never redirects. */
export async function signInWithPassword(input: { email?: unknown; password?: unknown; callbackUrl?: unknown }): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: INVALID_FORM, fields: fieldMessages(parsed.error) };
  const { origin } = await requestContext();
  const redirectTo = safeCallbackUrl(parsed.data.callbackUrl, origin);
  try {
    await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false, redirectTo });
    return { ok: true, redirectTo };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      const limited = /^rate_limited:(\d+)$/.exec(error.code);
      if (limited) return { ok: false, error: rateLimitedMessage(Number(limited[1])), fields: {} };
      return { ok: false, error: INVALID_CREDENTIALS_MESSAGE, fields: {} };
    }
    if (error instanceof AuthError) return { ok: false, error: "Signing in failed. Please try again.", fields: {} };
    throw error;
  }
}

export async function signInAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const result = await signInWithPassword(formValues(formData));
  if (!result.ok) return { status: "error", error: result.error, fields: result.fields };
  redirect(result.redirectTo);
}

/** Ends the session (deletes the cookie); never redirects. */
export async function signOutNow(): Promise<void> {
  await signOut({ redirect: false });
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirect: false });
  redirect("/");
}

// Account creation and reset e-mails are cheap to ask for and costly to serve (a slow hash, a mail).
const REGISTER_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
const FORGOT_LIMIT_PER_ADDRESS = { limit: 10, windowMs: 15 * 60 * 1000 };
const FORGOT_LIMIT_PER_ACCOUNT = { limit: 3, windowMs: 15 * 60 * 1000 };

export async function registerAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formValues(formData);
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success) return { status: "error", error: INVALID_FORM, fields: fieldMessages(parsed.error) };
  const { address, origin } = await requestContext();
  const limit = await consume(`register:address:${address}`, REGISTER_LIMIT);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { status: "error", error: `Too many new accounts from this connection. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`, fields: {} };
  }
  const created = await registerAccount(parsed.data, { ip: address });
  if (!created.ok) return { status: "error", error: INVALID_FORM, fields: created.fields };
  const redirectTo = safeCallbackUrl(parsed.data.callbackUrl, origin, DEFAULT_AFTER_SIGN_IN);
  const signedIn = await signInWithPassword({ email: parsed.data.email, password: parsed.data.password, callbackUrl: redirectTo });
  // The account exists either way; if signing in was refused (a busy address), the sign-in page says why.
  redirect(signedIn.ok ? signedIn.redirectTo : `/sign-in?callbackUrl=${encodeURIComponent(redirectTo)}`);
}

export async function forgotPasswordAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const parsed = forgotPasswordSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: "error", error: INVALID_FORM, fields: fieldMessages(parsed.error) };
  const { address, origin } = await requestContext();
  const perAddress = await consume(`forgot-password:address:${address}`, FORGOT_LIMIT_PER_ADDRESS);
  if (!perAddress.allowed) {
    const minutes = Math.ceil(perAddress.retryAfterSeconds / 60);
    return { status: "error", error: `Too many requests. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`, fields: {} };
  }
  // Past its own limit an address gets the same answer and no further mail: it cannot be used to flood an inbox.
  const perAccount = await consume(`forgot-password:account:${parsed.data.email}`, FORGOT_LIMIT_PER_ACCOUNT);
  if (perAccount.allowed) await requestPasswordReset(parsed.data.email, { origin: resetLinkOrigin(origin) });
  return { status: "success", message: FORGOT_PASSWORD_SENT };
}

export async function resetPasswordAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const parsed = resetPasswordSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: "error", error: INVALID_FORM, fields: fieldMessages(parsed.error) };
  const { address } = await requestContext();
  const result = await resetPassword(parsed.data, { ip: address });
  if (!result.ok) return { status: "error", error: result.error, fields: result.fields };
  return { status: "success", message: PASSWORD_CHANGED };
}
