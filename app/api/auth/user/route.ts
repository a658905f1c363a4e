import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";

/** The signed-in user (seed 000: id, email, firstName, lastName, createdAt), or 401 when signed out. */
export const GET = route({ role: "customer" }, ({ session }) => {
  const { id, email, firstName, lastName, createdAt } = session.user;
  // Personal data: never kept by a shared cache.
  return NextResponse.json({ id, email, firstName, lastName, createdAt }, { headers: { "cache-control": "private, no-store" } });
});
