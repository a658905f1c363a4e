// The builds the instances of `npm run start:cluster` serve. `next build` writes into .next, in place; an
// instance serving from .next while a new build overwrites it answers with half of each. So every instance
// serves a copy of its own: .next-releases/<build id>, made once from a finished .next and never written
// again by a build (Next still keeps its page cache there). A rolling restart (SIGHUP to the launcher)
// builds into .next, copies it as a new release and moves the instances to it one at a time; the two
// newest releases are kept, so that the one instances just left is still there.
//
// nginx serves the build's scripts and styles from one folder for every release
// (.next-releases/static): their names carry a hash of their content, so those of the old and new builds
// sit side by side, and a page of the old build still finds its scripts during and after the roll.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const RELEASES = ".next-releases";
const STATIC = "static";
/** What a running server does not need from .next: caches and traces of the build, its type files. */
const LEFT_OUT = new Set(["cache", "trace", "trace-build", "types", "diagnostics"]);

/**
 * The release made from `root`/.next (which must hold a finished build), made now unless it exists.
 * Returns its folder relative to `root` (the instances' NEXT_DIST_DIR).
 */
export function releaseOf(root) {
  const buildId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim();
  if (!/^[A-Za-z0-9_-]+$/.test(buildId)) throw new Error(`.next/BUILD_ID is not a build id: ${JSON.stringify(buildId)}`);
  const name = path.join(RELEASES, buildId);
  const folder = path.join(root, name);
  if (!existsSync(path.join(folder, "BUILD_ID"))) {
    // Copied next to it, then renamed: a release folder is either complete or absent.
    const partial = `${folder}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(path.dirname(partial), { recursive: true });
    cpSync(path.join(root, ".next"), partial, {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(path.relative(path.join(root, ".next"), source).split(path.sep)[0] ?? ""),
    });
    renameSync(partial, folder);
  }
  return name;
}

/** nginx's folder of scripts and styles: every release's, side by side (see the top of this file). */
export function staticFolder(root) {
  return path.join(root, RELEASES, STATIC);
}

/** Adds the scripts and styles of `release` to nginx's folder; files already there are kept as they are. */
export function publishStatic(root, release) {
  cpSync(path.join(root, release, "static"), staticFolder(root), { recursive: true, force: false, errorOnExist: false });
}

/**
 * Removes the releases that are neither in `inUse` nor among the `keep` newest. A folder's time is when
 * its copy was made.
 */
export function pruneReleases(root, inUse, keep = 2) {
  const dir = path.join(root, RELEASES);
  if (!existsSync(dir)) return [];
  const releases = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== STATIC)
    .map((entry) => ({ name: path.join(RELEASES, entry.name), made: statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.made - a.made);
  const removed = [];
  releases.forEach((release, index) => {
    if (index < keep || inUse.has(release.name)) return;
    rmSync(path.join(root, release.name), { recursive: true, force: true });
    removed.push(release.name);
  });
  return removed;
}
