// The key that signs and encrypts session cookies. AUTH_SECRET wins; without it (development, a demo
// started without the launcher) a random key is kept in $DATA_DIR/auth-secret so that sessions survive
// a restart and every process on the same data directory agrees.
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

function readOrCreate(file: string): string {
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch {
    // Another process made it first: its key is the one to use.
  }
  return readFileSync(file, "utf8").trim();
}

export function authSecret(): string {
  const fromEnv = process.env.AUTH_SECRET?.trim();
  if (fromEnv) return fromEnv;
  cached ??= readOrCreate(path.resolve(process.env.DATA_DIR || ".data", "auth-secret"));
  return cached;
}
