// Every integration test file talks to the database that global-setup prepared.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.EMBEDDED_DATABASE = inject("databaseKind") === "pglite" ? "1" : "0";
// Signs and reads session cookies (lib/auth, tests/support/auth.ts).
process.env.AUTH_SECRET = "integration-tests-auth-secret-0123456789abcdef";
// Cheap password hashes for the accounts the tests make (lib/auth/password.ts; the seed's too, global-setup).
process.env.PASSWORD_HASH_COST = "10";
// What next.config.ts's experimental.authInterrupts sets in the built server: forbidden() may be called.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
