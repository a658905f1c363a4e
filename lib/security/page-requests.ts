// Which requests proxy.ts lets through to the site, by method and, for a POST to a page, by body.
// Pure: proxy.ts reads the request and answers; these functions say what is wrong with it.
//
// A page takes GET and HEAD, and POST only as a server action: either a call from the page's script
// (a `Next-Action` header, the arguments encoded by React as a JSON array, in a text body or in the
// field "0" of a multipart body) or a form posted before the script took over (multipart, with the
// `$ACTION_ID_…` or `$ACTION_REF_…` fields React writes into the form). Next answers 500 to a body it
// cannot decode, so the proxy decodes it first: the multipart body must parse, and every reference in
// the arguments must name a part the request carries. The references allowed are those the site's
// clients send: plain JSON, the escaped `$$`, `$undefined` and the other special numbers, dates,
// bigints, temporary references (`$T`), FormData (`$K…`) and other parts of the reply (`$1`, `$@1`).
// An action that took a Map, a Set, a file outside a FormData or a stream would need its form added
// here. What the arguments must be for each action is the action's own check (lib/http/action-args.ts).

import { ACTION_BODY_LIMIT_BYTES } from "./body-limits.mjs";

/** Every method some address of the site takes; the route handlers narrow it further. */
export const SITE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** The methods of a page. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/** `title` heads the page a browser is shown. */
export type Refusal = { status: 400 | 405 | 413 | 415; message: string; allow?: string; title?: string };

/** The answer to a body over what Next takes for a server action. */
export const BODY_TOO_LARGE: Refusal = { status: 413, message: "The request's body is too large." };

/** 413 for a body, declared or measured, over what Next takes for a server action. */
export function refuseBodySize(byteLength: number): Refusal | null {
  return byteLength > ACTION_BODY_LIMIT_BYTES ? BODY_TOO_LARGE : null;
}

/** 405 for a method the address does not take, naming those it does. */
export function refuseMethod(method: string, page: boolean): Refusal | null {
  const allowed: readonly string[] = page ? PAGE_METHODS : SITE_METHODS;
  if (allowed.includes(method.toUpperCase())) return null;
  return { status: 405, message: `Method not allowed: this address takes ${allowed.join(", ")}.`, allow: allowed.join(", ") };
}

/** How the proxy must read a POST to a page to judge it: which body it has to decode, or a refusal. */
export type PagePostPlan = { read: "none"; refusal: Refusal } | { read: "form"; actionCall: boolean } | { read: "text" };

// What a visitor meets when a form of the site is sent before the page's script has taken it over.
const NOT_AN_ACTION: Refusal = {
  status: 400,
  title: "Your form was not sent",
  message:
    "This page takes no posted data: the form was sent before the page had finished loading, so nothing was received. Go back to the page, wait a moment for it to load, and send the form again.",
};

export function planPagePost({
  contentType,
  actionId,
  contentLength,
}: {
  contentType: string | null;
  actionId: string | null;
  contentLength: string | null;
}): PagePostPlan {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const tooLarge = refuseBodySize(contentLength === null ? 0 : Number(contentLength));
  if (tooLarge) return { read: "none", refusal: tooLarge };
  if (type === "multipart/form-data") return { read: "form", actionCall: actionId !== null };
  if (actionId === null) return { read: "none", refusal: NOT_AN_ACTION };
  if (type === "application/x-www-form-urlencoded") {
    return {
      read: "none",
      refusal: { status: 415, message: "Unsupported content type: a server action takes multipart/form-data or text." },
    };
  }
  return { read: "text" };
}

const SPECIAL_VALUES = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$T"]);

/** What a string of React's reply encoding is: a plain value, a reference to another part, or unknown. */
function classify(value: string): { kind: "plain" } | { kind: "part"; id: string } | { kind: "unknown" } {
  if (!value.startsWith("$") || value.startsWith("$$") || SPECIAL_VALUES.has(value)) return { kind: "plain" };
  if (/^\$n-?\d+$/.test(value) || value.startsWith("$D") || /^\$K[0-9a-f]+$/.test(value)) return { kind: "plain" };
  const part = /^\$@?([0-9a-f]+)$/.exec(value);
  return part ? { kind: "part", id: String(Number.parseInt(part[1]!, 16)) } : { kind: "unknown" };
}

/** The strings of a JSON value, walked without recursion (a body may nest thousands of levels). */
function* stringsOf(value: unknown): Generator<string> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") yield next;
    else if (Array.isArray(next)) for (const item of next) stack.push(item);
    else if (typeof next === "object" && next !== null) for (const item of Object.values(next)) stack.push(item);
  }
}

/**
 * The problem with a reply whose root part is `root`, its other parts read with `part(id)`; null when
 * React can decode it. `isRoot` checks the shape of the root value.
 */
function replyProblem(root: string, part: (id: string) => string | null, expected: RootShape): string | null {
  const seen = new Set<string>(["0"]);
  const queue: [id: string, text: string][] = [["0", root]];
  for (let entry = queue.shift(); entry; entry = queue.shift()) {
    const [id, text] = entry;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return id === "0" ? `${expected.label} are not JSON` : `part ${id} of the arguments is not JSON`;
    }
    if (id === "0" && !expected.test(value)) return expected.problem;
    for (const string of stringsOf(value)) {
      const kind = classify(string);
      if (kind.kind === "unknown") return `the arguments hold a value no action of the site takes (${string.slice(0, 20)})`;
      if (kind.kind === "part" && !seen.has(kind.id)) {
        const text = part(kind.id);
        if (text === null) return `the arguments refer to part ${kind.id}, which the request does not carry`;
        seen.add(kind.id);
        queue.push([kind.id, text]);
      }
    }
  }
  return null;
}

type RootShape = { label: string; test: (value: unknown) => boolean; problem: string };

const ARGUMENT_LIST: RootShape = { label: "the arguments", test: Array.isArray, problem: "the arguments are not a list" };
const ACTION_DESCRIPTOR: RootShape = {
  label: "the form's action fields",
  test: (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === "string",
  problem: "the form's action fields do not name an action",
};

const badRequest = (problem: string): Refusal => ({ status: 400, message: `Bad request: ${problem}.` });

/** A server action called with a text body: the body is the argument list. */
export function checkActionText(text: string): Refusal | null {
  const tooLarge = refuseBodySize(new TextEncoder().encode(text).byteLength);
  if (tooLarge) return tooLarge;
  const problem = replyProblem(text, () => null, ARGUMENT_LIST);
  return problem ? badRequest(problem) : null;
}

/** A multipart POST to a page: a server action called by the page's script, or a form posted without it. */
export function checkActionForm(form: FormData, { actionCall }: { actionCall: boolean }): Refusal | null {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : null;
  };
  if (actionCall) {
    const root = text("0");
    if (root === null) return badRequest("the arguments are missing");
    const problem = replyProblem(root, text, ARGUMENT_LIST);
    return problem ? badRequest(problem) : null;
  }
  const keys = [...form.keys()];
  if (!keys.some((key) => key.startsWith("$ACTION_ID_") || key.startsWith("$ACTION_REF_"))) return NOT_AN_ACTION;
  for (const key of keys.filter((key) => key.startsWith("$ACTION_REF_"))) {
    const prefix = `$ACTION_${key.slice("$ACTION_REF_".length)}:`;
    const descriptor = text(`${prefix}0`);
    if (descriptor === null) return badRequest("the form names an action it does not describe");
    const problem = replyProblem(descriptor, (id) => text(`${prefix}${id}`), ACTION_DESCRIPTOR);
    if (problem) return badRequest(problem);
  }
  return null;
}
