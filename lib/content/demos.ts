// The words around the two demonstrations (acid: an egg shell dissolved; caustic: diesel lifted off a
// surface). With their videos configured (siteConfig.demoVideos) pages invite the visitor to watch them;
// without, they speak of the live demonstration offered in their place and promise no video.
import { siteConfig } from "@/lib/site-config";

export type DemoKey = keyof typeof siteConfig.demoVideos;

/** Whether the video of `key` can be played here: its YouTube id is configured. */
export function demoVideoPlays(key: DemoKey, videos: Record<DemoKey, { id: string | null }> = siteConfig.demoVideos): boolean {
  return videos[key].id !== null;
}

const { productLine } = siteConfig;
const rating = siteConfig.claims.hazmatRating;

/** The technology page's description, hero line, demo button, demo section intro and captions. */
export function technologyDemoCopy(plays: Record<DemoKey, boolean>) {
  const both = plays.acid && plays.caustic;
  const base = `How ${productLine} acid and caustic cleaners remove scale, grease and fuel residue while carrying a ${rating} hazard rating, so they ship without hazmat fees.`;
  return {
    description: both ? `${base} Watch the egg-shell and diesel demos.` : `${base} Book a live egg-shell and diesel demo.`,
    heroLine: both ? "See how, then watch them work." : "See how, then see them work in a live demo.",
    demosButton: both ? "Watch the demos" : "See the demos",
    demosIntro: both
      ? "One demonstration for each chemistry. Videos load from YouTube only when you press play."
      : "One demonstration for each chemistry, run live for you on a call or at your site, with your own soils.",
    captions: {
      acid: `An egg shell is almost pure calcium carbonate, the mineral that makes up most scale. ${
        plays.acid ? "Watch the acid cleaner dissolve it." : "In the live demo, the acid cleaner dissolves it in front of you."
      }`,
      caustic: `Diesel leaves the kind of oily film caustic cleaners are made for. ${
        plays.caustic ? "Watch the caustic cleaner lift it away." : "In the live demo, the caustic cleaner lifts it away."
      }`,
    },
  };
}

/** The caption under the brewery hero's acid demo. */
export function breweryDemoCaption(plays: boolean): string {
  return `An egg shell is almost pure calcium carbonate, like beerstone. ${
    plays ? "Watch the acid cleaner dissolve it." : "Book a live demo and see the acid cleaner dissolve it."
  }`;
}

/** The grill demo page's description and the text beside its caustic demo. */
export function grillDemoCopy(plays: boolean) {
  const line = "then meet the four grill, smoker, grate and oven cleaners built on it.";
  const chemistry = "The same chemistry dissolves carbon and baked-on grease on grills, smokers and ovens.";
  return plays
    ? {
        description: `Watch a ${productLine} caustic cleaner lift grease and oily residue without fumes or scrubbing, ${line}`,
        text: `Watch the caustic cleaner behind our grill line lift an oily film from a surface, with no fumes and no scrubbing. ${chemistry}`,
      }
    : {
        description: `Book a live demo: a ${productLine} caustic cleaner lifts grease and oily residue without fumes or scrubbing. Then meet the four grill, smoker, grate and oven cleaners built on it.`,
        text: `In a live demo, on a call or at your site, the caustic cleaner behind our grill line lifts an oily film from a surface, with no fumes and no scrubbing. ${chemistry}`,
      };
}
