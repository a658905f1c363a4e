import type { AuditChange } from "@/lib/audit/diff";

/**
 * The compact before/after of an audit entry: one line per changed field, read the same by eye and by
 * screen reader ("price: 41.50 → 44.00"; a value only after is new, a value only before was removed).
 */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className="text-muted-foreground">No field changes</span>;
  return (
    <dl className="space-y-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="break-words">
          <dt className="inline font-medium">{change.field}: </dt>
          <dd className="inline">
            {change.before !== null && <del className="text-muted-foreground">{change.before}</del>}
            {change.before !== null && " → "}
            {change.after !== null ? (
              <ins className="no-underline">{change.after}</ins>
            ) : (
              <em className="text-muted-foreground">removed</em>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
