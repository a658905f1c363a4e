"use client";

import { useMemo, useState } from "react";
import { z } from "zod";
import { GlobeIcon, ScanSearchIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { IMAGE_CATEGORIES, IMAGE_CATEGORY_LABELS, type ImageCategory } from "@/lib/images/limits";
import { IMAGE_TOASTS } from "@/lib/images/messages";
import { scrapedImageSchema } from "@/lib/images/site-scan";
import { cn } from "@/lib/utils";
import { CopyUrlButton } from "./copy-url-button";
import { ImportButton } from "./import-button";

/** GET /api/scrape-sites: the images found on the site's pages. */
const scanAnswer = z.object({
  images: z.array(scrapedImageSchema),
  totalImages: z.number(),
  pagesScanned: z.number(),
  pagesFailed: z.number(),
});
type ScanAnswer = z.infer<typeof scanAnswer>;
/** It reads every public page of the site, which takes longer than an ordinary call may. */
const SCAN_TIMEOUT_MS = 180_000;

/** Your Websites: the images the site's own pages show, filtered by category, to copy or import. */
export function WebsitesTab({ onImported }: { onImported: () => void }) {
  const [scan, setScan] = useState<ScanAnswer | null>(null);
  const [pending, setPending] = useState(false);
  const [filter, setFilter] = useState<ImageCategory | "all">("all");

  async function run() {
    if (pending) return;
    setPending(true);
    const result = await api.get("/api/scrape-sites", scanAnswer, { timeoutMs: SCAN_TIMEOUT_MS });
    setPending(false);
    if (!result.ok) {
      toast.error(IMAGE_TOASTS.scrapingFailed, { description: IMAGE_TOASTS.scrapingFailedDescription });
      return;
    }
    setScan(result.data);
    setFilter("all");
    toast.success(IMAGE_TOASTS.imagesFound, {
      description: `${result.data.totalImages} ${result.data.totalImages === 1 ? "image" : "images"} on ${result.data.pagesScanned} pages`,
    });
  }

  const counts = useMemo(() => {
    const map = new Map<ImageCategory, number>();
    for (const image of scan?.images ?? []) map.set(image.category, (map.get(image.category) ?? 0) + 1);
    return map;
  }, [scan]);
  const shown = (scan?.images ?? []).filter((image) => filter === "all" || image.category === filter);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={run} disabled={pending}>
          {pending ? <Spinner aria-hidden="true" aria-label={undefined} role={undefined} /> : <ScanSearchIcon aria-hidden="true" />}
          {pending ? "Scanning..." : scan ? "Scan Again" : "Scan Websites"}
        </Button>
        <p className="text-sm text-muted-foreground">Reads every public page of this site and lists the images it shows.</p>
      </div>

      {scan ? (
        <>
          <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
            <FilterBadge label="All" count={scan.totalImages} active={filter === "all"} onClick={() => setFilter("all")} />
            {IMAGE_CATEGORIES.filter((c) => counts.has(c)).map((category) => (
              <FilterBadge
                key={category}
                label={IMAGE_CATEGORY_LABELS[category]}
                count={counts.get(category) ?? 0}
                active={filter === category}
                onClick={() => setFilter(category)}
              />
            ))}
          </div>
          {scan.pagesFailed > 0 ? (
            <p className="text-sm text-muted-foreground">
              {scan.pagesFailed} {scan.pagesFailed === 1 ? "page" : "pages"} could not be read and {scan.pagesFailed === 1 ? "is" : "are"}{" "}
              not included.
            </p>
          ) : null}
          {shown.length === 0 ? (
            <div className="rounded-lg border border-dashed px-6 py-10 text-center">
              <GlobeIcon aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
              <p className="mt-2 font-medium">No images found on the site&apos;s pages</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Pages draw their pictures with colour and icons today; images placed on pages will show here.
              </p>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Images found">
              {shown.map((image) => {
                const name = image.alt || image.url.split("/").pop() || image.url;
                return (
                  <li key={image.url} className="flex flex-col overflow-hidden rounded-lg border bg-card">
                    {/* A plain img: found images may live on any host, which next/image would have to allow-list. */}
                    <img src={image.url} alt={image.alt} loading="lazy" className="aspect-video w-full bg-muted object-cover" />
                    <div className="flex flex-1 flex-col gap-1 p-3">
                      <p className="text-sm font-medium break-all">{name}</p>
                      <p className="text-xs text-muted-foreground">
                        On <span className="break-all">{image.source}</span>
                      </p>
                      <Badge variant="secondary">{IMAGE_CATEGORY_LABELS[image.category]}</Badge>
                      <div className="mt-auto flex flex-wrap gap-2 pt-2">
                        <CopyUrlButton url={image.url} name={name} />
                        <ImportButton url={image.url} name={name} category={image.category} onImported={onImported} />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

function FilterBadge({ label, count, active, onClick }: { label: string; count: number; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        "inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70",
        active ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
      )}
    >
      {label} <span className={active ? "" : "text-muted-foreground"}>({count})</span>
    </button>
  );
}
