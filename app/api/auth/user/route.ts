import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";

/** The signed-in user (seed 000: id, email, firstName, lastName, createdAt), or 401 when signed out. */
export async function GET(request: Request) {
  const user = await requireUser(request);
  if (user instanceof Response) return user;
  const { id, email, firstName, lastName, createdAt } = user;
  // Personal data: never kept by a shared cache.
  return NextResponse.json({ id, email, firstName, lastName, createdAt }, { headers: { "cache-control": "private, no-store" } });
}
