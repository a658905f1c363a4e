// Which pages come from Next's page cache (prerendered at build, or made on first request and kept), and so
// get a policy that allows their inline scripts by hash rather than a nonce (lib/security/csp.ts), and the
// hashes of the not-found page, which answers unknown addresses whatever policy they were given.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { inlineScriptHashes } from "./page-scripts.mjs";
import { distDir as buildDir } from "@/lib/dist-dir";

const distDir = () => path.join(process.cwd(), buildDir(process.env.NEXT_DIST_DIR));

const prerenderManifestSchema = z.object({
  routes: z.record(z.string(), z.object({ srcRoute: z.string().nullish() })),
  dynamicRoutes: z.record(z.string(), z.object({ routeRegex: z.string(), fallback: z.union([z.string(), z.literal(false), z.null()]) })),
});

type Routes = {
  prerendered: Set<string>;
  /** Routes that make and keep a page for paths not known at build time. */
  onDemand: RegExp[];
};

let routes: Routes | null | undefined;

function readRoutes(): Routes | null {
  try {
    const prerender = prerenderManifestSchema.parse(JSON.parse(readFileSync(path.join(distDir(), "prerender-manifest.json"), "utf8")));
    const onDemand = Object.values(prerender.dynamicRoutes).flatMap(({ routeRegex, fallback }) =>
      fallback !== false ? [new RegExp(routeRegex)] : [],
    );
    return { prerendered: new Set(Object.keys(prerender.routes)), onDemand };
  } catch {
    // No production build here (next dev, or a build without these files): nothing is prerendered.
    return null;
  }
}

/** Whether the page at `pathname` is served from Next's page cache. */
export function isCachedPage(pathname: string): boolean {
  routes ??= readRoutes();
  if (!routes || !/^(\/[A-Za-z0-9_.-]*)+$/.test(pathname) || pathname.includes("..")) return false;
  return routes.prerendered.has(pathname) || routes.onDemand.some((pattern) => pattern.test(pathname));
}

let notFound: { mtimeMs: number; hashes: string[] } | undefined;

/** An unknown address is answered with the prerendered not-found page, whatever policy it was given. */
export function notFoundScriptHashes(): string[] {
  const file = path.join(distDir(), "server", "app", "_not-found.html");
  try {
    const { mtimeMs } = statSync(file);
    if (notFound?.mtimeMs !== mtimeMs) notFound = { mtimeMs, hashes: inlineScriptHashes(readFileSync(file, "utf8")) };
    return notFound.hashes;
  } catch {
    return [];
  }
}
