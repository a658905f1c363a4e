import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Route handlers and data modules are imported directly by the tests, outside Next's server bundle.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

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
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // next-auth imports "next/server" without its extension, which only a bundler resolves: let
          // Vite bundle it so that server actions built on it can be called from the tests.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "components",
          include: ["tests/components/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/components/setup.ts"],
        },
      },
    ],
  },
});
