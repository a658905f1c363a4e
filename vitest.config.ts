import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type UserWorkspaceConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Route handlers and data modules are imported directly by the tests, outside Next's server bundle.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

const integrationFiles = readdirSync(path.join(import.meta.dirname, "tests/integration"))
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `tests/integration/${file}`);
/** Whether a test file replaces a module (vi.mock is hoisted above its imports, for its own module graph). */
const mocksModules = (file: string) => /\bvi\.(un)?mock\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8"));

const componentFiles = readdirSync(path.join(import.meta.dirname, "tests/components"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.tsx"))
  .map((file) => `tests/components/${file.split(path.sep).join("/")}`);

type ProjectTest = Omit<NonNullable<UserWorkspaceConfig["test"]>, "name" | "include" | "isolate" | "sequence">;

/**
 * One kind of test as two projects: the files that replace no module share one module graph (isolate:
 * false), loading the modules once instead of once per file; a file that replaces a module with vi.mock
 * needs a graph of its own, so those run isolated, in the next group (groupOrder).
 */
function sharedGraphProjects(name: string, files: string[], groupOrder: number, test: ProjectTest) {
  const project = (suffix: string, include: string[], isolate: boolean, order: number) => ({
    resolve: { alias },
    test: { ...test, name: `${name}${suffix}`, include, isolate, sequence: { groupOrder: order } },
  });
  return [
    project(
      "",
      files.filter((file) => !mocksModules(file)),
      false,
      groupOrder,
    ),
    project("-mocks", files.filter(mocksModules), true, groupOrder + 1),
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // Pure modules and no module mocks: one module graph for all the files.
          isolate: false,
        },
      },
      // The integration tests: loading the route handlers, Prisma and Next's server modules once instead of
      // once per file halves their run; each group on a database of its own, one file at a time.
      ...sharedGraphProjects("integration", integrationFiles, 0, {
        environment: "node",
        globalSetup: ["tests/integration/global-setup.ts"],
        setupFiles: ["tests/integration/setup.ts"],
        testTimeout: 60_000,
        hookTimeout: 120_000,
        fileParallelism: false,
        // next-auth imports "next/server" without its extension, which only a bundler resolves: let
        // Vite bundle it so that server actions built on it can be called from the tests.
        server: { deps: { inline: ["next-auth"] } },
      }),
      // The component tests, on two workers: sonner and next/navigation are replaced once, in their setup
      // file, by spies the tests import. Their own group orders: projects in one group must agree on
      // maxWorkers, and the unit and integration projects get one worker on two cores.
      ...sharedGraphProjects("components", componentFiles, 2, {
        environment: "happy-dom",
        setupFiles: ["tests/components/setup.ts"],
        maxWorkers: 2,
      }),
    ],
  },
});
