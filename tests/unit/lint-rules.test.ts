// ESLint 10 runs eslint-config-next's React, hooks, accessibility and import plugins, whose declared peer
// range ends at ESLint 9: this keeps them, and the rules eslint.config.mjs adds, proven to still report
// what they are there for.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const PROBE = `import { useState } from "react";

export function Probe({ items, on }: { items: string[]; on: boolean }) {
  if (on) {
    const [count] = useState(0);
    return <span>{count}</span>;
  }
  return (
    <div>
      {items.map((item) => (
        <p>{item}</p>
      ))}
      <img src="/a.png" />
      <a href="/x">Don't</a>
    </div>
  );
}
`;

describe("the lint gate", () => {
  it("reports a conditional hook, a list item without a key, an image without alt text and an unescaped quote", async () => {
    const [result] = await new ESLint().lintText(PROBE, { filePath: "app/lint-probe.tsx" });
    expect(new Set(result?.messages.map((message) => message.ruleId))).toEqual(
      new Set([
        "react-hooks/rules-of-hooks",
        "react/jsx-key",
        "@next/next/no-img-element",
        "jsx-a11y/alt-text",
        "react/no-unescaped-entities",
      ]),
    );
  }, 60_000);

  it("keeps server code out of the lead forms' browser modules, and only out of those", async () => {
    const probe = `import "server-only";
import { readFileSync } from "node:fs";
import { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { US_STATES } from "@/lib/domain/tax";
import { LEAD_FORMS } from "./forms";
import { notifyStaffOfLead } from "./inbox";

export const used = [readFileSync, Prisma, db, US_STATES, LEAD_FORMS, notifyStaffOfLead];
`;
    const eslint = new ESLint();
    const reported = async (filePath: string) => {
      const [result] = await eslint.lintText(probe, { filePath });
      return result?.messages.map((message) => `${message.line} ${message.ruleId}`);
    };
    expect(await reported("lib/leads/summary.ts")).toEqual([
      "1 no-restricted-imports",
      "2 import/no-nodejs-modules",
      "3 no-restricted-imports",
      "4 import/no-restricted-paths",
      "7 import/no-restricted-paths",
    ]);
    expect(await reported("lib/leads/acknowledgement.ts")).toEqual([]);
  }, 60_000);
});
