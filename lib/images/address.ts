// Which network addresses the server may fetch an image from on a staff member's behalf. Anything that
// is not a public unicast address (the machine itself, the private network, link-local cloud metadata
// at 169.254.169.254, multicast, documentation and reserved ranges) is refused, so an import cannot be
// used to read internal services (SSRF). IPv6 forms that embed an IPv4 address are judged by that one.
// Parsing and the special-purpose ranges are ipaddr.js's.
import ipaddr from "ipaddr.js";

function isPublicV4(address: ipaddr.IPv4): boolean {
  return address.range() === "unicast";
}

/** The IPv4 address inside the last 32 bits of an IPv6 address (NAT64), or in bits 16–47 (6to4). */
function v4At(parts: number[], high: number): ipaddr.IPv4 {
  const [a = 0, b = 0] = [parts[high], parts[high + 1]];
  return new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  switch (address.range()) {
    case "ipv4Mapped":
      return isPublicV4(address.toIPv4Address());
    case "rfc6052":
      return address.parts[2] === 0 && isPublicV4(v4At(address.parts, 6)); // NAT64 64:ff9b::/96
    case "6to4":
      return isPublicV4(v4At(address.parts, 1));
    case "unicast":
      return ((address.parts[0] ?? 0) & 0xe000) === 0x2000; // global unicast is 2000::/3
    default:
      return false; // loopback, unspecified, link-local, unique local, multicast, Teredo, documentation, reserved…
  }
}

/** True only for a public unicast IPv4 or IPv6 address; false for anything else, including non-addresses. */
export function isPublicAddress(text: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return isPublicV4(ipaddr.IPv4.parse(text));
  const bare = text.replace(/^\[|\]$/g, "");
  if (!ipaddr.IPv6.isValid(bare)) return false;
  return isPublicV6(ipaddr.IPv6.parse(bare));
}
