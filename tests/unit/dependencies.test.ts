import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pinnedNodeVersion } from "@/scripts/lib/project-node.mjs";

const manifest = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { version?: string; dependencies?: Record<string, string> };
/** Where the package `name` is found from inside the package folder `from`, as Node resolves it. */
const packageDir = (from: string, name: string) =>
  path.dirname(createRequire(path.join(from, "package.json")).resolve(`${name}/package.json`));

describe("dependencies kept in step", () => {
  it("@auth/core is the version next-auth is built on, so one copy serves both", () => {
    const own = manifest("package.json").dependencies ?? {};
    const nextAuth = manifest("node_modules/next-auth/package.json").dependencies ?? {};
    expect(own["@auth/core"]).toBe(nextAuth["@auth/core"]);
    expect(manifest("node_modules/@auth/core/package.json")).toMatchObject({ version: own["@auth/core"] });
  });

  it("Prisma's CLI, client and adapters are one version", () => {
    const own = manifest("package.json").dependencies ?? {};
    const prisma = ["prisma", "@prisma/client", "@prisma/adapter-pg", "@prisma/driver-adapter-utils"].map((name) => own[name]);
    expect(new Set(prisma)).toEqual(new Set([own.prisma]));
  });

  it("uploadthing's HTTP client runs on the effect uploadthing pins (package.json overrides), so one Effect runtime serves both", () => {
    // Two copies would have the SDK warn "Executing an Effect versioned … with a Runtime of version …" on every call.
    const uploadthing = path.resolve("node_modules/uploadthing");
    const pinned = manifest(path.join(uploadthing, "package.json")).dependencies?.effect;
    const effectOf = (from: string) => manifest(path.join(packageDir(from, "effect"), "package.json")).version;
    expect(effectOf(uploadthing)).toBe(pinned);
    expect(effectOf(packageDir(uploadthing, "@effect/platform"))).toBe(pinned);
    expect(effectOf(packageDir(uploadthing, "@uploadthing/shared"))).toBe(pinned);
  });
});

describe("the project's Node.js", () => {
  const manifestOf = manifest("package.json") as { dependencies: Record<string, string>; engines: { node: string } };

  it("is pinned exactly, and engines names its major", () => {
    expect(pinnedNodeVersion()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifestOf.engines.node).toBe(`${pinnedNodeVersion().split(".")[0]}.x`);
  });

  it("runs the tests, and is the `node` every npm script and child process finds", () => {
    expect(process.versions.node).toBe(pinnedNodeVersion());
    // A script started as `node …` by an npm script (Playwright's web server, a shebang of node_modules/.bin).
    expect(execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" }).trim()).toBe(pinnedNodeVersion());
    expect(execFileSync(process.execPath, ["-p", "process.versions.node"], { encoding: "utf8" }).trim()).toBe(pinnedNodeVersion());
  });
});
