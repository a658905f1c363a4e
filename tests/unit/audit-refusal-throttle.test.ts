import { describe, expect, it } from "vitest";
import { LocalRefusalThrottle, REFUSAL_LIMITS } from "@/lib/audit/refusal-throttle";

const minute = REFUSAL_LIMITS.windowMs;

describe("how often a refused visit is recorded, in one process", () => {
  it("lets one refusal per address and path through in a minute, and again the next minute", () => {
    const throttle = new LocalRefusalThrottle();
    expect(throttle.admit("203.0.113.9", "/admin", 0)).toBe(true);
    expect(throttle.admit("203.0.113.9", "/admin", 1_000)).toBe(false);
    expect(throttle.admit("203.0.113.9", "/admin-orders", 2_000)).toBe(true);
    expect(throttle.admit("198.51.100.4", "/admin", 3_000)).toBe(true);
    expect(throttle.admit("203.0.113.9", "/admin", minute)).toBe(true);
  });

  it("lets at most 20 refusals of one address through in a minute, whatever the paths", () => {
    const throttle = new LocalRefusalThrottle();
    const admitted = Array.from({ length: 50 }, (_, i) => throttle.admit("203.0.113.9", `/admin/scan-${i}`, i)).filter(Boolean);
    expect(admitted).toHaveLength(REFUSAL_LIMITS.perAddress);
    expect(throttle.admit("198.51.100.4", "/admin/scan-0", 100)).toBe(true);
  });

  it("lets at most 200 refusals through in a minute from all addresses together", () => {
    const throttle = new LocalRefusalThrottle();
    const admitted = Array.from({ length: 300 }, (_, i) => throttle.admit(`10.0.${i >> 8}.${i & 255}`, "/admin", i)).filter(Boolean);
    expect(admitted).toHaveLength(REFUSAL_LIMITS.overall);
    expect(throttle.admit("10.9.9.9", "/admin", minute + 300)).toBe(true);
  });

  it("keeps a bounded number of counters, forgetting ended windows first", () => {
    const throttle = new LocalRefusalThrottle(REFUSAL_LIMITS, 10);
    for (let i = 0; i < 1_000; i++) throttle.admit(`10.0.${i >> 8}.${i & 255}`, "/admin", i * minute);
    expect((throttle as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(10);
  });
});
