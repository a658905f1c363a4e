// What in a PDF would act on its own when a reader opens it: scripts, launched programs, attached files,
// actions run on opening or on events. A safety data sheet has none of them, and one uploaded by staff is
// served to buyers as it is (lib/sds), so a PDF that holds any is refused rather than changed.
import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFStream } from "@cantoo/pdf-lib";

/** Keys whose mere presence is active content: a script, attached files, actions on events, an XFA form. */
const ACTIVE_KEYS = ["JS", "JavaScript", "EmbeddedFiles", "EF", "AA", "XFA", "RichMediaContent"] as const;
/** Values of /S (an action's kind), /Type and /Subtype that are active content. */
const ACTIVE_VALUES = ["JavaScript", "Launch", "ImportData", "RichMediaExecute", "EmbeddedFile", "FileAttachment", "RichMedia"] as const;
/** An action a reader may run on opening: going to a page is how many programs write "open at page 1". */
const HARMLESS_OPEN_ACTIONS = ["GoTo"] as const;

/** A name's character as itself or as #xx, with either case of hex digits. */
function escapedOrNot(char: string): string {
  const [high, low] = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `(?:${char}|#${high}[${low!.toLowerCase()}${low!.toUpperCase()}])`;
}

/**
 * Names long enough not to turn up by chance in compressed data, looked for in the raw bytes too: they
 * would catch an object that the parser passed over as broken but a reader repairs and runs. A name may
 * write any of its characters as #xx.
 */
const RAW_NAMES = ["JavaScript", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia"].map((rawName) => ({
  name: rawName,
  pattern: new RegExp(`/${[...rawName].map(escapedOrNot).join("")}(?=[\\s/<>\\[\\]()%{}]|$)`),
}));

const name = (value: string) => PDFName.of(value);

/**
 * The active content a dictionary holds itself (the objects it refers to are looked at on their own);
 * `lookup` follows a reference.
 */
function activeIn(dict: PDFDict, lookup: (object: PDFObject) => PDFObject | undefined, found: Set<string>): void {
  for (const key of ACTIVE_KEYS) if (dict.has(name(key))) found.add(key);
  for (const field of ["S", "Type", "Subtype"]) {
    const value = dict.get(name(field));
    for (const active of ACTIVE_VALUES) if (value === name(active)) found.add(active);
  }
  const opening = dict.get(name("OpenAction"));
  if (opening === undefined) return;
  const open = lookup(opening);
  // A destination (a page and how to fit it), or an action that goes to one, is harmless.
  if (open instanceof PDFArray) return;
  if (open instanceof PDFDict && HARMLESS_OPEN_ACTIONS.some((harmless) => open.get(name("S")) === name(harmless))) return;
  found.add("OpenAction");
}

/** Every dictionary within `object` that is written inside it (references are not followed). */
function* dictionariesIn(object: PDFObject): Generator<PDFDict> {
  const stack: PDFObject[] = [object];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next instanceof PDFStream) stack.push(next.dict);
    else if (next instanceof PDFDict) {
      yield next;
      for (const [, value] of next.entries()) stack.push(value);
    } else if (next instanceof PDFArray) stack.push(...next.asArray());
  }
}

/** The kinds of active content in `document` (parsed from `bytes`), by their PDF names; empty when none. */
export function activeContentOf(document: PDFDocument, bytes: Uint8Array): string[] {
  const found = new Set<string>();
  const lookup = (object: PDFObject) => document.context.lookup(object);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    for (const dict of dictionariesIn(object)) activeIn(dict, lookup, found);
  }
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  for (const { name: rawName, pattern } of RAW_NAMES) if (pattern.test(raw)) found.add(rawName);
  return [...found].sort();
}
