import { describe, expect, it } from "vitest";
import { findUnstorableText, storableText } from "@/lib/http/text";

const NUL = "Remove the NUL character (U+0000)";
const SURROGATE = "Remove the broken character (half a UTF-16 surrogate pair)";

describe("text the database cannot store", () => {
  it("lets ordinary text through, emoji and accents included", () => {
    expect(findUnstorableText({ name: "Crème 😀 Cleaner", lines: ["a", "b"], n: 1, ok: true, none: null })).toBeUndefined();
    expect(findUnstorableText("\u0001 tab\t and newline\n are stored fine")).toBeUndefined();
  });

  it("finds a NUL and names the field as zod would", () => {
    expect(findUnstorableText({ customer: { email: "a\u0000@b.example" } })).toEqual({ path: "customer.email", message: NUL });
    expect(findUnstorableText({ benefits: ["fine", "bad\u0000"] })).toEqual({ path: "benefits.1", message: NUL });
    expect(findUnstorableText("\u0000")).toEqual({ path: "body", message: NUL });
  });

  it("finds half a surrogate pair, high or low, and a broken key", () => {
    expect(findUnstorableText({ name: "\ud800x" })).toEqual({ path: "name", message: SURROGATE });
    expect(findUnstorableText({ name: "x\udc00" })).toEqual({ path: "name", message: SURROGATE });
    expect(findUnstorableText({ state: { "a\u0000": 1 } })).toEqual({ path: "state", message: `${NUL} from the field names` });
  });

  it("walks a value nested far deeper than the call stack allows", () => {
    let value: unknown = "deep\u0000";
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(findUnstorableText(value)).toEqual({ path: `${Array(20).fill("0").join(".")}.…`, message: NUL });
  });

  it("replaces them in labels with U+FFFD", () => {
    expect(storableText("tank\u0000photo\ud800.png 😀")).toBe("tank\ufffdphoto\ufffd.png 😀");
  });
});
