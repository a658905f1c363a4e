// The report of `npm run bench`: the machine it ran on, every figure against its target and
// the Markdown table docs/performance.md quotes.
import { execFileSync } from "node:child_process";
import os from "node:os";
import type { EmailFigures } from "./bench-email";
import type { Figures } from "./bench-measure";
import type { LighthouseFigures } from "./lighthouse-audit";

export type Machine = { cores: number; cpu: string; memoryGiB: number; node: string; loadBefore: number[]; commit: string };

export function machine(root: string): Machine {
  const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" }).trim();
  let commit = "unknown";
  try {
    commit = git("rev-parse", "--short", "HEAD") + (git("status", "--porcelain") ? " (with uncommitted changes)" : "");
  } catch {
    // not a git checkout
  }
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadBefore: os.loadavg().map((load) => Math.round(load * 100) / 100),
    commit,
  };
}

export type Row = { name: string; figures: Figures };
export type Check = { name: string; measured: string; target: string; ok: boolean | undefined };

export type Results = {
  at: string;
  machine: Machine;
  settings: { duration: number; connections: number; fixedRate: number };
  rows: Row[];
  checks: Check[];
  /** Why the 1-against-2-instances part did not run, when it did not. */
  instancesSkipped?: string;
  lighthouse: LighthouseFigures[];
  lighthouseError?: string;
  js: { route: string; files: number; gzipKb: number }[];
  /** One instance's e-mail worker draining a backlog, and an order's confirmation behind it. */
  email?: EmailFigures;
  /** Why the e-mail part did not run, when it did not. */
  emailSkipped?: string;
  seconds?: number;
};

export const ratio = (a: Figures, b: Figures) => (b.rps > 0 ? Math.round((a.rps / b.rps) * 100) / 100 : 0);

const mark = (ok: boolean | undefined) => (ok === undefined ? "" : ok ? "✓" : "✗");

/** Lighthouse's targets, per figure. */
/** `measuredByPerformance`: taken by the performance run, so absent when Lighthouse could not measure it. */
const LIGHTHOUSE_TARGETS: {
  label: string;
  target: string;
  measuredByPerformance?: boolean;
  value: (a: LighthouseFigures) => string;
  ok: (a: LighthouseFigures) => boolean;
}[] = [
  {
    label: "performance",
    target: "≥ 95",
    measuredByPerformance: true,
    value: (a: LighthouseFigures) => `${a.performance}`,
    ok: (a: LighthouseFigures) => a.performance >= 95,
  },
  { label: "SEO", target: "100", value: (a: LighthouseFigures) => `${a.seo}`, ok: (a: LighthouseFigures) => a.seo === 100 },
  {
    label: "accessibility",
    target: "≥ 98",
    value: (a: LighthouseFigures) => `${a.accessibility}`,
    ok: (a: LighthouseFigures) => a.accessibility >= 98,
  },
  {
    label: "CLS",
    target: "< 0.1",
    measuredByPerformance: true,
    value: (a: LighthouseFigures) => `${a.cls}`,
    ok: (a: LighthouseFigures) => a.cls < 0.1,
  },
  {
    label: "LCP",
    target: "< 2.5 s",
    measuredByPerformance: true,
    value: (a: LighthouseFigures) => `${(a.lcpMs / 1000).toFixed(1)} s`,
    ok: (a: LighthouseFigures) => a.lcpMs < 2500,
  },
];

/** A figure and its mark; a page Lighthouse could not measure says why instead of a 0 that reads as measured. */
function lighthouseCell(a: LighthouseFigures, t: (typeof LIGHTHOUSE_TARGETS)[number]): string {
  if (a.error && t.measuredByPerformance) return t.label === "performance" ? `not measured: ${a.error} ✗` : "— ✗";
  return `${t.value(a)} ${mark(t.ok(a))}`;
}

export function markdown(results: Results): string {
  const { machine: m, settings } = results;
  const lines = [
    `Measured ${results.at.slice(0, 16).replace("T", " ")} UTC, commit ${m.commit}, on ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node};`,
    `load average before the run ${m.loadBefore.join(", ")} (1, 5, 15 min). autocannon: ${settings.connections} connections,`,
    `${settings.duration} s per target, \`Accept-Encoding: gzip\`, servers and load generator on the same machine.`,
    // A run of one part (--only) leaves the other parts' tables out.
    ...(results.rows.length > 0
      ? [
          "",
          "| target | req/s | p50 ms | p99 ms | failed |",
          "| --- | ---: | ---: | ---: | ---: |",
          ...results.rows.map(({ name, figures: f }) => `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx || ""} |`),
        ]
      : []),
    "",
    "| figure | measured | target | |",
    "| --- | ---: | ---: | :-: |",
    ...results.checks.map((c) => `| ${c.name} | ${c.measured} | ${c.target} | ${mark(c.ok)} |`),
  ];
  if (results.instancesSkipped) lines.push("", `1 against 2 instances not measured: ${results.instancesSkipped}.`);
  if (results.lighthouse.length > 0) {
    lines.push(
      "",
      `| Lighthouse mobile, through nginx (median run) | ${LIGHTHOUSE_TARGETS.map((t) => `${t.label} (${t.target})`).join(" | ")} | performance of each run |`,
      `| --- | ${LIGHTHOUSE_TARGETS.map(() => "---:").join(" | ")} | ---: |`,
      ...results.lighthouse.map(
        (a) =>
          `| \`${a.path}\` | ${LIGHTHOUSE_TARGETS.map((t) => lighthouseCell(a, t)).join(" | ")} | ${a.runs.join(", ")}${a.retakenFor?.length ? ` (${a.retakenFor.length} taken again: ${a.retakenFor.join(", ")})` : ""} |`,
      ),
    );
  }
  if (results.lighthouseError) lines.push("", `Lighthouse could not run: ${results.lighthouseError}.`);
  if (results.email) {
    const e = results.email;
    lines.push(
      "",
      "| e-mail, one instance writing to the outbox (PostgreSQL) | measured |",
      "| --- | ---: |",
      `| ${e.queued.toLocaleString("en-US")} bulk messages queued through lib/email, one by one | ${e.queueSeconds} s |`,
      `| the same drained by the worker | ${e.drainSeconds} s, ${e.perSecond} a second |`,
      `| a card payment's answer → its confirmation written, queued behind that backlog | ${e.confirmationMs} ms (${e.backlogAtConfirmation} bulk messages still waiting then) |`,
    );
  }
  if (results.emailSkipped) lines.push("", `E-mail not measured: ${results.emailSkipped}.`);
  if (results.js.length > 0) {
    lines.push(
      "",
      `| first-load JavaScript (gzip) | ${results.js.map((j) => `\`${j.route}\``).join(" | ")} |`,
      `| --- | ${results.js.map(() => "---:").join(" | ")} |`,
      `| kB | ${results.js.map((j) => j.gzipKb).join(" | ")} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Whether every Lighthouse figure meets its target (for the summary line). */
export function lighthouseMisses(audits: LighthouseFigures[]): string[] {
  return audits.flatMap((a) => [
    ...(a.error ? [`${a.path} performance not measured (${a.error})`] : []),
    ...LIGHTHOUSE_TARGETS.filter((t) => !(a.error && t.measuredByPerformance) && !t.ok(a)).map((t) => `${a.path} ${t.label} ${t.value(a)}`),
  ]);
}
