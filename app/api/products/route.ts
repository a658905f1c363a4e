import { NextResponse } from "next/server";
import { listProducts } from "@/lib/db/products";

// Staff edit the catalogue at any time: read it on every request.
export const dynamic = "force-dynamic";

export async function GET() {
  return NextResponse.json(await listProducts());
}
