// Lighthouse in `npm run bench`: the mobile profile Lighthouse uses by default (a Moto G Power's screen,
// a slow 4G network and a 4× slower CPU, simulated), on Debian's chromium, for the pages the shop's
// figures are judged by. Nothing is fetched from the internet: the pages come from the local build.
//
// One run of a page varies widely in performance on a small machine (a busy neighbour, the CPU's
// clock): each page is run several times and the median run reported, as Lighthouse's own guidance and
// Lighthouse CI do (computeMedianRun: the run nearest the median first paint and time to interactive).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

/** Runs per page; the median one is reported. */
export const LIGHTHOUSE_RUNS = 3;
/**
 * Times a run is taken at most: a run Lighthouse could not measure is taken again. Its own message asks
 * for that ("Something went wrong with recording the trace over your page load. Please run Lighthouse
 * again", NO_NAVSTART), and a page that does so once is measured well in its other runs. A page that cannot
 * be measured fails every time, and its error is still what is reported.
 */
export const LIGHTHOUSE_ATTEMPTS = 3;

type Measurable = { runtimeError?: { code: string; message: string }; categories: { performance?: { score: number | null } } };

/** Why Lighthouse measured no performance in a run, or undefined when it did. */
const notMeasured = (lhr: Measurable) =>
  lhr.runtimeError ? lhr.runtimeError.code : lhr.categories.performance?.score == null ? "no performance score" : undefined;

/**
 * One run of a page, taken again while Lighthouse could not measure it, at most `attempts` times: the
 * last run, and why each run before it was taken again.
 */
export async function measuredRun<T extends Measurable>(run: () => Promise<T>, attempts = LIGHTHOUSE_ATTEMPTS) {
  const retakenFor: string[] = [];
  for (;;) {
    const lhr = await run();
    const reason = notMeasured(lhr);
    if (!reason || retakenFor.length + 1 >= attempts) return { lhr, retakenFor };
    retakenFor.push(reason);
  }
}

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
  /** The performance score of each run, in order (the figures above are the median run's). */
  runs: number[];
  /** Why runs were taken again, one entry per run taken again (Lighthouse could not measure it: NO_NAVSTART…). */
  retakenFor?: string[];
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
      const runs = [];
      const retakenFor: string[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const taken = await measuredRun(async () => {
          const result = await lighthouse(
            origin + path,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo", "accessibility"] },
            undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          return result.lhr;
        });
        runs.push(taken.lhr);
        retakenFor.push(...taken.retakenFor);
      }
      // A run that could not measure the page is the one reported: its error must not be averaged away.
      const failed = runs.find((lhr) => notMeasured(lhr));
      const { categories, audits, runtimeError } = failed ?? computeMedianRun(runs);
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
        runs: runs.map((lhr) => score(lhr.categories.performance?.score)),
        ...(retakenFor.length ? { retakenFor } : {}),
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
