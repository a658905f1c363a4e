// Lighthouse in `npm run bench`: the mobile profile Lighthouse uses by default (a Moto G Power's screen,
// a slow 4G network and a 4× slower CPU, simulated), on Debian's chromium, for the pages the shop's
// figures are judged by. Nothing is fetched from the internet: the pages come from the local build.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseFigures = {
  path: string;
  performance: number;
  seo: number;
  accessibility: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Largest contentful paint, ms. */
  lcpMs: number;
  /** Total blocking time, ms. */
  tbtMs: number;
  /** Why Lighthouse measured no performance on the page (its runtime error, or the metric it could not take). */
  error?: string;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function lighthouseFigures(origin: string, paths: readonly string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_FULL_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const result = await lighthouse(
        origin + path,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo", "accessibility"] },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      // Lighthouse still answers when a page could not be measured (no largest paint, a page that did not
      // load): its scores are then null, which must not read as a measured 0.
      const lcp = audits["largest-contentful-paint"];
      const error = runtimeError
        ? `${runtimeError.code}: ${runtimeError.message}`
        : categories.performance?.score == null || lcp?.numericValue === undefined
          ? `no performance score (${lcp?.errorMessage ?? "largest contentful paint not measured"})`
          : undefined;
      figures.push({
        ...(error ? { error } : {}),
        path,
        performance: score(categories.performance?.score),
        seo: score(categories.seo?.score),
        accessibility: score(categories.accessibility?.score),
        cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
