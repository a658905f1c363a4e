// The dead-code gate of `npm run lint`: files, dependencies and exports nothing uses. Knip finds the
// entries of Next, Vitest, Playwright and ESLint itself; these are the ones only our scripts name.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Started by path: the launcher's children, node --require preloads, the tests' child processes.
    "scripts/*.{mjs,ts}",
    "scripts/lib/*.cjs",
    "scripts/lib/bench-email-producer.ts",
    "tests/integration/support/*-process.ts",
    "tests/support/empty-module.ts",
  ],
  project: ["**/*.{ts,tsx,mjs,cjs}"],
  // Prisma's generated client (which is what imports @prisma/client) and the types of plain-JavaScript modules.
  ignore: ["lib/generated/**", "**/*.d.mts"],
  ignoreDependencies: ["@prisma/client"],
  // Debian's tools, installed or found at run time.
  ignoreBinaries: ["apt-get", "ss"],
  // A constant or type a module exports for its own use and its tests is not dead.
  ignoreExportsUsedInFile: true,
};

export default config;
