// Prepares the site the browser tests serve, ahead of them: the database of .data/e2e (migrated and
// seeded) and the production build, with the environment playwright.config.ts gives its web server, so
// that the server then finds the build current and starts at once. `npm test` runs this while the
// integration tests run, which use one core of the two.
import { spawn } from "node:child_process";
import path from "node:path";
import { E2E_PORT, E2E_SERVER_ENV } from "../tests/e2e/server-env";

const root = path.resolve(import.meta.dirname, "..");
const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs"), "build"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  // The types were checked by the typecheck step already (next.config.ts reads TEST_TYPES_CHECKED).
  // The port the server will listen on: without SITE_URL the build's links name it.
  env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(E2E_PORT), DATA_DIR: ".data/e2e", TEST_TYPES_CHECKED: "1" },
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
