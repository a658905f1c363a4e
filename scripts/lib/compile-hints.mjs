// Marks the scripts every page runs on load for eager compilation (V8's explicit compile hints, Chrome
// 136 and later): a script whose first line is the comment below is compiled whole on a background thread
// while it downloads, instead of function by function on the main thread as each is first called.
//
// The scripts marked are the build's root main files (React, Next's router and the bundler's runtime):
// all of them load and run on every page, so compiling all of their functions is not wasted work. On the
// product page, compiling their module factories lazily took about 100 ms of the main thread per load on
// a 2-core machine, in long tasks that Lighthouse counts four times over as blocking time. The pages' own
// chunks are left alone: they hold code that runs only on some action, and marking them as well gave
// Lighthouse no better figures.
//
// Next has no option to put a banner on the chunks Turbopack writes, hence this step after `next build`
// (scripts/start.mjs, `npm run build`). The chunks keep their names: the comment changes no behaviour, and
// a browser holding the unmarked file runs it as before.
//
//   node scripts/lib/compile-hints.mjs [.next]
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** V8's magic comment; it counts only on the first line of a script. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Puts the hint on the first line of each root main file of the build in `distDir` that lacks it, and
 * removes a compressed copy made before (nginx would serve it unmarked). Returns the files it marked;
 * a second run marks none.
 */
export function markEagerChunks(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.some((file) => typeof file !== "string" || !file.endsWith(".js"))) {
    throw new Error(`${path.join(distDir, "build-manifest.json")} lists no root main scripts (rootMainFiles)`);
  }
  const marked = [];
  for (const file of files) {
    const script = path.join(distDir, file);
    const text = readFileSync(script, "utf8");
    if (text.startsWith(`${EAGER_COMPILE_HINT}\n`)) continue;
    writeFileSync(script, `${EAGER_COMPILE_HINT}\n${text}`);
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
