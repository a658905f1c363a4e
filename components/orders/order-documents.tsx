import { DocumentLink } from "@/components/portal/document-link";
import type { CustomerOrderDocument } from "@/lib/orders/customer-view-model";

/** The safety sheets, instructions and certificate for this order's products, as PDF downloads. */
export function OrderDocuments({ documents }: { documents: readonly CustomerOrderDocument[] }) {
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">No documents for this order yet.</p>;
  return (
    <ul className="grid gap-1.5">
      {documents.map((doc) => (
        <li key={doc.id}>
          <DocumentLink url={doc.url} fileName={doc.fileName}>
            {doc.title}
          </DocumentLink>
        </li>
      ))}
    </ul>
  );
}
