import { describe, expect, it } from "vitest";
import { PACK_SIZES, PACK_SIZE_INFO, type PackSize } from "@/lib/catalog/pack-sizes";
import {
  CATEGORY_COLORS,
  FAMILY_ACCENTS,
  fitItemNumber,
  fitName,
  packshotAlt,
  packshotPath,
  packshotSvg,
  type PackshotInput,
} from "@/lib/images/packshot";

const descaler: PackshotInput = {
  name: "Triple Zero Pool & Spa Descaler",
  itemNumber: "TZ-PSD-QT",
  size: "quart",
  category: "POOL_SPA",
  chemicalType: "acid",
};

/** The text a picture's label shows, tags stripped (the name is split into lines). */
const labelText = (svg: string) =>
  svg
    .replace(/<title>.*?<\/title>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The container's shapes alone, without its label and colours. */
const outline = (svg: string) => /<g id="container">(.*?)<\/g>/.exec(svg)?.[1]?.replace(/#[0-9A-Fa-f]{6}/g, "") ?? "";

describe("the packshot of a size", () => {
  it("is an 800×800 SVG on white that needs no font file or image", () => {
    const svg = packshotSvg(descaler);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/);
    expect(svg).toContain('<rect width="800" height="800" fill="#FFFFFF"/>');
    expect(svg).toContain('font-family="Helvetica, Arial, sans-serif"');
    expect(svg).not.toMatch(/<image|@font-face|href=|url\((?!#)/);
  });

  it("labels a quart of Pool & Spa Descaler with its escaped name, item number TZ-PSD-QT and 0-0-0", () => {
    const svg = packshotSvg(descaler);
    expect(labelText(svg)).toContain("Triple Zero Pool &amp; Spa Descaler");
    expect(svg).toContain("ITEM TZ-PSD-QT");
    expect(svg).toContain(">0-0-0<");
    expect(svg).toContain(">ACID<");
    expect(svg).toContain("<title>Triple Zero Pool &amp; Spa Descaler, Quart (32 oz)</title>");
  });

  it('escapes <, & and " in a name, and drops characters XML does not allow', () => {
    const svg = packshotSvg({ ...descaler, name: 'Triple Zero <script>"Oil" & Scum\u0000 Remover' });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain('"Oil"');
    expect(svg).not.toContain("\u0000");
    expect(labelText(svg)).toContain("&lt;script&gt;&quot;Oil&quot; &amp; Scum Remover");
  });

  it("draws a different container for each of bottle, sprayer, jug, pail, drum, tote and box", () => {
    const outlines = new Map(PACK_SIZES.map((size) => [PACK_SIZE_INFO[size].container, outline(packshotSvg({ ...descaler, size }))]));
    expect([...outlines.keys()].sort()).toEqual(["bottle", "box", "drum", "jug", "pail", "sprayer", "tote"]);
    expect(new Set(outlines.values()).size).toBe(7);
    for (const shapes of outlines.values()) expect(shapes).toMatch(/<(path|rect|ellipse)/);
  });

  it("colours the container by category and its cap by family: Grill Cleaning is not Marine, acid is not caustic", () => {
    const grill = packshotSvg({ ...descaler, category: "GRILL_CLEANING" });
    const marine = packshotSvg({ ...descaler, category: "MARINE" });
    expect(grill).toContain(CATEGORY_COLORS.GRILL_CLEANING);
    expect(grill).not.toContain(CATEGORY_COLORS.MARINE);
    expect(marine).toContain(CATEGORY_COLORS.MARINE);
    expect(new Set(Object.values(CATEGORY_COLORS)).size).toBe(Object.keys(CATEGORY_COLORS).length);

    const caustic = packshotSvg({ ...descaler, chemicalType: "caustic" });
    expect(caustic).toContain(FAMILY_ACCENTS.caustic);
    expect(caustic).not.toContain(FAMILY_ACCENTS.acid);
    expect(caustic).toContain(">ALKALINE<");
  });

  it("is the same for the same size, so its ETag and the cached PNG hold", () => {
    expect(packshotSvg(descaler)).toBe(packshotSvg({ ...descaler }));
  });

  it("drawn in a page, puts a prefix before every id it defines and every one it refers to", () => {
    const plain = packshotSvg(descaler);
    const prefixed = packshotSvg(descaler, { idPrefix: "p1-" });
    const ids = [...plain.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const refs = [...plain.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(ids).toContain("body");
    expect(refs.length).toBeGreaterThan(0);
    expect([...prefixed.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])).toEqual(ids.map((id) => `p1-${id}`));
    expect([...prefixed.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1])).toEqual(refs.map((id) => `p1-${id}`));
    // Every reference still names an id the drawing defines.
    for (const ref of new Set(refs)) expect(ids).toContain(ref);
    // Nothing else changes: the label and the shapes are the same.
    expect(prefixed.replace(/p1-/g, "")).toBe(plain);
  });
});

describe("the label's name", () => {
  const narrow = { w: 190, h: 120 };

  it("keeps a short name whole", () => {
    expect(fitName("Triple Zero Hood Cleaner", narrow).lines.join(" ")).toBe("Triple Zero Hood Cleaner");
  });

  it('drops "Triple Zero " from a name too long for the label, and wraps it', () => {
    const fitted = fitName("Triple Zero Food & Beverage Resin Regenerator Concentrate", { w: 190, h: 90 });
    expect(fitted.lines.join(" ")).toBe("Food & Beverage Resin Regenerator Concentrate");
    expect(fitted.lines.length).toBeGreaterThan(1);
  });

  it("ends a name that fits in no way with an ellipsis, within four lines", () => {
    const fitted = fitName(`Triple Zero ${"Very Long Words ".repeat(12)}`, narrow);
    expect(fitted.lines.length).toBeLessThanOrEqual(4);
    expect(fitted.lines.at(-1)).toMatch(/…$/);
  });

  it("puts a 40-character item number on two lines, cut at a hyphen", () => {
    const long = "TZ-MARINE-WASTE-WATER-HOLDING-TANK-55GAL";
    expect(long).toHaveLength(40);
    const fitted = fitItemNumber(long, { w: 190, h: 33 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join("")).toBe(`ITEM ${long}`);
    expect(fitted.lines[1]).not.toMatch(/^-/);
    expect(fitItemNumber("TZ-1001", { w: 190, h: 33 }).lines).toEqual(["ITEM TZ-1001"]);
  });
});

describe("the packshot's address and alt text", () => {
  it("is /packshots/{item number}.png, encoded", () => {
    expect(packshotPath("TZ-1001-GAL")).toBe("/packshots/TZ-1001-GAL.png");
    expect(packshotPath("a/b c")).toBe("/packshots/a%2Fb%20c.png");
  });

  it("names the product and the size", () => {
    const size: PackSize = "pail";
    expect(packshotAlt("Triple Zero Hull Cleaner", PACK_SIZE_INFO[size].label)).toBe("Triple Zero Hull Cleaner, 5-Gallon Pail");
  });
});
