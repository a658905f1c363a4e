import { NextResponse } from "next/server";
import { catalogue } from "@/lib/db/products";

// Staff edit the catalogue at any time: answered per request, from the catalogue's short cache.
export const dynamic = "force-dynamic";

export async function GET() {
  return NextResponse.json(await catalogue());
}
