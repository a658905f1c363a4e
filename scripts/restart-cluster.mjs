// `npm run restart:cluster`: asks the running `npm run start:cluster` of this checkout (its process id
// is in $DATA_DIR/cluster.pid) for a rolling restart, as `kill -HUP <pid>` does. The launcher's log
// tells how it goes (scripts/lib/cluster.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnvFile, projectEnv } from "./lib/env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
loadEnvFile(path.join(root, ".env"));
const pidFile = path.join(projectEnv().DATA_DIR, "cluster.pid");
let pid;
try {
  pid = Number(readFileSync(pidFile, "utf8").trim());
  process.kill(pid, "SIGHUP");
} catch (error) {
  console.error(
    `no running cluster found through ${path.relative(root, pidFile)}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
console.log(`asked the cluster (process ${pid}) for a rolling restart; its log tells how it goes`);
