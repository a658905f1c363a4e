// Password hashes with scrypt (memory-hard, in Node itself): "scrypt$N$r$p$salt$hash", all base64url.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { z } from "zod";

const KEY_LENGTH = 64;
/**
 * scrypt's cost as a power of two. 15 (the default): 32 MiB and a good part of a second's work per hash,
 * slow for a guesser, fine for a sign-in. The test suite sets PASSWORD_HASH_COST=10 for the
 * accounts it makes (it signs in thousands of times); a stored hash names its own cost, so the setting
 * changes only new hashes, and a site never needs it.
 */
const COST = z.coerce
  .number({ error: "PASSWORD_HASH_COST must be a whole number from 10 to 20" })
  .int("PASSWORD_HASH_COST must be a whole number from 10 to 20")
  .min(10, "PASSWORD_HASH_COST must be at least 10")
  .max(20, "PASSWORD_HASH_COST must be at most 20")
  .default(15);

/** The options of a new hash (read at each hash: next to scrypt's own work, the parse costs nothing). */
function hashOptions() {
  return { N: 2 ** COST.parse(process.env.PASSWORD_HASH_COST || undefined), r: 8, p: 1 };
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 128 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const options = hashOptions();
  const key = await scrypt(password, salt, options);
  return ["scrypt", options.N, options.r, options.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** A readable random password for demo accounts: four groups of five characters. */
export function generatePassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  return chars.match(/.{5}/g)!.join("-");
}
