import { describe, expect, it } from "vitest";
import { lighthouseMisses, markdown, type Results } from "@/scripts/lib/bench-report";
import type { LighthouseFigures } from "@/scripts/lib/lighthouse-audit";

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
