// Which network addresses the server may fetch an image from on a staff member's behalf. Anything that
// is not a public unicast address (the machine itself, the private network, link-local cloud metadata
// at 169.254.169.254, multicast, documentation and reserved ranges) is refused, so an import cannot be
// used to read internal services (SSRF). IPv6 forms that embed an IPv4 address are judged by that one.
import { isIPv4, isIPv6 } from "node:net";

type Range = readonly [base: number, prefix: number];

const BLOCKED_V4: readonly Range[] = [
  [ipv4("0.0.0.0"), 8], // "this" network
  [ipv4("10.0.0.0"), 8],
  [ipv4("100.64.0.0"), 10], // carrier-grade NAT
  [ipv4("127.0.0.0"), 8], // loopback
  [ipv4("169.254.0.0"), 16], // link-local, cloud metadata
  [ipv4("172.16.0.0"), 12],
  [ipv4("192.0.0.0"), 24],
  [ipv4("192.0.2.0"), 24],
  [ipv4("192.88.99.0"), 24],
  [ipv4("192.168.0.0"), 16],
  [ipv4("198.18.0.0"), 15], // benchmarking
  [ipv4("198.51.100.0"), 24],
  [ipv4("203.0.113.0"), 24],
  [ipv4("224.0.0.0"), 4], // multicast
  [ipv4("240.0.0.0"), 4], // reserved and broadcast
];

function ipv4(text: string): number {
  return text.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

function inRange(value: number, [base, prefix]: Range): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(base / size);
}

/** The 8 groups of an IPv6 address, or null. Handles "::" and a trailing dotted IPv4 part. */
export function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase().replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1]) {
    if (!isIPv4(dotted[1])) return null;
    const v4 = ipv4(dotted[1]);
    address = `${address.slice(0, -dotted[1].length)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function v4FromGroups(high: number, low: number): number {
  return high * 65536 + low;
}

function isPublicV4(value: number): boolean {
  return !BLOCKED_V4.some((range) => inRange(value, range));
}

/** True only for a public unicast IPv4 or IPv6 address; false for anything else, including non-addresses. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicV4(ipv4(address));
  if (!isIPv6(address.replace(/^\[|\]$/g, "").split("%")[0] ?? "")) return false;
  const g = ipv6Groups(address);
  if (!g) return false;
  const [a, b, c, d, e, f, g6, h] = g as [number, number, number, number, number, number, number, number];
  const zeroPrefix = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  if (zeroPrefix && f === 0) return false; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (zeroPrefix && f === 0xffff) return isPublicV4(v4FromGroups(g6, h)); // IPv4-mapped
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return isPublicV4(v4FromGroups(g6, h)); // NAT64
  if (a === 0x2002) return isPublicV4(v4FromGroups(b, c)); // 6to4
  if ((a & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((a & 0xffc0) === 0xfec0) return false; // site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return false; // multicast
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x0100 && b === 0 && c === 0 && d === 0) return false; // discard-only
  if (a === 0x2001 && b < 0x0200) return false; // Teredo, benchmarking, ORCHID and other special-purpose space
  return (a & 0xe000) === 0x2000; // global unicast is 2000::/3
}
