import type { Metadata } from "next";
import { ProductAdmin } from "@/components/admin/product-admin";
import { staffPageUser } from "@/lib/admin/page-guard";
import { listAdminProducts } from "@/lib/catalog/edit-product";

export const metadata: Metadata = { title: "Product Admin", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function ProductAdminPage() {
  await staffPageUser("/admin/products", "content");
  const products = await listAdminProducts();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Product Admin</h1>
      <p className="mt-2 text-muted-foreground">
        Add, edit and remove the products of the online shop. Changes show on the Products page at once.
      </p>
      <div className="mt-8">
        <ProductAdmin initialProducts={products} />
      </div>
    </>
  );
}
