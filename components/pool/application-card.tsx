"use client";

import { ArrowDownIcon, DropletIcon, SparklesIcon } from "lucide-react";
import { CheckList } from "@/components/marketing/check-list";
import { scrollToElement } from "@/lib/client/session-flags";
import { POOL_ANCHORS, POOL_HEADER_OFFSET_PX, type PoolApplication } from "@/lib/content/pool-spa";
import { usePoolHighlight } from "./pool-highlight-provider";
import { poolProductCardId } from "./pool-product-card-id";

const ICONS = { descaling: SparklesIcon, "oil-scum": DropletIcon } as const;

/**
 * Scrolls to the products section; when the card would then sit below the fold (the cards are
 * stacked on a phone), to the card itself so that its ring is seen.
 */
function scrollToProduct(itemNumber: string) {
  const section = document.getElementById(POOL_ANCHORS.products);
  const card = document.getElementById(poolProductCardId(itemNumber));
  if (!section || !card) return;
  const visibleHeight = window.innerHeight - POOL_HEADER_OFFSET_PX;
  const cardOffset = card.getBoundingClientRect().top - section.getBoundingClientRect().top;
  scrollToElement(cardOffset < visibleHeight / 2 ? section.id : card.id, POOL_HEADER_OFFSET_PX);
  card.focus({ preventScroll: true });
}

/**
 * A problem the visitor has. The whole card is one button: it scrolls to the products and rings the
 * product made for the problem (seed 001 §2), and moves keyboard focus there too.
 */
export function ApplicationCard({ application }: { application: PoolApplication }) {
  const { highlight } = usePoolHighlight();
  const Icon = ICONS[application.id];
  const headingId = `application-${application.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex flex-col rounded-xl border bg-card p-6 shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/70 hover:shadow-md"
      data-testid="pool-application-card"
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 id={headingId} className="mt-4 text-xl font-semibold">
        {application.title}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{application.text}</p>
      <CheckList items={application.uses} marker="check" className="mt-4 space-y-1.5 text-sm" />
      <button
        type="button"
        className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:underline focus-visible:outline-none"
        onClick={() => {
          scrollToProduct(application.itemNumber);
          highlight(application.itemNumber);
        }}
      >
        {application.cta}
        <ArrowDownIcon className="size-4" aria-hidden />
      </button>
    </article>
  );
}
