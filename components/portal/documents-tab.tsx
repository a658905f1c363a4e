"use client";

import { AwardIcon, BookOpenIcon, GraduationCapIcon, ShieldCheckIcon } from "lucide-react";
import { SDS_LIBRARY_PATH } from "@/lib/sds/paths";
import { DocumentLink } from "./document-link";
import { DOCUMENT_KINDS, type PortalDocument } from "@/lib/portal/schemas";
import { CallFailed, ListSkeleton } from "./call-states";
import type { CallState } from "./use-portal-call";

/** What a card says while it has nothing of the customer's own. */
const EMPTY: Record<PortalDocument["kind"], string> = {
  safety_data_sheet: "The sheets of the products you order appear here.",
  application_instructions: "No documents of this kind yet.",
  certificate_of_analysis: "A certificate appears here for each lot shipped to you.",
  training_materials: "No documents of this kind yet.",
};

const ICONS: Record<PortalDocument["kind"], React.ComponentType<{ className?: string }>> = {
  safety_data_sheet: ShieldCheckIcon,
  application_instructions: BookOpenIcon,
  certificate_of_analysis: AwardIcon,
  training_materials: GraduationCapIcon,
};

/** Documents tab: the seed's four cards, each listing the PDFs of the customer's products (or the general set). */
export function DocumentsTab({ state, onRetry }: { state: CallState<PortalDocument[]>; onRetry: () => void }) {
  if (state.status === "loading") return <ListSkeleton label="documents" rows={4} />;
  if (state.status === "error") return <CallFailed what="your documents" error={state.error} onRetry={onRetry} />;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {DOCUMENT_KINDS.map(({ kind, label, description }) => {
        const Icon = ICONS[kind];
        const documents = state.data.filter((d) => d.kind === kind);
        const headingId = `portal-documents-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="rounded-lg border p-4" data-document-kind={kind}>
            <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {label}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
            {documents.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">{EMPTY[kind]}</p>
            ) : (
              <ul className="mt-3 grid gap-1.5">
                {documents.map((doc) => (
                  <li key={doc.id}>
                    <DocumentLink url={doc.url} fileName={doc.fileName}>
                      <span className="sr-only">{label}: </span>
                      {doc.label}
                    </DocumentLink>
                  </li>
                ))}
              </ul>
            )}
            {kind === "safety_data_sheet" ? (
              <p className="mt-2 text-sm">
                <a href={SDS_LIBRARY_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
                  Every product&apos;s safety data sheet
                </a>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
