// The step after `next build` that marks the scripts every page runs for eager compilation
// (scripts/lib/compile-hints.mjs).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, markEagerChunks } from "../../scripts/lib/compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with `files` (path → text) and a manifest naming `rootMainFiles`. */
function build(files: Record<string, string>, rootMainFiles: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), "tz-compile-hints-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ pages: {}, rootMainFiles }));
  return dir;
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), "utf8");

describe("marking the build's root scripts for eager compilation", () => {
  it("puts V8's hint on the first line of each root main file and leaves the code after it as it was", () => {
    const dir = build(
      {
        "static/chunks/react.js": "(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);",
        "static/chunks/runtime.js": "(()=>{let e;})();",
        "static/chunks/page.js": "(globalThis.TURBOPACK||[]).push([2,(e)=>{}]);",
      },
      ["static/chunks/react.js", "static/chunks/runtime.js"],
    );

    expect(markEagerChunks(dir)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);

    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(read(dir, "static/chunks/react.js")).toBe("//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);");
    expect(read(dir, "static/chunks/runtime.js")).toBe("//# allFunctionsCalledOnLoad\n(()=>{let e;})();");
    // A page's own chunk runs only in part on load: it is not marked.
    expect(read(dir, "static/chunks/page.js")).toBe("(globalThis.TURBOPACK||[]).push([2,(e)=>{}]);");
  });

  it("marks a file once, however often it runs", () => {
    const dir = build({ "static/chunks/react.js": "x();" }, ["static/chunks/react.js"]);
    markEagerChunks(dir);

    expect(markEagerChunks(dir)).toEqual([]);
    expect(read(dir, "static/chunks/react.js")).toBe("//# allFunctionsCalledOnLoad\nx();");
  });

  it("removes a compressed copy made from the unmarked file, so that nginx does not serve it", () => {
    const dir = build({ "static/chunks/react.js": "x();", "static/chunks/react.js.gz": "old", "static/chunks/page.js.gz": "kept" }, [
      "static/chunks/react.js",
    ]);
    markEagerChunks(dir);

    expect(existsSync(path.join(dir, "static/chunks/react.js.gz"))).toBe(false);
    expect(read(dir, "static/chunks/page.js.gz")).toBe("kept");
  });

  it("refuses a manifest that names no root scripts, saying which file it read", () => {
    const dir = build({}, undefined);

    expect(() => markEagerChunks(dir)).toThrow(`${path.join(dir, "build-manifest.json")} lists no root main scripts (rootMainFiles)`);
  });
});
