import { DownloadIcon, FileTextIcon } from "lucide-react";
import type { CustomerOrderDocument } from "@/lib/orders/customer-view-model";

/** The safety sheets, instructions and certificate for this order's products, as PDF downloads. */
export function OrderDocuments({ documents }: { documents: readonly CustomerOrderDocument[] }) {
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">No documents for this order yet.</p>;
  return (
    <ul className="grid gap-1.5">
      {documents.map((doc) => (
        <li key={doc.id}>
          <a
            href={doc.url}
            download={doc.fileName}
            className="group flex items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
          >
            <FileTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words">
              {doc.title}
              <span className="sr-only"> (PDF download)</span>
            </span>
            <DownloadIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
