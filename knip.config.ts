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
  // CSS and the Prisma schema too, so that their imports count: the Tailwind plugin reads globals.css's
  // `@import "tw-animate-css"`, the Prisma plugin the schema's generators.
  project: ["**/*.{ts,tsx,mjs,cjs,css,prisma}"],
  // Knip's Playwright plugin reads only string `testMatch` patterns; the setup project's is a RegExp.
  playwright: { entry: ["tests/e2e/**/*.spec.ts", "tests/e2e/*.setup.ts"] },
  // @prisma/client: imported only by the client Prisma generates into lib/generated, which git (and so knip)
  // ignores. dejavu-fonts-ttf: font files the documents read by path (lib/documents/pdf-layout.ts).
  ignoreDependencies: ["@prisma/client", "dejavu-fonts-ttf"],
  // Debian's tools, installed or found at run time.
  ignoreBinaries: ["apt-get", "ss"],
  // A constant or type a module exports for its own use and its tests is not dead.
  ignoreExportsUsedInFile: true,
};

export default config;
