// Process-tree helpers for the launcher tests (Linux /proc).
import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces and parentheses: the fields after the last ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** Every live descendant of `root`. */
export function descendants(root: number): number[] {
  const pids = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const result: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      result.push(child);
      queue.push(child);
    }
  }
  return result;
}

export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // A zombie has exited; only its parent has not collected it yet.
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}
