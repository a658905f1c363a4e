import Link from "@/components/ui/link";
import { PlayCircleIcon } from "lucide-react";
import type { BreweryCaseStudy } from "@/lib/content/brewery-case-studies";

/** The story that opens a case study, with its link to the demonstration videos. */
export function CaseStudyFeaturedStory({ story }: { story: BreweryCaseStudy["featuredStory"] }) {
  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-balance">
            {story.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-muted-foreground">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-label="Demonstration videos" className="h-fit rounded-xl bg-brand-navy p-6 text-brand-navy-foreground shadow-sm">
          <PlayCircleIcon className="size-10 text-brand-amber" aria-hidden />
          <p className="mt-3 text-sm opacity-90">{story.video.note}</p>
          <Link
            href={story.video.href}
            className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-amber px-4 py-2 text-sm font-semibold text-brand-amber-foreground hover:bg-brand-amber/90 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
          >
            {story.video.label}
          </Link>
        </aside>
      </div>
    </section>
  );
}
