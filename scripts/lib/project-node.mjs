// The project runs on the Node.js it pins in package.json (`dependencies.node`, installed from the npm
// registry), whatever Node the machine has: npm puts node_modules/.bin first on every script's PATH, and
// every process the scripts start is started with process.execPath. A launcher run with another Node
// (`node scripts/start.mjs` by hand on the machine's Node) stops and says so, rather than run half the
// site on one version and half on another.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The exact Node.js version package.json pins, e.g. "24.21.0". */
export function pinnedNodeVersion() {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return pkg.dependencies.node;
}

/** Exits with a message when this process is not the pinned Node.js. */
export function requireProjectNode() {
  const pinned = pinnedNodeVersion();
  if (process.versions.node === pinned) return;
  process.stderr.write(
    `This project runs on Node.js ${pinned} (package.json), and this is Node.js ${process.versions.node}.\n` +
      `Run it through npm (npm start, npm test, npm run …), which uses the Node.js \`npm install\` put in node_modules.\n`,
  );
  process.exit(1);
}
