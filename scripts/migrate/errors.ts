// Turns whatever the engine, pg or the file system throws into one line a developer can act on.

/** A failure already worded for the developer; the CLI prints its message as is. */
export class MigrateError extends Error {
  override name = "MigrateError";
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === "string" ? message : undefined;
}

// The engine appends its Rust span trace: "   0: schema_engine_wasm::wasm::engine::Diff\n   at file.rs:242".
const SPAN_TRACE_LINE = /^\s*\d+: [\w:]+$/;

// A schema validation error points at the source ("  -->  schema.prisma:36") and only reads well as is.
const SCHEMA_POINTER_LINE = /^\s*-->\s/;

/** Engine errors are multi-line (a summary, the database's error, a span trace); a terminal wants one line. */
export function describeError(error: unknown): string {
  const message = messageOf(error);
  if (message === undefined) return String(error);
  const lines = message.split("\n");
  const traceStart = lines.findIndex((line) => SPAN_TRACE_LINE.test(line));
  const relevant = traceStart === -1 ? lines : lines.slice(0, traceStart);
  if (relevant.some((line) => SCHEMA_POINTER_LINE.test(line))) return relevant.join("\n").trimEnd();
  return relevant
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join(" ");
}
