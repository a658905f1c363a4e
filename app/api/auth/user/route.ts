import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";

/**
 * The signed-in user (seed 000: id, email, firstName, lastName, createdAt) and whether a customer or staff
 * (the header's account button takes staff to their area), or 401 when signed out.
 */
export const GET = route({ role: "customer" }, ({ session }) => {
  const { id, email, firstName, lastName, createdAt, role } = session.user;
  // Personal data: never kept by a shared cache.
  return NextResponse.json({ id, email, firstName, lastName, createdAt, role }, { headers: { "cache-control": "private, no-store" } });
});
