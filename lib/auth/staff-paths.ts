// The staff area that proxy.ts guards (DESIGN §6). Pure, so the rule is unit-tested on its own.

const STAFF_PAGES = ["/admin", "/admin-orders", "/image-manager", "/background-selector"];
// Payment administration lives outside /api/admin in the seed's table of calls (POST /api/payment/void).
const STAFF_API = ["/api/admin", "/api/payment"];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Decoded first: "/%61dmin" reaches the same page as "/admin". Null for an address that does not decode. */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

export type StaffArea = "page" | "api" | null;

export function staffArea(pathname: string): StaffArea {
  const path = decoded(pathname);
  if (path === null) return null;
  if (STAFF_PAGES.some((prefix) => under(path, prefix))) return "page";
  if (STAFF_API.some((prefix) => under(path, prefix))) return "api";
  return null;
}
