// A User-Agent header as a person reads it in the audit log: "Chrome 131 on Windows". Pure, client-safe.
// The header is whatever the visitor sent, so this only names what it claims; the log keeps the whole
// value beside it.

const MAX_SHORT = 40;

/** Browsers and tools, most specific first: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const CLIENTS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bHeadlessChrome\/(\d+)/, "Headless Chrome"],
  [/\b(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//, "Safari"],
  [/^curl\/(\d+(?:\.\d+)?)/i, "curl"],
  [/^Wget\/(\d+(?:\.\d+)?)/i, "Wget"],
  [/^python-requests\/(\d+(?:\.\d+)?)/i, "Python requests"],
  [/^Go-http-client\/(\d+(?:\.\d+)?)/i, "Go HTTP client"],
  [/^node(?:-fetch)?\/?(\d*)/i, "Node.js"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome 131 on Windows", "curl 8.5"; an unknown agent cut to 40 characters; null for none. */
export function shortUserAgent(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  for (const [pattern, name] of CLIENTS) {
    const match = pattern.exec(agent);
    if (!match) continue;
    const version = match[1] ? ` ${match[1]}` : "";
    const system = SYSTEMS.find(([systemPattern]) => systemPattern.test(agent))?.[1];
    return system ? `${name}${version} on ${system}` : `${name}${version}`;
  }
  return agent.length > MAX_SHORT ? `${agent.slice(0, MAX_SHORT - 1)}…` : agent;
}
