// Marks the scripts every page runs on load for eager compilation (V8's explicit compile hints, Chrome
// 136 and later): a script whose first line is the comment below is compiled whole on a background thread
// while it downloads, instead of function by function on the main thread as each is first called.
//
// The scripts marked are the build's root main files (React, Next's router and the bundler's runtime):
// all of them load and run on every page, so compiling all of their functions is not wasted work, while
// compiling their module factories lazily makes long tasks on the main thread, which Lighthouse counts
// as blocking time. The pages' own chunks are left alone: they hold code that runs only on some action.
//
// Next has no option to put a banner on the chunks Turbopack writes, hence this step after `next build`
// (scripts/start.mjs, `npm run build`). The chunks keep their names: the comment changes no behaviour, and
// a browser holding the unmarked file runs it as before.
//
//   node scripts/lib/compile-hints.mjs [.next]
import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** V8's magic comment; it counts only on the first line of a script. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const FIRST_LINE = Buffer.from(`${EAGER_COMPILE_HINT}\n`);

/** The part of Next's build manifest read here: the scripts every page loads. */
const BuildManifest = z.object({ rootMainFiles: z.array(z.string().endsWith(".js")).min(1) });

/** Whether `file` already starts with the hint: only its first bytes are read (this runs on every start). */
function isMarked(file) {
  const head = Buffer.alloc(FIRST_LINE.length);
  const fd = openSync(file, "r");
  try {
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(FIRST_LINE);
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts the hint on the first line of each root main file of the build in `distDir` that lacks it, and
 * removes a compressed copy made before (nginx would serve it unmarked). Returns the files it marked;
 * a second run marks none.
 */
export function markEagerChunks(distDir) {
  const manifestPath = path.join(distDir, "build-manifest.json");
  const manifest = BuildManifest.safeParse(JSON.parse(readFileSync(manifestPath, "utf8")));
  if (!manifest.success) throw new Error(`${manifestPath} lists no root main scripts (rootMainFiles)`);
  const marked = [];
  for (const file of manifest.data.rootMainFiles) {
    const script = path.join(distDir, file);
    if (isMarked(script)) continue;
    writeFileSync(script, Buffer.concat([FIRST_LINE, readFileSync(script)]));
    if (existsSync(`${script}.gz`)) rmSync(`${script}.gz`);
    marked.push(file);
  }
  return marked;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? ".next");
  const marked = markEagerChunks(distDir);
  console.log(`compile hints: ${marked.length} of the build's root scripts marked for eager compilation`);
}
