// The folder a Next server builds into and serves from: `.next`, or for an instance of
// `npm run start:cluster` the release it was started on (NEXT_DIST_DIR=.next-releases/<build>, made by
// scripts/lib/releases.mjs). Read by next.config.ts and by the modules that open the build's files.

/** `.next-releases/` and one plain folder name under it: nothing else is taken from the variable. */
const RELEASE = /^\.next-releases\/[A-Za-z0-9_-]+$/;

export function distDir(value: string | undefined): string {
  if (!value || value === ".next") return ".next";
  if (!RELEASE.test(value)) throw new Error(`NEXT_DIST_DIR must be .next or .next-releases/<name>, not ${JSON.stringify(value)}`);
  return value;
}
