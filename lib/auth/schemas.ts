// The inputs of sign-in, registration, password reset and a staff invitation: one schema each, used by the forms for
// immediate hints and by the server actions for the check that counts.
import { z } from "zod";
import { fieldErrors } from "@/lib/forms/zod-issues";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblem } from "./password-rules";

export const LIMITS = { name: 100, company: 200, email: 254 } as const;

/** Whose details a form asks for: the visitor's own, or (an owner inviting staff) someone else's. */
type Whose = "your" | "their";

/** An e-mail address, trimmed and lower-cased as accounts store it. */
export const emailAddress = (whose: Whose = "your") =>
  z
    .string({ error: `Enter ${whose} e-mail address.` })
    .trim()
    .min(1, `Enter ${whose} e-mail address.`)
    .max(LIMITS.email, "That e-mail address is too long.")
    .pipe(z.email("Enter a valid e-mail address, like name@company.com."))
    .transform((value) => value.toLowerCase());

const email = emailAddress();

export const personName = (label: string, whose: Whose = "your") =>
  z
    .string({ error: `Enter ${whose} ${label}.` })
    .trim()
    .min(1, `Enter ${whose} ${label}.`)
    .max(LIMITS.name, `${whose === "your" ? "Your" : "Their"} ${label} can be at most ${LIMITS.name} characters.`);

const callbackUrl = z.string().max(2000).optional();

export const signInSchema = z.object({
  email,
  // No strength rule here: the rule may have changed since the password was chosen.
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.too_long),
  callbackUrl,
});

const newPassword = z
  .string({ error: "Choose a password." })
  .min(1, "Choose a password.")
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: "custom", message: PASSWORD_MESSAGES[problem] });
  });

export const registerSchema = z
  .object({
    firstName: personName("first name"),
    lastName: personName("last name"),
    company: z
      .string({ error: "Enter your company." })
      .trim()
      .min(1, "Enter your company.")
      .max(LIMITS.company, `The company name can be at most ${LIMITS.company} characters.`),
    email,
    password: newPassword,
    callbackUrl,
  })
  // Runs once the fields themselves are valid: the rule needs both the password and the address.
  .superRefine((value, context) => {
    const problem = passwordProblem(value.password, value.email);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MESSAGES[problem] });
  });

export const forgotPasswordSchema = z.object({ email });

/** "Send me a new confirmation link". */
export const resendVerificationSchema = z.object({ email });

/** The token of an e-mailed link, as its form sends it back. */
const linkToken = (incomplete: string) => z.string({ error: incomplete }).min(1, incomplete).max(200);

export const confirmEmailSchema = z.object({ token: linkToken("The link is incomplete.") });

// Whether the password contains the account's e-mail is checked on the server, which knows whose token it is.
export const resetPasswordSchema = z.object({
  token: linkToken("The reset link is incomplete."),
  password: newPassword,
});

/** The invitee's password for a new staff account (lib/auth/staff-invitation.ts); the e-mail rule is checked on the server too. */
export const staffInvitationSchema = z.object({
  token: linkToken("The invitation link is incomplete."),
  password: newPassword,
});

// Whether the new password contains the account's e-mail is checked on the server, which knows the account.
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.too_long),
    newPassword: newPassword,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from your current one.",
  });

/** One message per field, the first zod gives for it; issues about the whole form under "form". */
export const fieldMessages = (error: z.ZodError) => fieldErrors(error, { root: "form" });
