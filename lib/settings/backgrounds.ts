// The backgrounds the home hero can wear (seed 001 "hero background selector": filters water,
// chemistry, all; seven built-in samples), plus any image of the library. Built-ins are drawn with
// CSS gradients, so they cost no download and always keep the hero's white text readable; library
// images get a dark veil for the same reason.
import { z } from "zod";
import { isLibraryFileUrl } from "@/lib/storage/addresses";

export const BACKGROUND_FILTERS = ["all", "water", "chemistry"] as const;
export type BackgroundFilter = (typeof BACKGROUND_FILTERS)[number];
export type BackgroundTheme = Exclude<BackgroundFilter, "all">;

export const BACKGROUND_FILTER_LABELS: Record<BackgroundFilter, string> = { all: "All", water: "Water", chemistry: "Chemistry" };

export type BackgroundStyle = { backgroundImage: string; backgroundSize?: string; backgroundPosition?: string };

export type BuiltinBackground = { id: string; label: string; description: string; theme: BackgroundTheme; style: BackgroundStyle };

export const BUILTIN_BACKGROUNDS = [
  {
    id: "triple-zero-navy",
    label: "Triple Zero Navy",
    description: "The site's own navy to blue, as the hero has always looked.",
    theme: "chemistry",
    style: { backgroundImage: "linear-gradient(to bottom right, var(--brand-navy), var(--primary))" },
  },
  {
    id: "deep-water",
    label: "Deep Water",
    description: "Dark ocean blues with a soft light from above.",
    theme: "water",
    style: {
      backgroundImage:
        "radial-gradient(ellipse at 30% 0%, rgb(255 255 255 / 0.12), transparent 60%), linear-gradient(160deg, #0b2545 0%, #13315c 55%, #0d3b66 100%)",
    },
  },
  {
    id: "pool-blue",
    label: "Pool Blue",
    description: "Clear pool water with rippling highlights.",
    theme: "water",
    style: {
      backgroundImage:
        "radial-gradient(circle at 20% 30%, rgb(255 255 255 / 0.1) 0 8%, transparent 9%), radial-gradient(circle at 75% 65%, rgb(255 255 255 / 0.08) 0 12%, transparent 13%), linear-gradient(150deg, #023e8a, #0369a1)",
    },
  },
  {
    id: "ocean-current",
    label: "Ocean Current",
    description: "Navy turning to deep teal, like moving water.",
    theme: "water",
    style: { backgroundImage: "linear-gradient(120deg, #03045e 0%, #023e6e 45%, #005f73 100%)" },
  },
  {
    id: "clear-rinse",
    label: "Clear Rinse",
    description: "Teal of a clean rinse cycle.",
    theme: "water",
    style: {
      backgroundImage:
        "radial-gradient(ellipse at 80% 20%, rgb(255 255 255 / 0.1), transparent 55%), linear-gradient(135deg, #053f3c, #0f766e)",
    },
  },
  {
    id: "molecular",
    label: "Molecular",
    description: "Slate with a fine dotted lattice, like a molecule diagram.",
    theme: "chemistry",
    style: {
      backgroundImage: "radial-gradient(circle, rgb(255 255 255 / 0.14) 1.5px, transparent 2px), linear-gradient(135deg, #0f172a, #334155)",
      backgroundSize: "26px 26px, auto",
    },
  },
  {
    id: "safe-reaction",
    label: "Safe Reaction",
    description: "Deep safety green for the 0-0-0 rating.",
    theme: "chemistry",
    style: { backgroundImage: "linear-gradient(135deg, #052e16 0%, #14532d 50%, #166534 100%)" },
  },
] as const satisfies readonly BuiltinBackground[];

export type BuiltinBackgroundId = (typeof BUILTIN_BACKGROUNDS)[number]["id"];
const BUILTIN_IDS = BUILTIN_BACKGROUNDS.map((b) => b.id) as [BuiltinBackgroundId, ...BuiltinBackgroundId[]];

export const DEFAULT_BACKGROUND_ID: BuiltinBackgroundId = "triple-zero-navy";

/**
 * Library files the hero may show: only what this site stored, on its disk or with uploadthing. The
 * patterns admit no quote, parenthesis or space, so an address cannot break out of the CSS url("…").
 */
const libraryUrl = z.string().refine(isLibraryFileUrl, "Not an address of the image library");

/** What the setting stores. */
export const heroBackgroundValueSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("builtin"), id: z.enum(BUILTIN_IDS) }),
  z.object({ kind: z.literal("library"), imageId: z.number().int().positive(), url: libraryUrl }),
]);
export type HeroBackgroundValue = z.infer<typeof heroBackgroundValueSchema>;

/** What staff send: the server finds a library image's address itself. */
export const heroBackgroundChoiceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("builtin"), id: z.enum(BUILTIN_IDS, { error: "Choose one of the built-in backgrounds" }) }),
    z.object({
      kind: z.literal("library"),
      imageId: z.coerce.number({ error: "Choose an image of the library" }).int().positive("Choose an image of the library"),
    }),
  ],
  { error: 'Say "builtin" or "library" as kind' },
);
export type HeroBackgroundChoice = z.infer<typeof heroBackgroundChoiceSchema>;

export const DEFAULT_HERO_BACKGROUND: HeroBackgroundValue = { kind: "builtin", id: DEFAULT_BACKGROUND_ID };

/** A stable name of the choice, e.g. "builtin:deep-water" or "library:12". */
export function backgroundKey(value: HeroBackgroundValue): string {
  return value.kind === "builtin" ? `builtin:${value.id}` : `library:${value.imageId}`;
}

export function builtinBackground(id: string): BuiltinBackground | undefined {
  return BUILTIN_BACKGROUNDS.find((b) => b.id === id);
}

/** The CSS of a library image behind white text: a dark veil over the photo, which covers the area. */
/**
 * The hero's width at most (Next's largest default device size): a library photo may be a 10 MB
 * original, so the hero asks Next's image optimizer for it at this width, re-encoded (WebP where the
 * browser takes it) and cached, instead of the upload itself.
 */
const HERO_IMAGE_WIDTH = 1920;

export function optimizedImageUrl(url: string, width = HERO_IMAGE_WIDTH): string {
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;
}

export function libraryBackgroundStyle(url: string): BackgroundStyle {
  const safe = isLibraryFileUrl(url) ? optimizedImageUrl(url) : "";
  return {
    backgroundImage: `linear-gradient(rgb(15 23 42 / 0.72), rgb(15 23 42 / 0.72))${safe ? `, url("${safe}")` : ""}`,
    backgroundSize: "cover",
    backgroundPosition: "center",
  };
}

export function backgroundStyle(value: HeroBackgroundValue): BackgroundStyle {
  if (value.kind === "library") return libraryBackgroundStyle(value.url);
  return (builtinBackground(value.id) ?? builtinBackground(DEFAULT_BACKGROUND_ID)!).style;
}

/** A stored value that no longer parses (an older format, a removed built-in) counts as the default. */
export function parseHeroBackground(raw: unknown): HeroBackgroundValue {
  const parsed = heroBackgroundValueSchema.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_HERO_BACKGROUND;
}

/**
 * The stylesheet of the home hero (app/hero-background.css): the chosen background on #home, and its
 * key in --hero-background for anyone checking which one shows. Values come from the built-in list or
 * a library address that isLibraryFileUrl admitted, so nothing a visitor typed reaches it.
 */
export function heroBackgroundCss(value: HeroBackgroundValue): string {
  const style = backgroundStyle(value);
  const declarations = [
    `--hero-background: "${backgroundKey(value)}"`,
    `background-image: ${style.backgroundImage}`,
    ...(style.backgroundSize ? [`background-size: ${style.backgroundSize}`] : []),
    ...(style.backgroundPosition ? [`background-position: ${style.backgroundPosition}`] : []),
  ];
  return `#home {\n${declarations.map((line) => `  ${line};`).join("\n")}\n}\n`;
}
