// The browsers come from Debian's packages (Playwright's own browser download cannot work here); each is
// installed with apt when it is missing and we are root.
//
// - The browser tests run in Chromium's headless shell (package chromium-headless-shell, Chromium's "old"
//   headless mode, the build Playwright itself runs headless tests in): it has no browser interface and no
//   pages of its own to draw, and spends about half the processor time of the full browser on the same
//   tests.
// - Lighthouse and the screenshot script use the full browser (package chromium), as a visitor's would be.
//
//   node scripts/ensure-chromium.mjs [shell|full]   prints the path
import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const BROWSERS = {
  shell: { path: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
  full: { path: process.env.CHROMIUM_FULL_PATH || "/usr/bin/chromium", pkg: "chromium" },
};

const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };

function refuseWithoutRoot({ path, pkg }) {
  if (typeof process.getuid === "function" && process.getuid() !== 0) {
    throw new Error(`${path} is missing: install Debian's ${pkg} (sudo apt-get install -y ${pkg})`);
  }
}

/** The browser's path, installed first (blocking) when missing. */
export function ensureChromium(kind = "full") {
  const browser = BROWSERS[kind];
  if (existsSync(browser.path)) return browser.path;
  refuseWithoutRoot(browser);
  console.log(`Installing Debian's ${browser.pkg}…`);
  execFileSync("apt-get", ["update"], { stdio: "inherit", env: aptEnv });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", browser.pkg], { stdio: "inherit", env: aptEnv });
  if (!existsSync(browser.path)) throw new Error(`${browser.pkg} was installed but ${browser.path} does not exist`);
  return browser.path;
}

const aptGet = (args) =>
  new Promise((resolve, reject) =>
    execFile("apt-get", args, { env: aptEnv, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`apt-get ${args.join(" ")} failed:\n${stdout}${stderr}`)) : resolve(),
    ),
  );

/**
 * The same without blocking, for the test script: apt mostly waits on the network and the disk, so it runs
 * beside the first steps of the suite. Resolves to the path, or rejects with apt's output.
 */
export async function ensureChromiumInBackground(kind = "shell") {
  const browser = BROWSERS[kind];
  if (existsSync(browser.path)) return browser.path;
  refuseWithoutRoot(browser);
  await aptGet(["update"]);
  await aptGet(["install", "-y", "--no-install-recommends", browser.pkg]);
  if (!existsSync(browser.path)) throw new Error(`${browser.pkg} was installed but ${browser.path} does not exist`);
  return browser.path;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium(process.argv[2] === "shell" ? "shell" : "full"));
