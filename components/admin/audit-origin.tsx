import { shortUserAgent } from "@/lib/audit/user-agent";

/**
 * Where a sign-in or access event came from: the address, and the browser in a few words with the whole
 * User-Agent one keypress away (a disclosure, which keyboards and screen readers reach, unlike a title).
 */
export function AuditOrigin({ ip, userAgent }: { ip: string | null; userAgent: string | null }) {
  const short = shortUserAgent(userAgent);
  if (!ip && !short) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="space-y-1 text-xs">
      {ip && <div className="font-mono text-sm break-all">{ip}</div>}
      {short &&
        userAgent &&
        (short === userAgent.trim() ? (
          <div className="break-words text-muted-foreground">{short}</div>
        ) : (
          <details className="group">
            <summary
              title={userAgent}
              className="cursor-pointer rounded-sm text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
            >
              {short}
            </summary>
            <p className="mt-1 font-mono break-all">{userAgent}</p>
          </details>
        ))}
    </div>
  );
}
