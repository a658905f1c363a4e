import { describe, expect, it } from "vitest";
import { auditActionLabel, auditDiff, formatAuditValue } from "@/lib/audit/diff";
import { AUTH_ACTIONS } from "@/lib/audit/list-filters";
import { AUTH_EVENTS } from "@/lib/audit/auth-events";

describe("the audit log's before and after", () => {
  it("lists only the fields that changed", () => {
    const before = { name: "Coil Cleaner", pricePerGallon: "34.50", benefits: ["A", "B"] };
    const after = { name: "Coil Cleaner", pricePerGallon: "36.00", benefits: ["A", "B"] };
    expect(auditDiff(before, after)).toEqual([{ field: "pricePerGallon", before: "34.50", after: "36.00" }]);
  });

  it("shows every field of a creation as set, and of a deletion as removed", () => {
    expect(auditDiff(null, { name: "New", minimumOrder: 2 })).toEqual([
      { field: "name", before: null, after: "New" },
      { field: "minimumOrder", before: null, after: "2" },
    ]);
    expect(auditDiff({ name: "Old" }, undefined)).toEqual([{ field: "name", before: "Old", after: null }]);
  });

  it("reads a refund as the status change plus what was added", () => {
    expect(auditDiff({ status: "completed", total: "59.90" }, { status: "refunded", refundAmount: "59.90", reason: null })).toEqual([
      { field: "status", before: "completed", after: "refunded" },
      { field: "total", before: "59.90", after: null },
      { field: "refundAmount", before: null, after: "59.90" },
    ]);
  });

  it("writes lists on one line and cuts long text", () => {
    expect(formatAuditValue(["Non-corrosive", "No fumes"])).toBe("Non-corrosive; No fumes");
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    const long = formatAuditValue("x".repeat(500));
    expect(long).toHaveLength(120);
    expect(long?.endsWith("…")).toBe(true);
    expect(formatAuditValue(null)).toBeNull();
  });

  it("names the actions in words, and shows an unknown one as it is stored", () => {
    expect(auditActionLabel("order.refunded")).toBe("Order refunded");
    expect(auditActionLabel("image.deleted")).toBe("Image deleted");
    expect(auditActionLabel("setting.updated")).toBe("Setting changed");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });

  it("names every sign-in and access event", () => {
    expect(Object.values(AUTH_EVENTS).map((action) => `${action}: ${auditActionLabel(action)}`)).toEqual([
      "auth.signed_in: Signed in",
      "auth.sign_in_failed: Sign-in failed",
      "auth.locked_out: Locked out",
      "auth.signed_out: Signed out",
      "auth.password_reset_requested: Password reset requested",
      "auth.password_reset: Password reset",
      "auth.password_changed: Password changed",
      "auth.verification_sent: Verification e-mail sent",
      "auth.email_verified: E-mail verified",
      "auth.access_denied: Access refused",
    ]);
    // The filter's list of them is the same list.
    expect([...AUTH_ACTIONS]).toEqual(Object.values(AUTH_EVENTS));
  });
});
