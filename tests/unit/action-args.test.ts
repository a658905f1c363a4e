import { describe, expect, it } from "vitest";
import { actionArgs, FORM_ACTION_ARGS, OBJECT_ACTION_ARGS } from "@/lib/http/action-args";

/** The status Next answers for what the call threw (notFound() carries it in its digest), or "returned". */
function statusOf(call: () => unknown): number | "returned" {
  try {
    call();
    return "returned";
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    const match = typeof digest === "string" ? /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/.exec(digest) : null;
    if (!match) throw error;
    return Number(match[1]);
  }
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("a form action's arguments (previousState, formData)", () => {
  it("hands back the state and the form a page's form sends", () => {
    const sent = form({ email: "buyer@example.com" });
    const [previous, formData] = actionArgs(FORM_ACTION_ARGS, [{ status: "idle" }, sent]);
    expect(previous).toEqual({ status: "idle" });
    expect(formData.get("email")).toBe("buyer@example.com");
  });

  it.each([
    ["a string", ["x"]],
    ["two numbers", [1, 2]],
    ["nothing", []],
    ["the form without the state", [form({ email: "a@b.example" })]],
    ["a plain object where the form goes", [{ status: "idle" }, { email: "a@b.example" }]],
    ["a form with one argument too many", [{ status: "idle" }, form({}), "extra"]],
  ])("ends a call with %s in 404", (_label, args) => {
    expect(statusOf(() => actionArgs(FORM_ACTION_ARGS, args))).toBe(404);
  });
});

describe("an object action's arguments", () => {
  it("hands back the object of fields", () => {
    expect(actionArgs(OBJECT_ACTION_ARGS, [{ email: "a@b.example", password: 42 }])).toEqual([{ email: "a@b.example", password: 42 }]);
  });

  it.each([
    ["a string", ["x"]],
    ["null", [null]],
    ["a list", [["a", "b"]]],
    ["nothing", []],
    ["a form", [form({ email: "a@b.example" })]],
  ])("ends a call with %s in 404", (_label, args) => {
    expect(statusOf(() => actionArgs(OBJECT_ACTION_ARGS, args))).toBe(404);
  });
});
