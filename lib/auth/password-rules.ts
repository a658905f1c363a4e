// The password strength rule shown to people choosing a password (register, reset) and checked again by
// the server: long enough, not on the lists guessers try first, not the person's own e-mail address.
// Pure: the forms import it too.

export const PASSWORD_MIN_LENGTH = 10;
// scrypt hashes any length, but a cap keeps a single request from making the server hash megabytes.
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Not a common password and not your e-mail address.`;

// The most used passwords of public breach lists that are long enough to pass the length rule, plus
// this site's own words. Compared in lower case.
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "12345678910",
  "0123456789",
  "0987654321",
  "1111111111",
  "1234512345",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "qwertyuiop",
  "qwertyuiop1",
  "qwerty1234",
  "qwerty12345",
  "qwerty123456",
  "asdfghjkl1",
  "asdfghjkl;",
  "zxcvbnm123",
  "password12",
  "password123",
  "password1234",
  "password!1",
  "passw0rd123",
  "p@ssw0rd123",
  "iloveyou12",
  "iloveyou123",
  "abcdefghij",
  "abcd123456",
  "abc1234567",
  "aa12345678",
  "princess12",
  "football12",
  "baseball12",
  "sunshine12",
  "welcome123",
  "welcome1234",
  "letmein123",
  "administrator",
  "changeme123",
  "monkey1234",
  "dragon1234",
  "superman12",
  "trustno1234",
  "starwars12",
  "computer12",
  "whatever12",
  "michael123",
  "jennifer12",
  "charlie123",
  "1234qwerasdf",
  "q1w2e3r4t5",
  "q1w2e3r4t5y6",
  "zaq12wsxcde",
  "zaq1xsw2cde3",
  "qazwsxedcrfv",
  "1q2w3e4r5t6y",
  "123qweasdzxc",
  "triplezero",
  "triplezero1",
  "triplezero123",
  "triple-zero",
  "triple000",
  "cleaning123",
]);

export type PasswordProblem = "too_short" | "too_long" | "common" | "contains_email";

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common. Choose one that is harder to guess.",
  contains_email: "Your password must not contain your e-mail address.",
};

function isCommon(lower: string): boolean {
  if (COMMON_PASSWORDS.has(lower)) return true;
  // "aaaaaaaaaa", "ababababab": one short pattern repeated is guessed as fast as the pattern itself.
  return /^(.{1,3})\1+$/.test(lower);
}

/** The first thing wrong with `password` for the account `email` (when known), or null when it is fine. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "too_short";
  if (length > PASSWORD_MAX_LENGTH) return "too_long";
  const lower = password.toLowerCase();
  if (isCommon(lower)) return "common";
  const address = email?.trim().toLowerCase();
  if (address) {
    const local = address.split("@")[0] ?? "";
    // A short local part ("jo@...") would forbid too many ordinary passwords.
    if (lower.includes(address) || (local.length >= 4 && lower.includes(local))) return "contains_email";
  }
  return null;
}
