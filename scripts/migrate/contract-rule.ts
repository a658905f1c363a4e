// The expand/contract rule (docs/operations.md): during a rolling deploy the previous release keeps
// serving on the database the new release has just migrated, and Prisma names every column it reads
// or writes. So a migration may only add; dropping, renaming or tightening what an earlier migration made
// waits for a later release, in a migration marked `-- contract: <what>` that names each thing it takes
// away. Pure: it reads migration SQL as Prisma writes it (and as people write it by hand) and answers.

/** Migrations named before this predate the rule; three of them broke it (see docs/operations.md). */
export const RULE_SINCE = "20261207000000";

export type ContractChange = {
  /** What the previous release would meet: `"Product"."slug"`, `"Product"` or `type "LeadStatus"`. */
  target: string;
  /** What the statement does to it, in a few words. */
  change: string;
};

export type RuleViolation = {
  migration: string;
  /** Contract changes the migration makes without naming them in a `-- contract:` line. */
  unmarked: ContractChange[];
  /** Names in its `-- contract:` lines that it does not drop, rename or tighten. */
  unused: string[];
};

/** Splits a script into statements: `;` ends one outside strings, quoted names, dollar bodies and comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const char = sql[i]!;
    if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
      current += " ";
      continue;
    }
    if (rest.startsWith("/*")) {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += " ";
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (char === "'" || char === '"') {
      let j = i + 1;
      // A doubled quote is the quote itself, inside.
      while (j < sql.length && !(sql[j] === char && sql[j + 1] !== char)) j += sql[j] === char ? 2 : 1;
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (char === ";") {
      if (current.trim()) statements.push(current.trim());
      current = "";
      i += 1;
      continue;
    }
    current += char;
    i += 1;
  }
  if (current.trim()) statements.push(current.trim());
  return statements.map((statement) => statement.replace(/\s+/g, " "));
}

/** Splits on commas outside parentheses and quotes: the actions of one ALTER TABLE. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

// A name as written: "Quoted" (case kept) or bare (folded to lower case), maybe behind a schema.
const NAME = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const QUALIFIED = String.raw`(?:${NAME}\s*\.\s*)?${NAME}`;

/** The object's own name, without its schema, as PostgreSQL stores it. */
function unquote(name: string): string {
  const last = name.match(new RegExp(NAME, "g"))?.at(-1) ?? name;
  return last.startsWith('"') ? last.slice(1, -1).replace(/""/g, '"') : last.toLowerCase();
}

const quoted = (name: string) => `"${name}"`;
const column = (table: string, name: string) => `${quoted(table)}.${quoted(name)}`;

/** The objects of a list such as `DROP TYPE "public"."A", b`. */
function objectsIn(list: string): string[] {
  return splitTopLevel(list).map(unquote);
}

/** The columns an index, a constraint or a check names: the quoted names (Prisma quotes every one), else bare words. */
function columnsIn(text: string): string[] {
  const quotedNames = text.match(/"(?:[^"]|"")+"/g);
  if (quotedNames) return quotedNames.map(unquote);
  return splitTopLevel(text).map((part) => unquote(part.split(" ")[0] ?? part));
}

/** What one migration creates, to tell its own new tables, columns and types from older ones. */
type Created = { tables: Set<string>; columns: Set<string>; types: Set<string>; defaulted: Set<string> };

function collectCreated(statements: string[]): Created {
  const created: Created = { tables: new Set(), columns: new Set(), types: new Set(), defaulted: new Set() };
  for (const statement of statements) {
    const table = new RegExp(String.raw`^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?(${QUALIFIED})`, "i").exec(statement);
    if (table) created.tables.add(unquote(table[1]!));
    const type = new RegExp(String.raw`^CREATE TYPE (${QUALIFIED})`, "i").exec(statement);
    if (type) created.types.add(unquote(type[1]!));
    const alter = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${QUALIFIED}) (.*)$`, "i").exec(statement);
    if (!alter) continue;
    const tableName = unquote(alter[1]!);
    for (const action of splitTopLevel(alter[2]!)) {
      const add = new RegExp(String.raw`^ADD (?:COLUMN )?(?:IF NOT EXISTS )?(${NAME}) (.*)$`, "i").exec(action);
      if (add && !/^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)\b/i.test(action.slice(4))) {
        const name = column(tableName, unquote(add[1]!));
        created.columns.add(name);
        if (/\b(DEFAULT|GENERATED)\b/i.test(add[2]!)) created.defaulted.add(name);
      }
      const setDefault = new RegExp(String.raw`^ALTER (?:COLUMN )?(${NAME}) SET DEFAULT\b`, "i").exec(action);
      if (setDefault) created.defaulted.add(column(tableName, unquote(setDefault[1]!)));
    }
  }
  return created;
}

/** The drops, renames and tightenings one ALTER TABLE action makes of what existed before the migration. */
function alterTableChanges(table: string, action: string, created: Created): ContractChange[] {
  const tableIsNew = created.tables.has(table);
  const isOld = (name: string) => !tableIsNew && !created.columns.has(column(table, name));
  let match: RegExpExecArray | null;

  if ((match = new RegExp(String.raw`^DROP (?:COLUMN )?(?:IF EXISTS )?(${NAME})`, "i").exec(action))) {
    if (/^DROP (CONSTRAINT|DEFAULT|NOT NULL|IDENTITY|EXPRESSION)\b/i.test(action)) return [];
    const name = unquote(match[1]!);
    return isOld(name) ? [{ target: column(table, name), change: "drops the column" }] : [];
  }
  if ((match = new RegExp(String.raw`^RENAME TO (${NAME})`, "i").exec(action))) {
    return tableIsNew ? [] : [{ target: quoted(table), change: `renames the table to ${quoted(unquote(match[1]!))}` }];
  }
  if ((match = new RegExp(String.raw`^RENAME (?:COLUMN )?(${NAME}) TO (${NAME})`, "i").exec(action))) {
    if (/^RENAME CONSTRAINT\b/i.test(action)) return [];
    const name = unquote(match[1]!);
    return isOld(name) ? [{ target: column(table, name), change: `renames the column to ${quoted(unquote(match[2]!))}` }] : [];
  }
  if ((match = new RegExp(String.raw`^ALTER (?:COLUMN )?(${NAME}) SET NOT NULL\b`, "i").exec(action))) {
    const name = unquote(match[1]!);
    if (tableIsNew) return [];
    // A column added here is not written by the previous release: without a default its inserts fail.
    if (!isOld(name) && created.defaulted.has(column(table, name))) return [];
    return [{ target: column(table, name), change: "makes the column NOT NULL" }];
  }
  if ((match = new RegExp(String.raw`^ALTER (?:COLUMN )?(${NAME}) (?:SET DATA )?TYPE\b`, "i").exec(action))) {
    const name = unquote(match[1]!);
    return isOld(name) ? [{ target: column(table, name), change: "changes the column's type" }] : [];
  }
  if ((match = new RegExp(String.raw`^ADD (?:COLUMN )?(?:IF NOT EXISTS )?(${NAME}) (.*)$`, "i").exec(action))) {
    if (/^ADD (CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)\b/i.test(action)) {
      // A check or a uniqueness over columns the previous release writes refuses writes it makes.
      const kind = /\b(CHECK|UNIQUE|PRIMARY KEY|EXCLUDE)\b/i.exec(action)?.[1]?.toUpperCase();
      if (!kind || tableIsNew) return [];
      const columns = columnsIn(/\((.*)\)/.exec(action)?.[1] ?? "");
      // Over a column added here (which the previous release never writes) it refuses nothing of it.
      if (columns.length > 0 && !columns.every(isOld)) return [];
      const on = columns.length > 0 ? ` on ${columns.map(quoted).join(", ")}` : "";
      return [{ target: quoted(table), change: `adds a ${kind} constraint${on}` }];
    }
    const name = unquote(match[1]!);
    const definition = match[2]!;
    if (!tableIsNew && /\bNOT NULL\b/i.test(definition) && !/\b(DEFAULT|GENERATED)\b/i.test(definition)) {
      return [{ target: column(table, name), change: "adds a NOT NULL column without a default" }];
    }
  }
  return [];
}

/** The contract changes of one migration's SQL. */
export function contractChanges(sql: string): ContractChange[] {
  const statements = splitStatements(sql);
  const created = collectCreated(statements);
  const changes: ContractChange[] = [];
  for (const statement of statements) {
    let match: RegExpExecArray | null;
    if ((match = new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?(.*?)(?: CASCADE| RESTRICT)?$`, "i").exec(statement))) {
      for (const table of objectsIn(match[1]!)) {
        if (!created.tables.has(table)) changes.push({ target: quoted(table), change: "drops the table" });
      }
    } else if ((match = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${QUALIFIED}) (.*)$`, "i").exec(statement))) {
      const table = unquote(match[1]!);
      for (const action of splitTopLevel(match[2]!)) changes.push(...alterTableChanges(table, action, created));
    } else if (
      (match = new RegExp(
        String.raw`^CREATE UNIQUE INDEX (?:CONCURRENTLY )?(?:IF NOT EXISTS )?(?:${NAME} )?ON (?:ONLY )?(${QUALIFIED})(?: USING \w+)? ?\((.*)\)`,
        "i",
      ).exec(statement))
    ) {
      const table = unquote(match[1]!);
      const columns = columnsIn(match[2]!);
      const old = !created.tables.has(table) && columns.every((name) => !created.columns.has(column(table, name)));
      if (old) changes.push({ target: quoted(table), change: `adds a unique index on ${columns.map(quoted).join(", ")}` });
    } else if ((match = new RegExp(String.raw`^DROP TYPE (?:IF EXISTS )?(.*?)(?: CASCADE| RESTRICT)?$`, "i").exec(statement))) {
      for (const type of objectsIn(match[1]!)) {
        if (!created.types.has(type)) changes.push({ target: `type ${quoted(type)}`, change: "drops the type" });
      }
    } else if ((match = new RegExp(String.raw`^ALTER TYPE (${QUALIFIED}) RENAME (VALUE .*|TO (${NAME}))$`, "i").exec(statement))) {
      const type = unquote(match[1]!);
      if (!created.types.has(type)) {
        const what = match[3] ? `renames the type to ${quoted(unquote(match[3]))}` : "renames one of its values";
        changes.push({ target: `type ${quoted(type)}`, change: what });
      }
    }
  }
  return changes;
}

/** The names a migration's `-- contract: "Table"."column", type "Name"` lines give (none: not a contract migration). */
export function contractMarks(sql: string): string[] {
  const marks: string[] = [];
  for (const line of sql.split("\n")) {
    const match = /^\s*--\s*contract:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const targets = match[1]!.match(new RegExp(String.raw`(?:type\s+)?"[^"]+"(?:\."[^"]+")?`, "gi")) ?? [];
    marks.push(...targets.map((target) => target.replace(/^type\s+/i, "type ")));
  }
  return marks;
}

/** Each migration the rule applies to that drops, renames or tightens something without naming it, or names too much. */
export function checkContractRule(migrations: { name: string; sql: string }[], since = RULE_SINCE): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const { name, sql } of migrations) {
    if (name < since) continue;
    const changes = contractChanges(sql);
    const marks = new Set(contractMarks(sql));
    const unmarked = changes.filter((change) => !marks.has(change.target));
    const targets = new Set(changes.map((change) => change.target));
    const unused = [...marks].filter((mark) => !targets.has(mark));
    if (unmarked.length > 0 || unused.length > 0) violations.push({ migration: name, unmarked, unused });
  }
  return violations;
}
