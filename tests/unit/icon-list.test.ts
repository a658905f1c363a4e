import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconByName, USED_ICON_NAMES } from "@/app/(bare)/icon-test/used-icons";

const root = path.resolve(import.meta.dirname, "../..");

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(name)) yield file;
  }
}

/** Names imported from lucide-react anywhere in the app. */
function lucideImports(): Set<string> {
  const names = new Set<string>();
  for (const dir of ["app", "components", "lib"]) {
    for (const file of sources(path.join(root, dir))) {
      for (const match of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
        for (const part of match[1]!.split(",")) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .replace(/^type\s+/, "");
          if (/Icon$/.test(name) && name !== "LucideIcon") names.add(name);
        }
      }
    }
  }
  return names;
}

describe("the icon preview page", () => {
  it("lists every lucide icon the site imports", () => {
    const listed = new Set<string>(USED_ICON_NAMES);
    const imported = lucideImports();
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it("finds a component for every listed name", () => {
    expect(USED_ICON_NAMES.filter((name) => !iconByName(name))).toEqual([]);
  });
});
