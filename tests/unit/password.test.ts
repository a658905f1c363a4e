import { afterEach, describe, expect, it, vi } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "@/lib/auth/password";

describe("password hashes", () => {
  it("accept the password they were made from and refuse another", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("differ for the same password (salted)", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuse a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$2$3$abc$short")).toBe(false);
  });

  describe("PASSWORD_HASH_COST", () => {
    afterEach(() => vi.unstubAllEnvs());

    it("sets the cost of new hashes, while a stored hash keeps the cost it names", async () => {
      const standard = await hashPassword("kept");
      vi.stubEnv("PASSWORD_HASH_COST", "10");
      const cheap = await hashPassword("kept");
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword("kept", cheap)).toBe(true);
      expect(await verifyPassword("kept", standard)).toBe(true);
    });

    it.each([
      ["9", "at least 10"],
      ["21", "at most 20"],
      ["12.5", "a whole number"],
      ["fast", "a whole number"],
    ])("refuses %s, naming the variable", async (value, words) => {
      vi.stubEnv("PASSWORD_HASH_COST", value);
      await expect(hashPassword("x")).rejects.toThrow(new RegExp(`PASSWORD_HASH_COST must be ${words}`));
    });
  });

  it("generates demo passwords of four groups of five", () => {
    expect(generatePassword()).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
  });
});
