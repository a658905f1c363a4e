// ESLint 10 runs eslint-config-next's React, hooks and accessibility plugins, whose declared peer range
// ends at ESLint 9: this keeps them proven to still report what they are there for.
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
});
