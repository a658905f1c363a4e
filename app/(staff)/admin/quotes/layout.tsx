import { staffPageUser } from "@/lib/admin/page-guard";

/**
 * The sales area's check before this segment's loading boundary: a refusal made inside it would
 * come after the first bytes, as a 200. Each page checks again (a layout is not run on client navigation).
 */
export default async function Layout({ children }: { children: React.ReactNode }) {
  await staffPageUser("/admin/quotes", "sales");
  return children;
}
