// The browser tests use Debian's chromium (Playwright's own browser download cannot work here).
// Installs it with apt when it is missing and we are root; prints the path.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (typeof process.getuid === "function" && process.getuid() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (sudo apt-get install -y chromium)`);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  if (!existsSync(CHROMIUM)) throw new Error(`chromium was installed but ${CHROMIUM} does not exist`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
