import { DownloadIcon, FileTextIcon } from "lucide-react";

/** One document as a PDF download link: file icon, its name (`children`), download icon. The portal's and the order page's lists use it. */
export function DocumentLink({ url, fileName, children }: { url: string; fileName: string; children: React.ReactNode }) {
  return (
    <a
      href={url}
      download={fileName}
      className="group flex items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
    >
      <FileTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1 break-words">
        {children}
        <span className="sr-only"> (PDF download)</span>
      </span>
      <DownloadIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
    </a>
  );
}
