// The lint gate (`npm run lint`, run by `npm test` before the tests): Next's rules (with React, hooks,
// accessibility and Core Web Vitals), typescript-eslint, and Prettier for the layout. Zero warnings.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

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
          paths: [
            { name: "next/link", message: 'Use Link from "@/components/ui/link": it prefetches on intent.' },
            {
              name: "sonner",
              importNames: ["toast", "Toaster"],
              allowTypeImports: true,
              message: 'Use toast from "@/components/ui/toast": it loads sonner with the first toast, not with every page.',
            },
          ],
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
