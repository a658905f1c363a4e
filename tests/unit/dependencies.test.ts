import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { dependencies?: Record<string, string> };

describe("dependencies kept in step", () => {
  it("@auth/core is the version next-auth is built on, so one copy serves both", () => {
    const own = manifest("package.json").dependencies ?? {};
    const nextAuth = manifest("node_modules/next-auth/package.json").dependencies ?? {};
    expect(own["@auth/core"]).toBe(nextAuth["@auth/core"]);
    expect(manifest("node_modules/@auth/core/package.json")).toMatchObject({ version: own["@auth/core"] });
  });
});
