// The lint gate (`npm run lint`, run by `npm test` before the tests): Next's rules (with React, hooks,
// accessibility and Core Web Vitals), typescript-eslint, and Prettier for the layout. Zero warnings.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

/** Imports that app/, components/ and lib/ go through a wrapper for. */
const WRAPPED_IMPORTS = [
  { name: "next/link", message: 'Use Link from "@/components/ui/link": it prefetches on intent.' },
  {
    name: "sonner",
    importNames: ["toast", "Toaster"],
    allowTypeImports: true,
    message: 'Use toast from "@/components/ui/toast": it loads sonner with the first toast, not with every page.',
  },
];

/**
 * The lead forms' modules that the browser loads (their table of forms and fields, their fetch client, and
 * the summary of a lead, kept loadable there too) and every module of lib/ they import. Each may import from
 * lib/ only the others, so no import of theirs, however indirect, reaches the database, the mailer or other
 * server code.
 */
const BROWSER_LEAD_MODULES = [
  "lib/leads/schemas.ts",
  "lib/leads/forms.ts",
  "lib/leads/fields.ts",
  "lib/leads/summary.ts",
  "lib/domain/money.ts",
  "lib/domain/tax.ts",
  "lib/http/idempotency-key.ts",
  "lib/client/api.ts",
  "lib/forms/zod-issues.ts",
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-releases/**",
    ".data/**",
    "lib/generated/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      // `_name` marks a value taken apart on purpose (a destructured field left out).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Links prefetch on intent, not as they scroll into view (components/ui/link.tsx says why); sonner comes
    // with the first toast, not with every page (components/ui/toast.ts).
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["components/ui/link.tsx", "components/ui/sonner.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: WRAPPED_IMPORTS,
          // Prices, sizes and minimums have one home, the database: the demo catalog is the seed's alone.
          patterns: [{ group: ["@/prisma/*", "**/prisma/seed-data/*"], message: "Read the catalog from the database (lib/catalog)." }],
        },
      ],
    },
  },
  {
    files: BROWSER_LEAD_MODULES,
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: BROWSER_LEAD_MODULES,
              from: "lib",
              // Prisma's enums are plain objects, written for the browser.
              except: [...BROWSER_LEAD_MODULES, "lib/generated/prisma/enums.ts"].map((file) => file.replace(/^lib\//, "")),
              message: "The browser loads this module: it may import from lib/ only the lead forms' other browser modules.",
            },
          ],
        },
      ],
      "import/no-nodejs-modules": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [...WRAPPED_IMPORTS, { name: "server-only", message: "The browser loads this module." }],
          patterns: [{ group: ["@prisma/*"], message: "The browser loads this module." }],
        },
      ],
    },
  },
  {
    // Staff's image manager shows thumbnails of files from the library, stock providers and any site staff
    // scan: next/image would make the server fetch and resize arbitrary hosts' files. Plain <img> it is.
    files: ["components/images/**"],
    rules: { "@next/next/no-img-element": "off" },
  },
  {
    // Playwright's fixtures hand their value on through a callback named `use`, which is not React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS preloads (node --require) load their modules with require().
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Ambient declarations of untyped packages: their names are read by `typeof`, which the rule does not see.
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
]);
