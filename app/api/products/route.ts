import { NextResponse } from "next/server";
import { catalog } from "@/lib/catalog/read";

// The public catalog is the same for every caller: Next keeps the answer in its route cache and serves
// it without running this handler, for at most 10 s; a staff change expires it at once on every instance
// (expireCatalog in lib/catalog/read.ts, through the shared cache handler).
export const revalidate = 10;

export async function GET() {
  return NextResponse.json(await catalog());
}
