// Which pages are prerendered, and the hashes of the inline scripts of the HTML Next will send for them.
//
// The build writes each prerendered page to .next/server/app/<path>.html. A page made at run time (a
// data sheet first asked for after the build, a page whose cache expired) is
// written by Next's file-system cache to .next/server/route-cache/APP_PAGE/<sha256 of the route's
// source>/$<path>.html, the layout of Next 16's route-cache-key.js. The policy allows the scripts of
// both files, each re-read when its modification time changes, so a visitor who still gets the build's
// copy while the new one is made is served as well as the next one. A page whose content changes at
// run time is better kept static with the changing part outside it, as the home hero's background is
// (app/hero-background.css): a visitor who asks while Next remakes a page could otherwise get the new
// page under the old hashes.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { inlineScriptHashes } from "./csp";

const distDir = () => path.join(process.cwd(), ".next");
const sha256Base64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const prerenderManifestSchema = z.object({
  routes: z.record(z.string(), z.object({ srcRoute: z.string().nullish() })),
  dynamicRoutes: z.record(z.string(), z.object({ routeRegex: z.string(), fallback: z.union([z.string(), z.literal(false), z.null()]) })),
});
const appPathsManifestSchema = z.record(z.string(), z.string());

type Routes = {
  /** Path → the app route it was made from ("/" → "/(site)/page"). */
  prerendered: Map<string, string>;
  /** Routes that make and keep a page for paths not known at build time. */
  onDemand: { pattern: RegExp; source: string }[];
};

let routes: Routes | null | undefined;

/** "/(site)/(account)/forgot-password/page" → "/forgot-password". */
function publicPath(appPage: string): string {
  const segments = appPage.split("/").filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith("@"));
  if (segments.at(-1) === "page") segments.pop();
  return `/${segments.join("/")}`;
}

function readRoutes(): Routes | null {
  try {
    const prerender = prerenderManifestSchema.parse(JSON.parse(readFileSync(path.join(distDir(), "prerender-manifest.json"), "utf8")));
    const appPaths = appPathsManifestSchema.parse(
      JSON.parse(readFileSync(path.join(distDir(), "server", "app-paths-manifest.json"), "utf8")),
    );
    const sourceOf = new Map(Object.keys(appPaths).map((appPage) => [publicPath(appPage), appPage]));
    const prerendered = new Map<string, string>();
    for (const [pathname, route] of Object.entries(prerender.routes)) {
      const source = sourceOf.get(route.srcRoute ?? pathname);
      if (source) prerendered.set(pathname, source);
    }
    const onDemand = Object.entries(prerender.dynamicRoutes).flatMap(([route, { routeRegex, fallback }]) => {
      const source = sourceOf.get(route);
      return fallback !== false && source ? [{ pattern: new RegExp(routeRegex), source }] : [];
    });
    return { prerendered, onDemand };
  } catch {
    // No production build here (next dev, or a build without these files): nothing is prerendered.
    return null;
  }
}

const fileHashes = new Map<string, { mtimeMs: number; hashes: string[] }>();

function hashesOfFile(file: string): string[] | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = fileHashes.get(file);
  if (known?.mtimeMs === mtimeMs) return known.hashes;
  try {
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"), sha256Base64);
    fileHashes.set(file, { mtimeMs, hashes });
    return hashes;
  } catch {
    return null;
  }
}

/** Next's normalizePagePath: "/" → "/index". */
const pageFileName = (pathname: string) => (pathname === "/" ? "/index" : pathname);

/** The inline-script hashes of a prerendered page, or null when the page is rendered per request. */
export function prerenderedScriptHashes(pathname: string): string[] | null {
  routes ??= readRoutes();
  if (!routes || !/^(\/[A-Za-z0-9_.-]*)+$/.test(pathname) || pathname.includes("..")) return null;
  const source = routes.prerendered.get(pathname) ?? routes.onDemand.find((route) => route.pattern.test(pathname))?.source;
  if (!source) return null;
  const built = hashesOfFile(path.join(distDir(), "server", "app", `${pageFileName(pathname)}.html`));
  const remade = hashesOfFile(
    path.join(distDir(), "server", "route-cache", "APP_PAGE", sha256Hex(source), `$${pageFileName(pathname)}.html`),
  );
  if (!built && !remade) return routes.prerendered.has(pathname) ? [] : null;
  return [...new Set([...(built ?? []), ...(remade ?? [])])];
}

/** An unknown address is answered with the prerendered not-found page, whatever policy it was given. */
export function notFoundScriptHashes(): string[] {
  return hashesOfFile(path.join(distDir(), "server", "app", "_not-found.html")) ?? [];
}
