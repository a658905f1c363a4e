// What the account forms' server actions answer. Pure: the forms import it.

export type AuthFormState =
  | { status: "idle" }
  /** `unverified`: a sign-in refused only because the address is not confirmed yet. */
  | { status: "error"; error: string; fields: Record<string, string>; unverified?: true }
  | { status: "success"; message: string };

export const IDLE: AuthFormState = { status: "idle" };

// The same answer whether or not the address has an account.
export const FORGOT_PASSWORD_SENT =
  "If an account exists for that e-mail, we have sent a link to reset its password. It works for 30 minutes. Check your inbox and spam folder.";

export const PASSWORD_CHANGED = "Your password has been changed. Sign in with your new password.";

export const PASSWORD_CHANGED_EVERYWHERE = `${PASSWORD_CHANGED} Every device that was signed in has been signed out.`;

// The same answer whether or not the address is waiting for confirmation.
export const VERIFICATION_RESENT =
  "If an account with that e-mail is waiting for confirmation, we have sent it a new link. It works for 24 hours. Check your inbox and spam folder.";

export const EMAIL_CONFIRMED = "Your e-mail address is confirmed. Sign in to see your account and your orders.";

export const PASSWORD_CHANGED_HERE = "Your password has been changed. Every other device that was signed in has been signed out.";

export const STAFF_ACCOUNT_READY = "Your staff account is ready. Sign in with your e-mail address and the password you just chose.";
