import { defineConfig } from "prisma/config";

// The Prisma CLI is used for `generate` only; migrations run through scripts/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
