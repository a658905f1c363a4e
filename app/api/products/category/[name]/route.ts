import { NextResponse } from "next/server";
import { z } from "zod";
import { CATEGORIES, findCategory } from "@/lib/content/categories";
import { catalog } from "@/lib/catalog/read";
import { jsonError, validationError } from "@/lib/http/responses";

const params = z.object({ name: z.string().trim().min(1, "Category name is required").max(100) });

export async function GET(_request: Request, context: RouteContext<"/api/products/category/[name]">) {
  const parsed = params.safeParse(await context.params);
  if (!parsed.success) return validationError(parsed.error);
  const category = findCategory(parsed.data.name);
  if (!category) {
    return jsonError(404, "Unknown category", {
      name: `Must be one of: ${CATEGORIES.map((c) => c.label).join(", ")}`,
    });
  }
  return NextResponse.json(await catalog({ category: category.id }));
}
