"use client";

import { useEffect, useRef, useState } from "react";
import { PlayIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type VideoEmbedProps = {
  /** YouTube video id; null when none is configured (see siteConfig.demoVideos). */
  videoId: string | null;
  title: string;
  className?: string;
};

/**
 * A click-to-play YouTube demo. Nothing is requested from YouTube until the visitor presses play (no
 * thumbnail, no script, no cookie), and the player then comes from the privacy-enhanced
 * youtube-nocookie.com domain.
 */
export function VideoEmbed({ videoId, title, className }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that had focus disappears; hand focus to the player so keyboard users stay in place.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (!videoId) {
    // No recording to show: offer the demonstration itself rather than a player that cannot play.
    return (
      <div
        className={cn(
          "flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-brand-navy px-6 text-center text-brand-navy-foreground shadow-sm",
          className,
        )}
      >
        <p className="text-lg font-semibold text-balance sm:text-xl">{title}</p>
        <p className="max-w-sm text-sm opacity-90">We run this demonstration live, on a call or at your site, with your own soils.</p>
        <a
          href="#contact"
          className="rounded-md bg-brand-amber px-4 py-2 text-sm font-semibold text-brand-amber-foreground focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
        >
          Book a live demo
        </a>
      </div>
    );
  }

  return (
    <div className={cn("relative aspect-video w-full overflow-hidden rounded-xl bg-brand-navy shadow-sm", className)}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_20%,var(--primary),var(--brand-navy)_70%)] px-6 pt-6 pb-12 text-center text-brand-navy-foreground outline-none focus-visible:ring-[4px] focus-visible:ring-brand-amber focus-visible:ring-inset"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-brand-amber text-brand-amber-foreground shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110 sm:size-20">
              <PlayIcon className="size-8 translate-x-0.5 fill-current sm:size-10" aria-hidden />
            </span>
            <span className="text-lg font-semibold text-balance sm:text-xl">
              <span className="sr-only">Play video: </span>
              {title}
            </span>
          </button>
          {/* Outside the button so that its name stays the title; clicks pass through to the button. */}
          <p className="pointer-events-none absolute inset-x-0 bottom-4 text-center text-xs text-brand-navy-foreground/90">
            Loads from YouTube when you press play
          </p>
        </>
      )}
    </div>
  );
}
