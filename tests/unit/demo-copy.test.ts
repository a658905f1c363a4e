// The words around the demonstrations: with the videos configured the pages invite the
// visitor to watch them; without, they offer the live demo and promise no video.
import { describe, expect, it } from "vitest";
import { breweryDemoCaption, demoVideoPlays, grillDemoCopy, technologyDemoCopy } from "@/lib/content/demos";

const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as Record<string, unknown>).flatMap(texts);

describe("the demonstrations' words", () => {
  it("plays a video only when its id is configured", () => {
    const videos = { acid: { id: "aaaaaaaaaaa", title: "acid" }, caustic: { id: null, title: "caustic" } } as const;
    expect(demoVideoPlays("acid", videos)).toBe(true);
    expect(demoVideoPlays("caustic", videos)).toBe(false);
  });

  it("without the videos speak of the live demo and never of watching a video", () => {
    const all = [...texts(technologyDemoCopy({ acid: false, caustic: false })), breweryDemoCaption(false), ...texts(grillDemoCopy(false))];
    for (const text of all) expect(text).not.toMatch(/\bwatch|video|youtube/i);
    expect(technologyDemoCopy({ acid: false, caustic: false }).description).toMatch(/live egg-shell and diesel demo\.$/);
    expect(breweryDemoCaption(false)).toContain("Book a live demo");
  });

  it("with the videos invite the visitor to watch them, as before", () => {
    const copy = technologyDemoCopy({ acid: true, caustic: true });
    expect(copy.description).toMatch(/Watch the egg-shell and diesel demos\.$/);
    expect(copy.demosIntro).toBe("One demonstration for each chemistry. Videos load from YouTube only when you press play.");
    expect(copy.captions.acid).toMatch(/Watch the acid cleaner dissolve it\.$/);
    expect(breweryDemoCaption(true)).toBe(
      "An egg shell is almost pure calcium carbonate, like beerstone. Watch the acid cleaner dissolve it.",
    );
    expect(grillDemoCopy(true).text).toMatch(/^Watch the caustic cleaner/);
  });

  it("with one video of two, promise only that one", () => {
    const copy = technologyDemoCopy({ acid: true, caustic: false });
    expect(copy.captions.acid).toContain("Watch");
    expect(copy.captions.caustic).not.toMatch(/watch/i);
    expect(copy.description).not.toMatch(/watch/i);
  });
});
