import { describe, expect, it } from "vitest";
import { lighthouseMisses, markdown, type Results } from "@/scripts/lib/bench-report";
import { measuredRun, type LighthouseFigures } from "@/scripts/lib/lighthouse-audit";

const measured: LighthouseFigures = {
  path: "/contact",
  performance: 96,
  seo: 100,
  accessibility: 100,
  cls: 0,
  lcpMs: 2100,
  tbtMs: 120,
  runs: [94, 96, 97],
};
// What the audit records when Lighthouse answers without a performance run (NO_LCP and the like).
const unmeasured: LighthouseFigures = {
  path: "/products",
  performance: 0,
  seo: 100,
  accessibility: 100,
  cls: 0,
  lcpMs: 0,
  tbtMs: 0,
  runs: [0, 88, 90],
  error: "NO_LCP: The page did not display content that qualifies as a Largest Contentful Paint (LCP).",
};

function results(lighthouse: LighthouseFigures[]): Results {
  return {
    at: "2026-11-28T21:00:00.000Z",
    machine: { cores: 2, cpu: "Test CPU", memoryGiB: 8, node: "v20", loadBefore: [0, 0, 0], commit: "abc1234" },
    settings: { duration: 8, connections: 10, fixedRate: 400 },
    rows: [],
    checks: [],
    lighthouse,
    js: [],
  };
}

describe("the bench report's Lighthouse table", () => {
  it("says a page was not measured, and why, instead of a score of 0 and an LCP of 0 s on target", () => {
    const table = markdown(results([measured, unmeasured]));
    expect(table).toContain("| `/contact` | 96 ✓ | 100 ✓ | 100 ✓ | 0 ✓ | 2.1 s ✓ | 94, 96, 97 |");
    expect(table).toContain("| `/products` | not measured: NO_LCP: The page did not display content");
    expect(table).toMatch(/\| `\/products` \| not measured: [^|]+ ✗ \| 100 ✓ \| 100 ✓ \| — ✗ \| — ✗ \| 0, 88, 90 \|/);
    expect(table).not.toContain("0.0 s ✓");
  });

  it("counts an unmeasured page as a miss, with its SEO and accessibility judged as usual", () => {
    expect(lighthouseMisses([measured])).toEqual([]);
    expect(lighthouseMisses([unmeasured])).toEqual([`/products performance not measured (${unmeasured.error})`]);
    expect(lighthouseMisses([{ ...unmeasured, seo: 66 }])).toEqual([
      `/products performance not measured (${unmeasured.error})`,
      "/products SEO 66",
    ]);
  });
});

describe("a Lighthouse run it could not measure", () => {
  const answer = (score: number | null, code?: string) => ({
    categories: { performance: { score } },
    ...(code ? { runtimeError: { code, message: "Something went wrong with recording the trace over your page load." } } : {}),
  });
  /** Lighthouse's answers in turn, and how many runs were asked for. */
  function lighthouse(first: ReturnType<typeof answer>, ...then: ReturnType<typeof answer>[]) {
    const answers = [first, ...then];
    const run = async () => answers[Math.min(run.calls++, answers.length - 1)] ?? first;
    run.calls = 0;
    return run;
  }

  it("is taken again, and the measured run is the one kept", async () => {
    const run = lighthouse(answer(null, "NO_NAVSTART"), answer(0.92));
    const taken = await measuredRun(run);
    expect(taken.lhr.categories.performance.score).toBe(0.92);
    expect(taken.retakenFor).toEqual(["NO_NAVSTART"]);
    expect(run.calls).toBe(2);
  });

  it("is taken again when it has no performance score without an error", async () => {
    expect((await measuredRun(lighthouse(answer(null), answer(0.9)))).retakenFor).toEqual(["no performance score"]);
  });

  it("is kept, with its error, after three attempts: a page that cannot be measured still says so", async () => {
    const run = lighthouse(answer(null, "NO_LCP"));
    const taken = await measuredRun(run);
    expect(run.calls).toBe(3);
    expect(taken.lhr.runtimeError?.code).toBe("NO_LCP");
    expect(taken.retakenFor).toEqual(["NO_LCP", "NO_LCP"]);
  });

  it("that measured is not taken again", async () => {
    const run = lighthouse(answer(0.88));
    expect((await measuredRun(run)).retakenFor).toEqual([]);
    expect(run.calls).toBe(1);
  });

  it("shows in the table beside the scores of the runs", () => {
    const table = markdown(results([{ ...measured, retakenFor: ["NO_NAVSTART"] }]));
    expect(table).toContain("| 94, 96, 97 (1 taken again: NO_NAVSTART) |");
  });
});
