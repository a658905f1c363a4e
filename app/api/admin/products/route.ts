// GET /api/admin/products: the products on sale, as staff edit them. POST: add one (seed 001 Product Admin).
// Staff only: 401 anonymous, 403 customer.
import type { NextRequest } from "next/server";
import { staffErrorResponse } from "@/lib/admin/errors";
import { productInputSchema } from "@/lib/admin/product-schema";
import { createProduct, listAdminProducts } from "@/lib/admin/products";
import { requireStaff } from "@/lib/auth/session";
import { readJsonBody } from "@/lib/http/read-json";
import { validationError } from "@/lib/http/responses";
import { clientAddress } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export async function GET(request: NextRequest) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  return Response.json(await listAdminProducts(), { headers: noStore });
}

export async function POST(request: NextRequest) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const body = await readJsonBody(request, { maxBytes: 64 * 1024 });
  if (!body.ok) return body.response;
  const parsed = productInputSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const product = await createProduct(parsed.data, { actor: staff, ip: clientAddress(request) });
    return Response.json({ product }, { status: 201, headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
}
