// PATCH /api/admin/products/{id}: change any of a product's fields. DELETE: remove it; one that has been
// ordered is archived instead (it leaves the shop, old orders keep it). Staff only.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { staffErrorResponse } from "@/lib/admin/errors";
import { productPatchSchema } from "@/lib/admin/product-schema";
import { removeProduct, updateProduct } from "@/lib/admin/products";
import { requireStaff } from "@/lib/auth/session";
import { readJsonBody } from "@/lib/http/read-json";
import { jsonError, validationError } from "@/lib/http/responses";
import { clientAddress } from "@/lib/rate-limit";

const noStore = { "Cache-Control": "no-store" };
const idSchema = z.string().regex(/^[1-9]\d{0,9}$/, "The product id must be a positive whole number").transform(Number);

type Context = { params: Promise<{ id: string }> };

async function productId(context: Context): Promise<{ ok: true; id: number } | { ok: false; response: Response }> {
  const parsed = idSchema.safeParse((await context.params).id);
  if (parsed.success) return { ok: true, id: parsed.data };
  return { ok: false, response: jsonError(400, "Invalid request", { id: parsed.error.issues[0]?.message ?? "Invalid product id" }) };
}

export async function PATCH(request: NextRequest, context: Context) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const id = await productId(context);
  if (!id.ok) return id.response;
  const body = await readJsonBody(request, { maxBytes: 64 * 1024 });
  if (!body.ok) return body.response;
  const parsed = productPatchSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const product = await updateProduct(id.id, parsed.data, { actor: staff, ip: clientAddress(request) });
    return Response.json({ product }, { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
}

export async function DELETE(request: NextRequest, context: Context) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const id = await productId(context);
  if (!id.ok) return id.response;
  try {
    const removed = await removeProduct(id.id, { actor: staff, ip: clientAddress(request) });
    return Response.json(removed, { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
}
