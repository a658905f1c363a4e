import { NextResponse } from "next/server";
import { checkDatabase } from "@/lib/db/health";

// Reports the database as it is now, never from a cache.
export const dynamic = "force-dynamic";

export async function GET() {
  const database = await checkDatabase();
  if (database.ok) return NextResponse.json({ status: "ok", database: "ok" });
  return NextResponse.json(
    { status: "error", database: "unavailable", reason: database.reason },
    { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } },
  );
}
