import { notFound, permanentRedirect } from "next/navigation";
import { z } from "zod";
import { slugForItemNumber } from "@/lib/catalog/product-page";

const params = z.object({ itemNumber: z.string().trim().min(1).max(40) });

/** The older address of a product, by item number (the product's or a size's): a permanent redirect to its page. */
export default async function ProductByItemNumber({ params: raw }: { params: Promise<{ itemNumber: string }> }) {
  const parsed = params.safeParse(await raw);
  const slug = parsed.success ? await slugForItemNumber(parsed.data.itemNumber) : null;
  if (!slug) notFound();
  permanentRedirect(`/products/${slug}`);
}
