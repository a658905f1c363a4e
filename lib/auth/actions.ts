"use server";
// Server actions of the account pages, also for other client components (the header's portal):
// signInWithPassword and signOutNow answer instead of redirecting, the *Action ones suit
// useActionState and <form action>. Every input is parsed again here with the forms' own schemas, and
// every action states who may call it (lib/http/action.ts).
import { AuthError, CredentialsSignin } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { formAction, objectAction, plainAction } from "@/lib/http/action";
import { publicOrigin } from "@/lib/http/public-origin";
import { consume, clientAddress } from "@/lib/rate-limit";
import { accountRole, registerAccount, registeredMessage } from "./accounts";
import { DEFAULT_AFTER_SIGN_IN, homeAfterSignIn, safeCallbackUrl } from "./callback-url";
import { INVALID_CREDENTIALS_MESSAGE, UNVERIFIED_MESSAGE, rateLimitedMessage } from "./credentials";
import { confirmEmail, resendVerification } from "./email-verification";
import {
  EMAIL_CONFIRMED,
  FORGOT_PASSWORD_SENT,
  PASSWORD_CHANGED_EVERYWHERE,
  PASSWORD_CHANGED_HERE,
  STAFF_ACCOUNT_READY,
  VERIFICATION_RESENT,
  type AuthFormState,
} from "./form-state";
import { signIn, signOut } from "./next-auth";
import { changePassword } from "./password-change";
import { requestPasswordReset, resetPassword } from "./password-reset";
import {
  changePasswordSchema,
  confirmEmailSchema,
  fieldMessages,
  forgotPasswordSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  staffInvitationSchema,
} from "./schemas";
import { acceptStaffInvitation } from "./staff-invitation";

type Fields = Record<string, string>;
export type SignInResult =
  | { ok: true; redirectTo: string }
  /** `unverified`: the password was right but the address is not confirmed yet; the form offers a new link. */
  | { ok: false; error: string; fields: Fields; unverified?: true };

const INVALID_FORM = "Please correct the highlighted fields.";

/** The answer of a form action to fields its schema refuses. */
function invalidForm(error: z.ZodError): AuthFormState {
  return { status: "error", error: INVALID_FORM, fields: fieldMessages(error) };
}

/** Whether a form's answer applied the request: only then is it kept for its repeats. */
const succeeded = (state: AuthFormState) => state.status === "success";

/** What a password form's service answered, as the form shows it: the refusal beside the fields it names, or `message`. */
function formAnswer(result: { ok: true } | { ok: false; error: string; fields: Fields }, message: string): AuthFormState {
  return result.ok ? { status: "success", message } : { status: "error", error: result.error, fields: result.fields };
}

async function requestContext() {
  const list = await headers();
  return {
    address: clientAddress(new Request("http://localhost/", { headers: list })),
    userAgent: list.get("user-agent"),
    // Links in e-mails use the configured address, never one the request's headers name (lib/http/public-origin.ts).
    origin: publicOrigin(list),
  };
}

function waitMessage(what: string, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${what} Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Checks the password and sets the session cookie; never redirects. The page asked for (a safe
 * callbackUrl) comes first; without one staff go to their area and customers to their account.
 */
async function passwordSignIn(input: z.output<typeof signInSchema>): Promise<SignInResult> {
  const { origin } = await requestContext();
  const asked = safeCallbackUrl(input.callbackUrl, origin, "");
  try {
    await signIn("credentials", {
      email: input.email,
      password: input.password,
      redirect: false,
      redirectTo: asked || DEFAULT_AFTER_SIGN_IN,
    });
    return { ok: true, redirectTo: asked || homeAfterSignIn(await accountRole(input.email)) };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      const limited = /^rate_limited:(\d+)$/.exec(error.code);
      if (limited) return { ok: false, error: rateLimitedMessage(Number(limited[1])), fields: {} };
      if (error.code === "unverified") return { ok: false, error: UNVERIFIED_MESSAGE, fields: {}, unverified: true };
      return { ok: false, error: INVALID_CREDENTIALS_MESSAGE, fields: {} };
    }
    if (error instanceof AuthError) return { ok: false, error: "Signing in failed. Please try again.", fields: {} };
    throw error;
  }
}

/** { email, password, callbackUrl? }: signs in and answers where to go; never redirects. */
export const signInWithPassword = objectAction(
  {
    role: "public",
    schema: signInSchema,
    idempotency: { natural: "the account's password: a repeat opens a session in place of the first" },
    invalid: (error): SignInResult => ({ ok: false, error: INVALID_FORM, fields: fieldMessages(error) }),
  },
  ({ input }) => passwordSignIn(input),
);

/** Ends the session (its row and the cookie, lib/auth/config.ts events); never redirects. */
const SIGN_OUT_ONCE = { natural: "the session: a repeat finds it ended" };

export const signOutNow = plainAction({ role: "public", idempotency: SIGN_OUT_ONCE }, async () => {
  await signOut({ redirect: false });
});

export const signOutAction = plainAction({ role: "public", idempotency: SIGN_OUT_ONCE }, async () => {
  await signOut({ redirect: false });
  redirect("/");
});

// Account creation and e-mailed links are cheap to ask for and costly to serve (a slow hash, a mail).
const REGISTER_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
const LINK_LIMIT_PER_ADDRESS = { limit: 10, windowMs: 15 * 60 * 1000 };
const LINK_LIMIT_PER_ACCOUNT = { limit: 3, windowMs: 15 * 60 * 1000 };

/** Creates the account and e-mails a confirmation link; the answer is the same whether or not the address had one. */
export const registerAction = formAction(
  { role: "public", schema: registerSchema, invalid: invalidForm, idempotency: { key: "auth.register", applied: succeeded } },
  async ({ input }): Promise<AuthFormState> => {
    const { address, userAgent, origin } = await requestContext();
    const limit = await consume(`register:address:${address}`, REGISTER_LIMIT);
    if (!limit.allowed)
      return { status: "error", error: waitMessage("Too many new accounts from this connection.", limit.retryAfterSeconds), fields: {} };
    // Past its own limit an address gets the same answer and no further mail: it cannot be used to flood an inbox.
    const perAccount = await consume(`register:account:${input.email}`, LINK_LIMIT_PER_ACCOUNT);
    if (perAccount.allowed) await registerAccount(input, { ip: address, userAgent, origin });
    return { status: "success", message: registeredMessage(input.email) };
  },
);

/** Shared by "forgot your password" and "send a new confirmation link": limited per address and per account. */
async function linkRequest(
  email: string,
  send: (context: Awaited<ReturnType<typeof requestContext>>) => Promise<void>,
): Promise<AuthFormState | null> {
  const context = await requestContext();
  const perAddress = await consume(`email-link:address:${context.address}`, LINK_LIMIT_PER_ADDRESS);
  if (!perAddress.allowed) return { status: "error", error: waitMessage("Too many requests.", perAddress.retryAfterSeconds), fields: {} };
  const perAccount = await consume(`email-link:account:${email}`, LINK_LIMIT_PER_ACCOUNT);
  if (perAccount.allowed) await send(context);
  return null;
}

/** The form that asks for an e-mailed link: `send` mails it, and the visitor is told `sent` whether or not it went. */
function linkRequestAction(
  key: string,
  schema: typeof forgotPasswordSchema,
  send: (email: string, context: { origin: string; ip: string; userAgent: string | null }) => Promise<void>,
  sent: string,
) {
  return formAction(
    { role: "public", schema, invalid: invalidForm, idempotency: { key, applied: succeeded } },
    async ({ input }): Promise<AuthFormState> => {
      const refused = await linkRequest(input.email, ({ origin, address, userAgent }) =>
        send(input.email, { origin, ip: address, userAgent }),
      );
      return refused ?? { status: "success", message: sent };
    },
  );
}

export const forgotPasswordAction = linkRequestAction(
  "auth.forgot-password",
  forgotPasswordSchema,
  requestPasswordReset,
  FORGOT_PASSWORD_SENT,
);

export const resendVerificationAction = linkRequestAction(
  "auth.resend-verification",
  resendVerificationSchema,
  resendVerification,
  VERIFICATION_RESENT,
);

export const confirmEmailAction = formAction(
  {
    role: "public",
    schema: confirmEmailSchema,
    invalid: invalidForm,
    idempotency: { natural: "the confirmation link's token, used once" },
  },
  async ({ input }): Promise<AuthFormState> => {
    const { address, userAgent } = await requestContext();
    const result = await confirmEmail(input.token, { ip: address, userAgent });
    if (!result.ok) return { status: "error", error: result.error, fields: { token: result.error } };
    return { status: "success", message: EMAIL_CONFIRMED };
  },
);

const SESSION_ENDED: AuthFormState = { status: "error", error: "Your session has ended. Please sign in again.", fields: {} };

/** The account page's "Change Password": the current password, then the new one. */
export const changePasswordAction = formAction(
  {
    role: "customer",
    schema: changePasswordSchema,
    invalid: invalidForm,
    refused: () => SESSION_ENDED,
    idempotency: { natural: "the current password: a repeat no longer matches it" },
  },
  async ({ input, session }): Promise<AuthFormState> => {
    const { address, userAgent } = await requestContext();
    return formAnswer(await changePassword(session, input, { ip: address, userAgent }), PASSWORD_CHANGED_HERE);
  },
);

export const resetPasswordAction = formAction(
  { role: "public", schema: resetPasswordSchema, invalid: invalidForm, idempotency: { natural: "the reset link's token, used once" } },
  async ({ input }): Promise<AuthFormState> => {
    const { address, userAgent } = await requestContext();
    return formAnswer(await resetPassword(input, { ip: address, userAgent }), PASSWORD_CHANGED_EVERYWHERE);
  },
);

/** The staff invitation page: the invitee's password makes their staff account; then they sign in. */
export const acceptStaffInvitationAction = formAction(
  { role: "public", schema: staffInvitationSchema, invalid: invalidForm, idempotency: { natural: "the invitation's token, used once" } },
  async ({ input }): Promise<AuthFormState> => {
    const { address, userAgent } = await requestContext();
    return formAnswer(await acceptStaffInvitation(input, { ip: address, userAgent }), STAFF_ACCOUNT_READY);
  },
);
