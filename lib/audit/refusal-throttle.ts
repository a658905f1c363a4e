// How often a refused visit to the staff area is written to the audit log. Pure, shared by the database's
// counters (lib/audit/access-denied.ts) and the in-process sieve in front of them, so both count alike.

export type RefusalLimits = {
  /** Rows per address and path per window: one says "this address tried this page". */
  perAddressAndPath: number;
  /** Rows per address per window, whatever the paths: a scan of many paths stays a handful of rows. */
  perAddress: number;
  /** Rows per window from all addresses together: the bound on the table when many addresses hammer. */
  overall: number;
  windowMs: number;
};

export const REFUSAL_LIMITS: RefusalLimits = { perAddressAndPath: 1, perAddress: 20, overall: 200, windowMs: 60_000 };

/** The longest path kept, in the row and in the counters' keys. */
export const MAX_REFUSED_PATH = 200;

export type ThrottleStep = { key: string; limit: number };

/**
 * The counters a refusal must pass, in order. The address's counter comes first and counts every
 * refusal, so an address that hammers one path or scans many only ever touches its own few counters;
 * the overall one comes last and counts only rows that are about to be written.
 */
export function refusalThrottleSteps(address: string, path: string, limits: RefusalLimits = REFUSAL_LIMITS): ThrottleStep[] {
  return [
    { key: `audit-refusal:address:${address}`, limit: limits.perAddress },
    { key: `audit-refusal:path:${address}:${path.slice(0, MAX_REFUSED_PATH)}`, limit: limits.perAddressAndPath },
    { key: "audit-refusal:all", limit: limits.overall },
  ];
}

/**
 * The same counters kept in this process's memory, checked before the database's: a visitor hammering
 * /admin then costs no query at all after the first. The database's counters still decide, since they
 * are shared by every process. Holds at most `maxKeys` counters; when full, ended windows are dropped
 * first and, failing that, everything (which only lets more refusals on to the database's counters).
 */
export class LocalRefusalThrottle {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limits: RefusalLimits = REFUSAL_LIMITS,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one refusal; true when it may go on to the database's counters. */
  admit(address: string, path: string, now: number = Date.now()): boolean {
    for (const step of refusalThrottleSteps(address, path, this.limits)) {
      if (!this.count(step, now)) return false;
    }
    return true;
  }

  private count({ key, limit }: ThrottleStep, now: number): boolean {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.makeRoom(now);
      window = { count: 0, endsAt: now + this.limits.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  }

  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
