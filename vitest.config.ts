import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Route handlers and data modules are imported directly by the tests, outside Next's server bundle.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

const integrationFiles = readdirSync(path.join(import.meta.dirname, "tests/integration"))
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `tests/integration/${file}`);
/** Whether a test file replaces a module (vi.mock is hoisted above its imports, for its own module graph). */
const mocksModules = (file: string) => /\bvi\.mock\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8"));
const OWN_GRAPH = integrationFiles.filter(mocksModules);
const SHARED_GRAPH = integrationFiles.filter((file) => !mocksModules(file));

const componentFiles = readdirSync(path.join(import.meta.dirname, "tests/components"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.tsx"))
  .map((file) => `tests/components/${file.split(path.sep).join("/")}`);

function integrationProject(name: string, options: { include: string[]; isolate: boolean; groupOrder: number }) {
  return {
    resolve: { alias },
    test: {
      name,
      include: options.include,
      environment: "node",
      globalSetup: ["tests/integration/global-setup.ts"],
      setupFiles: ["tests/integration/setup.ts"],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      isolate: options.isolate,
      sequence: { groupOrder: options.groupOrder },
      // next-auth imports "next/server" without its extension, which only a bundler resolves: let
      // Vite bundle it so that server actions built on it can be called from the tests.
      server: { deps: { inline: ["next-auth"] } },
    },
  };
}

function componentsProject(name: string, options: { include: string[]; isolate: boolean; groupOrder: number }) {
  return {
    resolve: { alias },
    test: {
      name,
      include: options.include,
      environment: "happy-dom",
      setupFiles: ["tests/components/setup.ts"],
      isolate: options.isolate,
      maxWorkers: 2,
      sequence: { groupOrder: options.groupOrder },
    },
  };
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
      // The integration tests share one module graph (isolate: false): loading the route handlers, Prisma and
      // Next's server modules once instead of once per file halves their run. A file that replaces a module
      // with vi.mock needs a graph of its own, so those files run isolated, in a second group after the
      // first (groupOrder), each group on a database of its own.
      integrationProject("integration", { include: SHARED_GRAPH, isolate: false, groupOrder: 0 }),
      integrationProject("integration-mocks", { include: OWN_GRAPH, isolate: true, groupOrder: 1 }),
      // The component tests share one module graph too (isolate: false), on two workers: sonner and
      // next/navigation are replaced once, in their setup file, by spies the tests import. A file that replaces
      // another module with vi.mock runs isolated, after them. Their own group orders: projects in one group
      // must agree on maxWorkers, and the unit and integration projects get one worker on two cores.
      componentsProject("components", { include: componentFiles.filter((file) => !mocksModules(file)), isolate: false, groupOrder: 2 }),
      componentsProject("components-mocks", { include: componentFiles.filter(mocksModules), isolate: true, groupOrder: 3 }),
    ],
  },
});
