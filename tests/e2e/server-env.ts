// The environment of the site the browser tests start (playwright.config.ts and launcher.spec.ts): the
// same values give the same build, so the launcher test reuses the build instead of making another.
/** The port of the site the browser tests start (playwright.config.ts), and so the address its build links to. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const E2E_SERVER_ENV = {
  NEXT_TELEMETRY_DISABLED: "1",
  DEMO_STAFF_PASSWORD: "staff-e2e-password",
  DEMO_CUSTOMER_PASSWORD: "customer-e2e-password",
  // Any well-formed ids: the tests stub YouTube and never load the player.
  SITE_DEMO_VIDEO_ACID_ID: "aaaaaaaaaaa",
  SITE_DEMO_VIDEO_CAUSTIC_ID: "bbbbbbbbbbb",
  // Session cookies (lib/auth): a fixed key lets the tests make a session cookie of their own.
  AUTH_SECRET: "e2e-auth-secret-not-for-production-0123456789",
  AUTH_TRUST_HOST: "true",
  // Cheap password hashes (lib/auth/password.ts): the tests sign in and register hundreds of times.
  PASSWORD_HASH_COST: "10",
  // The tests give each browser test an X-Forwarded-For address of its own (support/page-checks.ts), so
  // that the per-address rate limits of one test do not carry over into the next.
  TRUST_PROXY: "true",
} as const;
