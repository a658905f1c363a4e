// Text the database cannot store: PostgreSQL refuses the NUL character in text and JSON columns, and
// half a UTF-16 surrogate pair is not Unicode at all (JSON's "\ud800" escape makes one; jsonb refuses
// it, a UTF-8 encoder turns it into "�"). Requests carrying either are refused at the door, naming the
// field, instead of failing deep inside a query.

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  return match[0] === "\u0000" ? "Remove the NUL character (U+0000)" : "Remove the broken character (half a UTF-16 surrogate pair)";
}

export type UnstorableText = { path: string; message: string };

type Visit = { value: unknown; key?: string; parent?: Visit };

/** Deeper paths are cut here: the answer names the field, it need not spell out thousands of levels. */
const MAX_PATH_KEYS = 20;

/** The field's path as zod names it ("customer.email", "benefits.0"), or "body" for the top level. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  if (keys.length === 0) return "body";
  keys.reverse();
  return keys.length > MAX_PATH_KEYS ? `${keys.slice(0, MAX_PATH_KEYS).join(".")}.…` : keys.join(".");
}

/**
 * The first string (or object key) of a parsed JSON value that the database cannot store, and where it
 * is. Walks without recursion and without copying paths: a small body can be nested thousands deep.
 */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === "string") {
      const message = problemOf(current);
      if (message) return { path: pathOf(visit), message };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: visit });
    } else if (typeof current === "object" && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const message = problemOf(key);
        if (message) return { path: pathOf(visit), message: `${message} from the field names` };
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** `text` with every NUL and broken surrogate replaced by U+FFFD, for labels such as an uploaded file's name. */
export function storableText(text: string): string {
  return text.replace(new RegExp(UNSTORABLE.source, "g"), "\ufffd");
}
