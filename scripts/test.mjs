// `npm test`: lint and format, typecheck, unit and component tests, integration tests (embedded database, and
// PostgreSQL when one answers), then the browser tests against a production build. Ends with one line "tests: N passed, N failed".
//
//   node scripts/test.mjs [all|lint|unit|integration|e2e]   (unit includes the component tests)
//
// On two cores the steps that mostly wait or use one core run side by side: the lint beside the typecheck;
// the unit tests beside the component tests; the integration tests on the two databases (each one file at
// a time) beside each other and beside the production build the browser tests serve. The browser tests run
// alone after them: every step is bound by the processor, so beside the integration tests they would take
// it from them (a transaction there could wait past its limit) without making the whole run shorter.
// A step run beside another prints its output when it ends.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { POSTGRES_URL, postgresAvailable } from "../tests/support/database.mjs";
import { ensureChromiumInBackground } from "./ensure-chromium.mjs";
import { ensureNginxInBackground } from "./ensure-nginx.mjs";
import { requireProjectNode } from "./lib/project-node.mjs";

requireProjectNode();
console.log(`npm test on Node.js ${process.version}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const only = process.argv[2] ?? "all";
const results = path.join(root, ".data", "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// The suite provides its own databases; a DATABASE_URL of the shell must not leak into it.
delete env.DATABASE_URL;

/** Each step's wall time, printed at the end: where the run's minutes went. */
const timings = [];
const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

/** Runs a step; `quiet` keeps its output until it ends, so that two steps at once do not mix their lines. */
function run(label, args, extraEnv = {}, quiet = false) {
  if (!quiet) console.log(`\n=== ${label}`);
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
      env: { ...env, ...extraEnv },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      timings.push(`${label}: ${seconds(start)} s (${Math.round((start - started) / 1000)}–${seconds(started)} s)`);
      if (quiet) {
        console.log(`\n=== ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The tests that failed, by file and title: repeated at the end, where a CI log's tail shows them. */
const failedTests = [];

/** The first line of an error message, without colour codes. */
function firstLine(message) {
  const plain = String(message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return (
    plain
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? "(no message)"
  );
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name ?? "");
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failedTests.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed to load has no tests, only a message.
    if (file.status === "failed" && !(file.assertionResults ?? []).length) failedTests.push(`${name}: ${firstLine(file.message)}`);
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${spec.file}:${spec.line} [${test.projectName}] › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(suite, []);
  return true;
}

async function step(label, args, extraEnv, count, quiet = false) {
  const code = await run(label, args, extraEnv, quiet);
  const counted = count();
  if (code !== 0) {
    failures.push(label);
    // A runner that died before writing its report still counts as a failure.
    if (!counted) counts.failed += 1;
  }
}

const vitest = (project, report) => [
  bin("vitest", "vitest.mjs"),
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

// The lint gate (`npm run lint`): ESLint with zero warnings, Prettier's layout, and knip (knip.config.ts):
// no file, dependency or export that nothing uses.
const eslint = (quiet) => step("lint", [bin("eslint", "bin/eslint.js"), ".", "--max-warnings", "0"], {}, () => false, quiet);
const prettier = (quiet) => step("format", [bin("prettier", "bin/prettier.cjs"), "--check", "."], {}, () => false, quiet);
const knip = (quiet) => step("dead code (knip)", [bin("knip", "bin/knip.js"), "--no-progress"], {}, () => false, quiet);
const lint = async (quiet) => {
  await eslint(quiet);
  await prettier(quiet);
  await knip(quiet);
};
// The types are checked by TypeScript 7, the native compiler (package.json's "@typescript/native"), several
// times faster than TypeScript 5.9 on the same files and tsconfig. TypeScript 5.9 stays the "typescript" package,
// for what reads its programmatic API, which 7.0 does not ship: typescript-eslint, and `next build`'s own check.
const typecheck = async () => {
  await step("typecheck: route types (next typegen)", [bin("next", "dist/bin/next"), "typegen"], {}, () => false);
  await step("typecheck: tsc", [bin("@typescript/native", "bin/tsc"), "--noEmit"], {}, () => false);
};

// The browser tests' browser, installed with apt when missing, beside the first steps (apt mostly waits on
// the network and the disk). Settled here, so that a failure is reported where the browser tests start.
const browser =
  only === "all" || only === "e2e"
    ? ensureChromiumInBackground("shell").then(
        (executable) => ({ executable }),
        (error) => ({ error }),
      )
    : undefined;

// nginx for the cluster's browser test (tests/e2e/cluster.spec.ts), after the browser: apt holds one lock
// at a time. When it cannot be installed, that test says so and is skipped.
const frontProxy = browser?.then(() =>
  ensureNginxInBackground().catch((error) => console.log(`\n(nginx is not installed: ${firstLine(error.message)})`)),
);

// ESLint and then knip beside the typecheck and then Prettier, which take about as long together.
if (only === "all")
  await Promise.all([
    (async () => {
      await eslint(true);
      await knip(true);
    })(),
    (async () => {
      await typecheck();
      await prettier(true);
    })(),
  ]);
else if (only === "lint") await lint(false);

if (only === "all" || only === "unit") {
  if (only === "unit") await typecheck();
  // Side by side: the unit tests take one worker and end within seconds; the component tests take two.
  const report = path.join(results, "unit.json");
  const componentsReport = path.join(results, "components.json");
  await Promise.all([
    step("unit tests", vitest("unit", report), {}, () => countVitest(report)),
    step("component tests", vitest("components*", componentsReport), {}, () => countVitest(componentsReport), true),
  ]);
}

/** The browser tests' database (made anew for each run, so the journeys start from the seed) and build. */
function prepareBrowserTests(quiet) {
  rmSync(path.join(root, ".data", "e2e"), { recursive: true, force: true });
  return run("building the site for the browser tests", [bin("tsx", "dist/cli.mjs"), "scripts/e2e-build.ts"], {}, quiet);
}
// Started now, it runs beside the integration tests.
const prepared = only === "all" ? prepareBrowserTests(true) : only === "e2e" ? prepareBrowserTests(false) : undefined;

// Files whose answers do not depend on the suite's database run once: those that test the HTTP layer alone
// (what input a route refuses, how every route is built) on PostgreSQL when one answers, which takes them
// faster and leaves the two runs about as long as each other; the migration commands' tests, which make
// databases of their own of both kinds, and the seeded sheets' PDFs on the embedded one. The role × route
// table runs on both, as the staff accounts' acceptance asks.
const ONCE_ON_POSTGRES = ["tests/integration/fuzz-routes.test.ts", "tests/integration/mutation-wrappers.test.ts"];
const ONCE_ON_EMBEDDED = ["tests/integration/migrations.test.ts", "tests/integration/sds-seeded-sheets.test.ts"];
const excluding = (files) => files.flatMap((file) => ["--exclude", file]);

if (only === "all" || only === "integration") {
  // The two databases are apart, so the two runs go side by side (each runs its files one at a time).
  const withPostgres = await postgresAvailable();
  const report = path.join(results, "integration-pglite.json");
  const embedded = step(
    "integration tests (embedded database)",
    [...vitest("integration*", report), ...excluding(withPostgres ? ONCE_ON_POSTGRES : [])],
    { TEST_DB: "pglite" },
    () => countVitest(report),
  );
  if (withPostgres) {
    const pgReport = path.join(results, "integration-postgres.json");
    await step(
      "integration tests (PostgreSQL)",
      [...vitest("integration*", pgReport), ...excluding(ONCE_ON_EMBEDDED)],
      { TEST_DB: "postgres", TEST_DATABASE_URL: POSTGRES_URL },
      () => countVitest(pgReport),
      true,
    );
  } else {
    console.log("\n(no PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL: integration tests ran on the embedded database only)");
  }
  await embedded;
}

if (prepared) {
  try {
    const installed = await browser;
    if (installed?.error) throw installed.error;
    if ((await prepared) !== 0) throw new Error("the build for the browser tests failed (its output is above)");
    await frontProxy;
    const report = path.join(results, "e2e.json");
    await step("browser tests", [bin("@playwright/test", "cli.js"), "test"], {}, () => countPlaywright(report));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failures.push("browser tests");
    counts.failed += 1;
  }
}

console.log(
  `\nStep times (wall, from the start of npm test):\n${timings.map((line) => `  ${line}`).join("\n")}\n  in all: ${seconds(started)} s`,
);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ✗ ${test}`).join("\n")}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`);
process.exit(failures.length ? 1 : 0);
