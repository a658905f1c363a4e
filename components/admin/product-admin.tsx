"use client";

import { useRef, useState } from "react";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { api } from "@/lib/client/api";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import { ProductFactsEditor } from "./product-facts-form";
import { ProductForm } from "./product-form";
import { ProductImagesEditor } from "./product-images-editor";
import { ProductSdsPanel } from "./product-sds-panel";
import { ProductSizesEditor } from "./product-sizes-form";
import { ProductList } from "./product-list";

/** What DELETE /api/admin/products/{id} answers: an ordered product is archived instead. */
const removedProduct = z.object({ id: z.number(), outcome: z.enum(["deleted", "archived"]) });

/** Product Admin: the add/edit form on the left, Current Products on the right (seed 001 §2, §4, §8). */
export function ProductAdmin({ initialProducts }: { initialProducts: AdminProduct[] }) {
  const [products, setProducts] = useState(initialProducts);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  // Bumped to remount (reset) the form; focus follows only a change the user asked for.
  const [formVersion, setFormVersion] = useState(0);
  const [focusForm, setFocusForm] = useState(false);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const formColumn = useRef<HTMLDivElement>(null);

  function showForm(product: AdminProduct | null) {
    setEditing(product);
    setFormVersion((v) => v + 1);
    setFocusForm(true);
    formColumn.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  function saved(product: AdminProduct) {
    setProducts((current) =>
      current.some((p) => p.id === product.id) ? current.map((p) => (p.id === product.id ? product : p)) : [product, ...current],
    );
    // Both a successful add (form reset) and a successful update end in an empty add form.
    showForm(null);
  }

  async function confirmDelete() {
    if (!deleting || deletePending) return;
    setDeletePending(true);
    const result = await api.delete(`/api/admin/products/${deleting.id}`, removedProduct);
    setDeletePending(false);
    if (!result.ok) {
      toast.error("Error", { description: "Failed to delete product" });
      // Already gone (another staff member removed it): the list catches up.
      if (result.status === 404) setProducts((current) => current.filter((p) => p.id !== deleting.id));
      setDeleting(null);
      return;
    }
    const name = deleting.name;
    setProducts((current) => current.filter((p) => p.id !== result.data.id));
    if (editing?.id === result.data.id) showForm(null);
    setDeleting(null);
    toast.success("Product Deleted", {
      description:
        result.data.outcome === "archived"
          ? `${name} has been ordered before, so it is archived: it left the shop and past orders keep it.`
          : `${name} has been removed from the shop.`,
    });
  }

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div ref={formColumn} className="scroll-mt-4">
        <ProductForm
          key={`${editing?.id ?? "new"}-${formVersion}`}
          editing={editing}
          focusOnMount={focusForm}
          onSaved={saved}
          onCancel={() => showForm(null)}
        />
        {editing && <ProductSizesEditor key={editing.id} product={editing} />}
        {editing && <ProductImagesEditor key={`images-${editing.id}`} product={editing} />}
        {editing && <ProductFactsEditor key={`facts-${editing.id}`} product={editing} />}
        {editing && <ProductSdsPanel key={`sds-${editing.id}`} product={editing} />}
      </div>
      <ProductList products={products} editingId={editing?.id ?? null} onEdit={showForm} onDelete={setDeleting} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : "Delete product?"}
        description="It leaves the shop at once. A product that has already been ordered is archived instead, so past orders keep it."
        confirmLabel="Delete Product"
        pendingLabel="Deleting..."
        pending={deletePending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
