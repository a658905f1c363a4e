// Decides whether `npm start` must build: the build records a hash of the sources it was made from.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "prisma/schema.prisma",
];
const STAMP = path.join(".next", "SOURCE_HASH");

/** As lib/site-env.ts's localSiteUrl. */
function localSiteUrl(port) {
  const number = Number(port);
  return `http://localhost:${port && Number.isInteger(number) && number >= 1 && number <= 65535 ? number : 3000}`;
}

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

export function sourceHash(root) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  // Values read at build time are baked into prerendered pages; among them the site's address, which
  // without SITE_URL is the one served on (localSiteUrl in lib/site-env.ts), so a new PORT builds again.
  for (const [key, value] of Object.entries(process.env).sort()) {
    if ((key.startsWith("SITE_") && key !== "SITE_URL") || key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${value}`);
  }
  hash.update(`SITE_URL=${process.env.SITE_URL || localSiteUrl(process.env.PORT)}`);
  return hash.digest("hex");
}

export function buildIsCurrent(root) {
  const stamp = path.join(root, STAMP);
  return existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === sourceHash(root);
}

/** `hash` is the sources' hash taken before the build started: files edited meanwhile mean another build. */
export function recordBuild(root, hash) {
  writeFileSync(path.join(root, STAMP), hash);
}
