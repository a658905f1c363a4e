"use client";

import { useState } from "react";
import { z } from "zod";
import Link from "@/components/ui/link";
import { CheckIcon, ExternalLinkIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { LibraryImage } from "@/lib/images/schemas";
import {
  BACKGROUND_FILTERS,
  BACKGROUND_FILTER_LABELS,
  BUILTIN_BACKGROUNDS,
  backgroundKey,
  libraryBackgroundStyle,
  type BackgroundFilter,
  type BackgroundStyle,
  type HeroBackgroundChoice,
  type HeroBackgroundValue,
} from "@/lib/settings/backgrounds";
import { cn } from "@/lib/utils";
import { BackgroundPreview } from "./background-preview";

/** What POST /api/background answers: the key of the background now shown. */
const chosenBackground = z.object({ key: z.string() });

type Option = {
  key: string;
  label: string;
  description: string;
  theme: string | null;
  style: BackgroundStyle;
  choice: HeroBackgroundChoice;
};

/** The hero background selector (seed 001): filters water, chemistry or all; built-ins plus library images. */
export function BackgroundSelector({ current, images }: { current: HeroBackgroundValue; images: LibraryImage[] }) {
  const [currentKey, setCurrentKey] = useState(backgroundKey(current));
  const [filter, setFilter] = useState<BackgroundFilter>("all");
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const builtins: Option[] = BUILTIN_BACKGROUNDS.filter((b) => filter === "all" || b.theme === filter).map((b) => ({
    key: `builtin:${b.id}`,
    label: b.label,
    description: b.description,
    theme: b.theme,
    style: b.style,
    choice: { kind: "builtin", id: b.id },
  }));
  // Library photos carry no theme: they are offered under All.
  const library: Option[] =
    filter === "all"
      ? images.map((image) => ({
          key: `library:${image.id}`,
          label: image.filename,
          description: "From Your Images, under a dark veil so the heading stays readable.",
          theme: null,
          style: libraryBackgroundStyle(image.url),
          choice: { kind: "library", imageId: image.id },
        }))
      : [];

  async function choose(option: Option) {
    if (pendingKey) return;
    setPendingKey(option.key);
    const result = await api.post("/api/background", chosenBackground, option.choice);
    setPendingKey(null);
    if (!result.ok) {
      toast.error("Update Failed", {
        description: result.status === 0 ? "The connection to the server failed. Please try again." : result.error,
      });
      return;
    }
    setCurrentKey(result.data.key);
    toast.success("Background Updated", { description: `The home page now shows ${option.label}.` });
  }

  const renderOption = (option: Option) => {
    const selected = option.key === currentKey;
    const pending = option.key === pendingKey;
    return (
      <li
        key={option.key}
        className={cn("flex flex-col overflow-hidden rounded-lg border bg-card", selected && "ring-2 ring-primary")}
        data-testid="background-option"
      >
        <BackgroundPreview style={option.style} className="rounded-none" />
        <div className="flex flex-1 flex-col gap-2 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-all">{option.label}</h3>
            {option.theme ? (
              <Badge variant="secondary">{BACKGROUND_FILTER_LABELS[option.theme as "water" | "chemistry"]}</Badge>
            ) : (
              <Badge variant="outline">Library</Badge>
            )}
          </div>
          <p className="text-sm text-muted-foreground">{option.description}</p>
          <div className="mt-auto pt-1">
            {selected ? (
              <p className="inline-flex h-8 items-center gap-1 text-sm font-medium text-brand-green">
                <CheckIcon aria-hidden="true" className="size-4" />
                On the home page
              </p>
            ) : (
              <Button type="button" size="sm" variant="outline" onClick={() => choose(option)} disabled={pendingKey !== null}>
                {pending ? <Spinner aria-hidden="true" aria-label={undefined} role={undefined} /> : null}
                {pending ? "Saving..." : "Use this background"}
                <span className="sr-only"> for {option.label}</span>
              </Button>
            )}
          </div>
        </div>
      </li>
    );
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show backgrounds" className="flex flex-wrap gap-2">
          {BACKGROUND_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              onClick={() => setFilter(f)}
              aria-pressed={filter === f}
              className={cn(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70",
                filter === f ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
              )}
            >
              {BACKGROUND_FILTER_LABELS[f]}
            </button>
          ))}
        </div>
        <Button asChild variant="link" className="px-0">
          <Link href="/" target="_blank" rel="noopener">
            View the home page
            <ExternalLinkIcon aria-label="(opens in a new tab)" />
          </Link>
        </Button>
      </div>

      <section aria-labelledby="builtin-heading">
        <h2 id="builtin-heading" className="text-xl font-semibold">
          Built-in backgrounds <span className="text-muted-foreground">({builtins.length})</span>
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">{builtins.map(renderOption)}</ul>
      </section>

      {filter === "all" ? (
        <section aria-labelledby="library-heading">
          <h2 id="library-heading" className="text-xl font-semibold">
            From your library <span className="text-muted-foreground">({library.length})</span>
          </h2>
          {library.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              No images in the library yet.{" "}
              <Link href="/image-manager" className="text-primary underline underline-offset-4">
                Upload or import images
              </Link>{" "}
              to use one here.
            </p>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">{library.map(renderOption)}</ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
