import { FileDownIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatLocalDate } from "@/lib/quotes/rules";
import { SDS_SECTIONS, sdsRevisionPath, sectionHeading, type SdsContent } from "@/lib/sds/rules";
import type { StaffProductSds, StaffSdsRevision } from "@/lib/sds/schemas";

/**
 * A product's safety data sheet revisions, newest first: number, date, state, where the sheet came from, and
 * for a published one its PDF (the file buyers download) and, when it was written here, its sections to read.
 */
export function SdsRevisionList({ sds }: { sds: StaffProductSds }) {
  if (sds.revisions.length === 0) {
    return (
      <p className="mt-4 rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-testid="sds-none">
        No safety data sheet yet: start a new revision and write its 16 sections, or upload a PDF authored elsewhere.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-2" aria-label="Safety data sheet revisions">
      {sds.revisions.map((revision) => (
        <li key={revision.id} className="min-w-0 rounded-lg border p-3" data-testid="sds-revision">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-semibold">Revision {revision.revision}</span>
            <span className="text-sm text-muted-foreground">{formatLocalDate(revision.revisionDate)}</span>
            <RevisionBadges revision={revision} current={sds.currentRevision === revision.revision} />
            {revision.state === "published" && (
              <a
                href={sdsRevisionPath(sds.itemNumber, revision.revision)}
                className="ml-auto inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70"
                target="_blank"
                rel="noopener"
              >
                <FileDownIcon aria-hidden className="size-4" />
                Download PDF<span className="sr-only">, revision {revision.revision}</span>
              </a>
            )}
          </div>
          {revision.state === "published" && revision.content && (
            <PublishedSections revision={revision.revision} content={revision.content} />
          )}
        </li>
      ))}
    </ul>
  );
}

function RevisionBadges({ revision, current }: { revision: StaffSdsRevision; current: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {revision.state === "draft" ? <Badge variant="amber">Draft</Badge> : <Badge variant="green">Published</Badge>}
      {current && <Badge variant="secondary">Current</Badge>}
      <Badge variant="outline">{revision.source === "uploaded" ? "Uploaded" : "Authored"}</Badge>
      {revision.demoContent && (
        <Badge variant="outline" className="border-brand-amber text-brand-amber-foreground" title="Sample text, not a reviewed sheet">
          Demo content
        </Badge>
      )}
    </span>
  );
}

/** A published revision's sections, read-only: it never changes. */
function PublishedSections({ revision, content }: { revision: number; content: SdsContent }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70">
        Read its sections<span className="sr-only"> (revision {revision})</span>
      </summary>
      <div className="mt-2 grid gap-3">
        {SDS_SECTIONS.map((section) => (
          <section key={section.key} className="min-w-0">
            <h4 className="font-medium">{sectionHeading(section)}</h4>
            <dl className="mt-1 grid gap-1">
              {content[section.key].entries.map((entry, index) => (
                <div key={index} className="min-w-0 break-words">
                  <dt className={entry.label ? "inline font-medium after:content-[':_']" : "sr-only"}>{entry.label || "Note"}</dt>
                  <dd className="inline whitespace-pre-line text-muted-foreground">{entry.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </details>
  );
}
