// What the account forms' server actions answer. Pure: the forms import it.

export type AuthFormState =
  | { status: "idle" }
  | { status: "error"; error: string; fields: Record<string, string> }
  | { status: "success"; message: string };

export const IDLE: AuthFormState = { status: "idle" };

// The same answer whether or not the address has an account.
export const FORGOT_PASSWORD_SENT =
  "If an account exists for that e-mail, we have sent a link to reset its password. It works for 30 minutes. Check your inbox and spam folder.";

export const PASSWORD_CHANGED = "Your password has been changed. Sign in with your new password.";
