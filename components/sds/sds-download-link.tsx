import { FileDownIcon } from "lucide-react";
import { formatDay } from "@/components/portal/format";
import { sdsRevisionPath } from "@/lib/sds/paths";

type Props = { itemNumber: string; productName: string; revision: number; revisionDate: string };

/** "Download PDF · Rev. 2, Nov 3, 2026": one revision's file, its name also says the product, for screen readers. */
export function SdsDownloadLink({ itemNumber, productName, revision, revisionDate }: Props) {
  return (
    <a
      href={sdsRevisionPath(itemNumber, revision)}
      className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileDownIcon className="size-4 shrink-0" aria-hidden />
      <span>
        Download PDF{" "}
        <span className="text-muted-foreground">
          · Rev. {revision}, {formatDay(revisionDate)}
        </span>
        <span className="sr-only"> (safety data sheet of {productName})</span>
      </span>
    </a>
  );
}
