// Generates the Prisma client (lib/generated/prisma) without the native engines, which cannot be
// downloaded here: `generate` only needs the engine path to point at some existing file.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
