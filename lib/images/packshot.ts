// Product pictures drawn from the product's own data ("packshots"), so that every size has a picture from
// its first day: the container the size ships in (lib/catalog/pack-sizes.ts), a label with the product's
// name, the size's item number and the 0-0-0 hazard rating, in the colours of the product's family.
// Pure and client-safe: app/packshots/[file]/route.ts renders the SVG to a PNG.
//
// The palette. The category gives the hue of the container (or of the printing on a kit's box) and of the
// label's band; the chemical family gives a light accent (caps, bungs, the sprayer's trigger, the label's
// stripe and the family tag), light so that it stands out on every one of the dark category hues.
//
//   GRILL_CLEANING     #B42318  ember red        FOOD_BEVERAGE    #15803D  green
//   BEER_LINE_BREWERY  #B45309  amber            WATER_TREATMENT  #1D4ED8  blue
//   CONVENIENCE_STORE  #BE185D  magenta          HVAC             #6D28D9  violet
//   POOL_SPA           #0E7490  pool cyan        MARINE           #1E3A8A  navy
//   INDUSTRIAL         #475569  slate
//
//   acid     #FDE047  lemon yellow     caustic  #A5F3FC  pale aqua (the blue end of a pH strip)
import { PACK_SIZE_INFO, type Container, type PackSize } from "@/lib/catalog/pack-sizes";
import type { ProductCategory } from "@/lib/generated/prisma/enums";

export type ChemicalFamily = "caustic" | "acid";

export type PackshotInput = {
  name: string;
  itemNumber: string;
  size: PackSize;
  category: ProductCategory;
  chemicalType: ChemicalFamily;
};

export const CATEGORY_COLORS: Record<ProductCategory, string> = {
  GRILL_CLEANING: "#B42318",
  BEER_LINE_BREWERY: "#B45309",
  CONVENIENCE_STORE: "#BE185D",
  FOOD_BEVERAGE: "#15803D",
  WATER_TREATMENT: "#1D4ED8",
  HVAC: "#6D28D9",
  MARINE: "#1E3A8A",
  INDUSTRIAL: "#475569",
  POOL_SPA: "#0E7490",
};

export const FAMILY_ACCENTS: Record<ChemicalFamily, string> = {
  acid: "#FDE047",
  caustic: "#A5F3FC",
};

const FAMILY_TAGS: Record<ChemicalFamily, string> = { acid: "ACID", caustic: "ALKALINE" };

/** The picture's address: the route renders it from the size's row, by the size's item number. */
export function packshotPath(itemNumber: string): string {
  return `/packshots/${encodeURIComponent(itemNumber)}.png`;
}

/** The picture's alt text: what it shows, for a reader who cannot see it. */
export function packshotAlt(name: string, sizeLabel: string): string {
  return `${name}, ${sizeLabel}`;
}

// ------------------------------------------------------------------ text

const FONT = "Helvetica, Arial, sans-serif";
const INK = "#0F172A";
const MUTED = "#475569";
const BRAND = "TRIPLE ZERO";
const PREFIX = /^triple\s+zero\s+/i;

/** Characters XML 1.0 does not allow (a stray one would make the whole picture unreadable), and lone surrogates. */
const UNSAFE_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(UNSAFE_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * The width of `text` in ems of a bold sans-serif, erring wide: the widths are DejaVu Sans Bold's, the
 * widest of the fonts a server falls back to, so a line measured to fit fits in Helvetica or Arial too.
 */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if ("il|!.,:;'ijI".includes(char)) width += 0.37;
    else if ("ftr-/()[] ".includes(char)) width += 0.49;
    else if ("mwMW%@".includes(char)) width += 1.06;
    else if (char === "&") width += 0.88;
    else if (/[0-9a-z]/.test(char)) width += 0.7;
    else width += 0.82;
  }
  return width;
}

/** Words, with hyphenated ones also breakable after the hyphen ("Beer-" / "Line"). */
function tokens(text: string): { text: string; space: boolean }[] {
  return text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((part, index) => ({ text: part, space: index === 0 })));
}

/** The lines of `text` no wider than `maxEms`; null when a word alone is wider, unless `breakWords` cuts it. */
function wrap(text: string, maxEms: number, breakWords = false): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens(text)) {
    if (textWidth(token.text) > maxEms) {
      if (!breakWords) return null;
      if (line) lines.push(line);
      line = "";
      for (const char of token.text) {
        if (textWidth(line + char) > maxEms) {
          lines.push(line);
          line = "";
        }
        line += char;
      }
      continue;
    }
    const joined = line === "" ? token.text : `${line}${token.space ? " " : ""}${token.text}`;
    if (textWidth(joined) <= maxEms) line = joined;
    else {
      lines.push(line);
      line = token.text;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type FittedText = { lines: string[]; fontSize: number };

const LINE_HEIGHT = 1.14;
/** The item number is spaced out a little (letter-spacing 0.04 em): its lines are that much wider. */
const ITEM_SPACING = 1.06;

/** More lines than this read as a paragraph, not a name. */
const MAX_NAME_LINES = 4;

/** The largest size from `from` down to `to` at which `text` wraps into the box, or null. */
function fitBetween(text: string, box: { w: number; h: number }, from: number, to: number): FittedText | null {
  for (let fontSize = Math.floor(from); fontSize >= to; fontSize--) {
    const lines = wrap(text, box.w / fontSize);
    if (lines && lines.length <= MAX_NAME_LINES && lines.length * fontSize * LINE_HEIGHT <= box.h) return { lines, fontSize };
  }
  return null;
}

/** Cuts `text` to fit `maxEms`, ending in an ellipsis. */
function truncate(text: string, maxEms: number): string {
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`) > maxEms) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The product's name as the label shows it: whole when it fits at a comfortable size, else without the
 * "Triple Zero" the label's band already says, at a size down to the smallest legible one; a name too long
 * even then keeps the lines that fit and ends in an ellipsis.
 */
export function fitName(name: string, box: { w: number; h: number }): FittedText {
  const largest = Math.min(box.w * 0.15, box.h * 0.42);
  const comfortable = largest * 0.66;
  const smallest = Math.max(12, largest * 0.48);
  const short = name.replace(PREFIX, "") || name;
  const fitted = fitBetween(name, box, largest, comfortable) ?? fitBetween(short, box, largest, smallest);
  if (fitted) return fitted;
  const fontSize = Math.floor(smallest);
  const maxEms = box.w / fontSize;
  const maxLines = Math.max(1, Math.min(MAX_NAME_LINES, Math.floor(box.h / (fontSize * LINE_HEIGHT))));
  const lines = wrap(short, maxEms, true) ?? [short];
  if (lines.length <= maxLines) return { lines, fontSize };
  return { lines: [...lines.slice(0, maxLines - 1), truncate(lines.slice(maxLines - 1).join(" "), maxEms)], fontSize };
}

/** The largest size up to `max` at which one line of `text` is no wider than `width`. */
function fitLine(text: string, width: number, max: number): number {
  return Math.min(max, width / textWidth(text));
}

/**
 * "ITEM TZ-1001" on one line, or on two when one would be too small to read: a long item number is cut at
 * the hyphen nearest its middle (or at its middle).
 */
export function fitItemNumber(itemNumber: string, box: { w: number; h: number }): FittedText {
  const oneLine = `ITEM ${itemNumber}`;
  const largest = box.h * 0.62;
  const fontSize = fitLine(oneLine, box.w / ITEM_SPACING, largest);
  if (fontSize >= largest * 0.7) return { lines: [oneLine], fontSize };
  const middle = itemNumber.length / 2;
  const hyphens = [...itemNumber.matchAll(/-/g)].map((match) => match.index + 1).filter((at) => at < itemNumber.length);
  const cut = hyphens.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0] ?? Math.ceil(middle);
  const lines = [`ITEM ${itemNumber.slice(0, cut)}`, itemNumber.slice(cut)];
  const widest = Math.max(...lines.map(textWidth));
  return { lines, fontSize: Math.min(box.h / (2 * LINE_HEIGHT), box.w / ITEM_SPACING / widest) };
}

// ------------------------------------------------------------------ colour

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** `hex` moved toward `toward` by `amount` (0 to 1). */
function mix(hex: string, toward: string, amount: number): string {
  const from = channels(hex);
  const to = channels(toward);
  return `#${from
    .map((c, i) =>
      Math.round(c + (to[i]! - c) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const lighter = (hex: string, amount: number) => mix(hex, "#ffffff", amount);
const darker = (hex: string, amount: number) => mix(hex, "#000000", amount);

// ------------------------------------------------------------------ drawing

type Box = { x: number; y: number; w: number; h: number };

const r = (value: number) => Math.round(value * 10) / 10;

/** A horizontal gradient that turns a flat shape into a lit cylinder: dark edges, a highlight left of centre. */
function cylinderGradient(id: string, color: string): string {
  const stops: [number, string][] = [
    [0, darker(color, 0.38)],
    [0.1, darker(color, 0.12)],
    [0.3, lighter(color, 0.28)],
    [0.42, lighter(color, 0.1)],
    [0.75, darker(color, 0.08)],
    [1, darker(color, 0.42)],
  ];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops
    .map(([offset, stop]) => `<stop offset="${offset}" stop-color="${stop}"/>`)
    .join("")}</linearGradient>`;
}

type Palette = { body: string; accent: string; band: string };

function defs(palette: Palette): string {
  return [
    "<defs>",
    cylinderGradient("body", palette.body),
    cylinderGradient("accent", palette.accent),
    cylinderGradient("steel", "#B8BEC6"),
    cylinderGradient("dark", "#3A4150"),
    cylinderGradient("translucent", "#EEF2F6"),
    cylinderGradient("liquid", lighter(palette.body, 0.45)),
    // A carton's flat faces: lit from the upper left, with no cylinder's highlight.
    '<linearGradient id="carton" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#D4AF86"/><stop offset="1" stop-color="#C0976C"/></linearGradient>',
    `<linearGradient id="print" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.body}"/><stop offset="1" stop-color="${darker(palette.body, 0.12)}"/></linearGradient>`,
    // The label's curve around a round container: a little shade at its edges.
    '<linearGradient id="wrap" x1="0" y1="0" x2="1" y2="0">',
    '<stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.18" stop-color="#000" stop-opacity="0.02"/>',
    '<stop offset="0.32" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#0F172A" stop-opacity="0.42"/>',
    '<stop offset="0.5" stop-color="#0F172A" stop-opacity="0.16"/><stop offset="1" stop-color="#0F172A" stop-opacity="0"/></radialGradient>',
    "</defs>",
  ].join("");
}

/** One element of a drawing, its attributes written in the order given. */
const shape = (tag: string, attributes: Record<string, string | number>) =>
  `<${tag} ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")}/>`;

/** The soft shadow the container stands on. */
const shadow = (cx: number, cy: number, rx: number, ry: number) => shape("ellipse", { cx, cy, rx, ry, fill: "url(#shadow)" });

/** The NFPA 704 diamond with 0 for health (blue), flammability (red) and instability (yellow). */
function hazardDiamond(cx: number, cy: number, half: number): string {
  const quarter = half / 2;
  const diamond = (x: number, y: number, fill: string) =>
    `<path d="M${r(x)} ${r(y - quarter)}L${r(x + quarter)} ${r(y)}L${r(x)} ${r(y + quarter)}L${r(x - quarter)} ${r(y)}Z" fill="${fill}"/>`;
  const digit = (x: number, y: number, fill: string) =>
    `<text x="${r(x)}" y="${r(y + half * 0.15)}" font-size="${r(half * 0.42)}" font-weight="700" fill="${fill}" text-anchor="middle">0</text>`;
  return [
    `<g stroke="${INK}" stroke-width="${r(Math.max(1, half * 0.04))}" stroke-linejoin="round">`,
    diamond(cx, cy - quarter, "#DC2626"),
    diamond(cx - quarter, cy, "#2563EB"),
    diamond(cx + quarter, cy, "#FACC15"),
    diamond(cx, cy + quarter, "#FFFFFF"),
    "</g>",
    digit(cx, cy - quarter, "#FFFFFF"),
    digit(cx - quarter, cy, "#FFFFFF"),
    digit(cx + quarter, cy, INK),
  ].join("");
}

type LabelText = { name: string; itemNumber: string; family: ChemicalFamily };

/**
 * The label: the brand on the category's band, the family's stripe, the name, the item number, and the
 * hazard diamond beside "0-0-0" and the family's tag. `curved` shades it as if wrapped round a cylinder.
 */
function label(box: Box, text: LabelText, palette: Palette, curved: boolean): string {
  const { x, y, w, h } = box;
  const pad = w * 0.08;
  const band = h * 0.15;
  const stripe = Math.max(4, h * 0.028);
  const markZone = h * 0.3;
  const itemZone = h * 0.1;
  const nameBox = { w: w - pad * 2, h: h - band - stripe - markZone - itemZone - h * 0.06 };
  const nameTop = y + band + stripe + h * 0.04;
  const name = fitName(text.name, nameBox);
  const blockHeight = name.lines.length * name.fontSize * LINE_HEIGHT;
  const firstBaseline = nameTop + (nameBox.h - blockHeight) / 2 + name.fontSize * (LINE_HEIGHT / 2 + 0.36);
  const nameLines = name.lines
    .map((line, i) => `<tspan x="${r(x + w / 2)}" y="${r(firstBaseline + i * name.fontSize * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`)
    .join("");

  const item = fitItemNumber(text.itemNumber, { w: w - pad * 2, h: itemZone });
  const itemTop = nameTop + nameBox.h + (itemZone - item.lines.length * item.fontSize * LINE_HEIGHT) / 2;
  const itemLines = item.lines
    .map((line, i) => {
      const baseline = itemTop + i * item.fontSize * LINE_HEIGHT + item.fontSize * (LINE_HEIGHT / 2 + 0.36);
      return `<tspan x="${r(x + w / 2)}" y="${r(baseline)}">${escapeXml(line)}</tspan>`;
    })
    .join("");

  const markTop = y + h - markZone;
  const half = Math.min(markZone * 0.42, w * 0.16);
  const tag = FAMILY_TAGS[text.family];
  const rating = "0-0-0";
  const columnWidth = w - pad * 2 - half * 2 - w * 0.06;
  const ratingSize = fitLine(rating, columnWidth, markZone * 0.34);
  const tagSize = fitLine(tag, columnWidth * 0.78, markZone * 0.14);
  const diamondX = x + pad + half;
  const diamondY = markTop + markZone * 0.46;
  const columnX = diamondX + half + w * 0.06 + columnWidth / 2;
  const tagWidth = textWidth(tag) * tagSize + tagSize * 1.2;
  const radius = Math.min(10, w * 0.04);

  return [
    `<g font-family="${FONT}">`,
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="#FFFFFF"/>`,
    `<path d="M${r(x)} ${r(y + band)}V${r(y + radius)}Q${r(x)} ${r(y)} ${r(x + radius)} ${r(y)}H${r(x + w - radius)}Q${r(x + w)} ${r(y)} ${r(x + w)} ${r(y + radius)}V${r(y + band)}Z" fill="${palette.band}"/>`,
    `<rect x="${r(x)}" y="${r(y + band)}" width="${r(w)}" height="${r(stripe)}" fill="${palette.accent}"/>`,
    `<text x="${r(x + w / 2)}" y="${r(y + band / 2 + band * 0.17)}" font-size="${r(Math.min(band * 0.46, fitLine(BRAND, w * 0.7, 99) * 0.8))}" font-weight="700" letter-spacing="${r(band * 0.08)}" fill="#FFFFFF" text-anchor="middle">${BRAND}</text>`,
    `<text font-size="${name.fontSize}" font-weight="700" fill="${INK}" text-anchor="middle">${nameLines}</text>`,
    `<text font-size="${r(item.fontSize)}" font-weight="700" letter-spacing="${r(item.fontSize * 0.04)}" fill="${MUTED}" text-anchor="middle">${itemLines}</text>`,
    `<line x1="${r(x + pad)}" y1="${r(markTop)}" x2="${r(x + w - pad)}" y2="${r(markTop)}" stroke="#E2E8F0" stroke-width="2"/>`,
    hazardDiamond(diamondX, diamondY, half),
    `<text x="${r(columnX)}" y="${r(diamondY - markZone * 0.02)}" font-size="${r(ratingSize)}" font-weight="700" fill="${INK}" text-anchor="middle">${rating}</text>`,
    `<rect x="${r(columnX - tagWidth / 2)}" y="${r(diamondY + markZone * 0.08)}" width="${r(tagWidth)}" height="${r(tagSize * 1.6)}" rx="${r(tagSize * 0.8)}" fill="${palette.accent}" stroke="${darker(palette.accent, 0.35)}" stroke-width="1.5"/>`,
    `<text x="${r(columnX)}" y="${r(diamondY + markZone * 0.08 + tagSize * 1.17)}" font-size="${r(tagSize)}" font-weight="700" letter-spacing="${r(tagSize * 0.06)}" fill="${INK}" text-anchor="middle">${tag}</text>`,
    curved ? `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="url(#wrap)"/>` : "",
    "</g>",
  ].join("");
}

/** A container: its shapes, and where its label goes (`curved` when it wraps round a cylinder). */
type Drawing = { shapes: string[]; label: Box; curved: boolean };

/** A container drawn as `shapes`, its label in the box `label`. */
const drawing = (label: Box, curved: boolean, shapes: string[]): Drawing => ({ shapes, label, curved });

/** A quart bottle: a round-shouldered bottle with a ribbed screw cap. */
const bottle = drawing({ x: 288, y: 344, w: 224, h: 330 }, true, [
  shadow(400, 706, 190, 26),
  shape("path", { d: "M268 676Q268 704 296 704H504Q532 704 532 676V326Q532 262 462 238V214H338V238Q268 262 268 326Z", fill: "url(#body)" }),
  shape("rect", { x: 326, y: 132, width: 148, height: 88, rx: 12, fill: "url(#accent)" }),
  ribs(340, 148, 460, 206, 8),
  shape("rect", { x: 320, y: 208, width: 160, height: 16, rx: 6, fill: "url(#accent)" }),
]);

/** A 32 oz trigger sprayer: the bottle of a quart with a trigger head facing left. */
const sprayer = drawing({ x: 296, y: 372, w: 208, h: 306 }, true, [
  shadow(400, 706, 180, 26),
  shape("path", { d: "M278 676Q278 704 306 704H494Q522 704 522 676V368Q522 304 456 286V262H344V286Q278 304 278 368Z", fill: "url(#body)" }),
  // The shroud round the neck with its accent ring, the head, the nozzle and the trigger.
  shape("rect", { x: 332, y: 226, width: 136, height: 52, rx: 10, fill: "url(#dark)" }),
  shape("rect", { x: 332, y: 262, width: 136, height: 8, fill: "url(#accent)" }),
  shape("path", { d: "M452 230V150Q452 118 420 118H262Q240 118 240 140V166Q240 180 254 180H338L352 230Z", fill: "url(#dark)" }),
  shape("rect", { x: 218, y: 130, width: 30, height: 40, rx: 7, fill: "url(#accent)" }),
  shape("circle", { cx: 226, cy: 150, r: 5, fill: "#1F2937" }),
  shape("path", { d: "M300 178C290 212 294 250 308 280Q314 292 324 288Q332 284 328 274C318 246 318 212 330 178Z", fill: "url(#dark)" }),
  shape("path", { d: "M304 200H322M302 222H320M304 244H322", stroke: "#fff", "stroke-opacity": 0.16, "stroke-width": 3 }),
]);

/** A gallon jug: a wide flat-shouldered jug with a carrying handle and a screw cap. */
const jug = drawing({ x: 262, y: 330, w: 276, h: 346 }, true, [
  shadow(400, 708, 230, 30),
  // The handle: a loop whose hole shows the background.
  shape("path", {
    "fill-rule": "evenodd",
    fill: "url(#body)",
    d: "M414 292V190Q414 148 456 148H524Q572 148 572 196V292ZM448 250H540V200Q540 180 520 180H468Q448 180 448 200Z",
  }),
  shape("path", {
    d: "M228 676Q228 706 258 706H542Q572 706 572 676V300Q572 264 540 254H368V232H276V256Q228 268 228 312Z",
    fill: "url(#body)",
  }),
  shape("rect", { x: 262, y: 166, width: 120, height: 72, rx: 10, fill: "url(#accent)" }),
  ribs(274, 180, 370, 226, 8),
  shape("rect", { x: 256, y: 228, width: 132, height: 14, rx: 6, fill: "url(#accent)" }),
]);

/** A 5-gallon pail: a tapered pail with a rimmed lid and a wire bail handle with its grip. */
const pail = drawing({ x: 262, y: 388, w: 276, h: 272 }, true, [
  shadow(400, 708, 230, 30),
  shape("path", { d: "M226 300Q400 60 574 300", fill: "none", stroke: "#8A929E", "stroke-width": 7 }),
  shape("rect", { x: 358, y: 168, width: 84, height: 22, rx: 11, fill: "url(#dark)" }),
  shape("path", { d: "M214 280L244 688Q400 716 556 688L586 280Z", fill: "url(#body)" }),
  shape("path", { d: "M226 312H574L572 332H228Z", fill: "#000", "fill-opacity": 0.14 }),
  shape("path", { d: "M229 350H571L570 362H230Z", fill: "#000", "fill-opacity": 0.1 }),
  shape("ellipse", { cx: 400, cy: 262, rx: 200, ry: 22, fill: "url(#body)" }),
  shape("rect", { x: 196, y: 258, width: 408, height: 44, rx: 10, fill: "url(#body)" }),
  shape("rect", { x: 196, y: 258, width: 408, height: 44, rx: 10, fill: "#000", "fill-opacity": 0.12 }),
  shape("circle", { cx: 222, cy: 300, r: 9, fill: "#6B7280" }),
  shape("circle", { cx: 578, cy: 300, r: 9, fill: "#6B7280" }),
]);

/** A 55-gallon drum: a tall closed-head drum with two rolling hoops and its bungs. */
const drum = drawing({ x: 252, y: 318, w: 296, h: 258 }, true, [
  shadow(400, 712, 240, 30),
  shape("path", { d: "M214 176V690Q400 724 586 690V176Z", fill: "url(#body)" }),
  shape("ellipse", { cx: 400, cy: 176, rx: 186, ry: 30, fill: "url(#body)" }),
  shape("ellipse", { cx: 400, cy: 176, rx: 186, ry: 30, fill: "#000", "fill-opacity": 0.18 }),
  shape("ellipse", { cx: 400, cy: 172, rx: 170, ry: 24, fill: "url(#body)" }),
  shape("rect", { x: 300, y: 154, width: 40, height: 16, rx: 4, fill: "url(#accent)" }),
  shape("rect", { x: 458, y: 158, width: 34, height: 14, rx: 4, fill: "url(#accent)" }),
  hoop(214, 586, 288),
  hoop(214, 586, 600),
]);

/** A 275-gallon tote (IBC): a translucent tank holding the tinted liquid, in a steel cage on a pallet. */
const tote = drawing({ x: 284, y: 258, w: 232, h: 264 }, false, [
  shadow(400, 714, 300, 32),
  shape("rect", { x: 166, y: 190, width: 468, height: 466, rx: 30, fill: "url(#translucent)" }),
  shape("rect", { x: 172, y: 330, width: 456, height: 320, rx: 24, fill: "url(#liquid)", "fill-opacity": 0.92 }),
  shape("rect", { x: 172, y: 326, width: 456, height: 10, rx: 5, fill: "#FFFFFF", "fill-opacity": 0.45 }),
  shape("rect", { x: 340, y: 152, width: 120, height: 38, rx: 8, fill: "url(#accent)" }),
  shape("rect", { x: 372, y: 626, width: 56, height: 40, rx: 6, fill: "url(#dark)" }),
  shape("rect", { x: 346, y: 640, width: 108, height: 12, rx: 6, fill: "url(#dark)" }),
  // The cage: uprights (none behind the label) and rails, its frame, then the pallet.
  ...[190, 262, 334, 466, 538, 610].map((x) => shape("rect", { x: x - 5, y: 182, width: 10, height: 478, rx: 4, fill: "url(#steel)" })),
  ...[250, 330, 410, 490, 570].map((y) => shape("rect", { x: 150, y: y - 4, width: 500, height: 8, rx: 4, fill: "url(#steel)" })),
  shape("rect", { x: 142, y: 176, width: 516, height: 14, rx: 6, fill: "url(#steel)" }),
  shape("rect", { x: 142, y: 652, width: 516, height: 16, rx: 6, fill: "url(#steel)" }),
  shape("rect", { x: 136, y: 668, width: 528, height: 40, rx: 6, fill: "url(#dark)" }),
  shape("rect", { x: 170, y: 680, width: 110, height: 28, fill: "#0F172A", "fill-opacity": 0.7 }),
  shape("rect", { x: 520, y: 680, width: 110, height: 28, fill: "#0F172A", "fill-opacity": 0.7 }),
]);

/** A kit: a closed, taped carton printed in the category's colour, seen from its front corner. */
const box = drawing({ x: 230, y: 310, w: 300, h: 330 }, false, [
  shadow(400, 708, 270, 30),
  // The right side in shade, the top lit with its tape; the front carries the label.
  shape("path", { d: "M590 244L650 200V650L590 700Z", fill: "#A67C55" }),
  shape("path", { d: "M170 244L230 200H650L590 244Z", fill: "#DDBB94" }),
  shape("path", { d: "M358 244L418 200H462L402 244Z", fill: "#E9D2B4", "fill-opacity": 0.8 }),
  shape("rect", { x: 170, y: 244, width: 420, height: 456, fill: "url(#carton)" }),
  shape("path", { d: "M590 244V300", stroke: "#000", "stroke-opacity": 0.08, "stroke-width": 2 }),
  shape("rect", { x: 170, y: 244, width: 420, height: 40, fill: "url(#print)" }),
  shape("rect", { x: 170, y: 660, width: 420, height: 40, fill: "url(#print)" }),
  shape("path", { d: "M590 244L650 200V240L590 284Z", fill: "url(#print)" }),
  shape("path", { d: "M590 660L650 610V650L590 700Z", fill: "url(#print)" }),
  shape("path", { d: "M590 244L650 200V240L590 284ZM590 660L650 610V650L590 700Z", fill: "#000", "fill-opacity": 0.22 }),
  shape("path", { d: "M358 244H402V296H358Z", fill: "#E9D2B4", "fill-opacity": 0.85 }),
]);

/** Vertical ribs on a cap, so that it reads as a screw cap. */
function ribs(x1: number, y1: number, x2: number, y2: number, count: number): string {
  const step = (x2 - x1) / count;
  const lines = Array.from({ length: count + 1 }, (_, i) => `M${r(x1 + i * step)} ${y1}V${y2}`).join("");
  return shape("path", { d: lines, stroke: "#000", "stroke-opacity": 0.12, "stroke-width": 3 });
}

/** A drum's rolling hoop: a raised band with its shadow below and its light above. */
function hoop(x1: number, x2: number, y: number): string {
  const bulge = 10;
  return [
    `<path d="M${x1} ${y - 8}Q400 ${y - 8 + bulge * 2} ${x2} ${y - 8}V${y + 10}Q400 ${y + 10 + bulge * 2} ${x1} ${y + 10}Z" fill="#000" fill-opacity="0.26"/>`,
    `<path d="M${x1} ${y - 8}Q400 ${y - 8 + bulge * 2} ${x2} ${y - 8}V${y - 1}Q400 ${y - 1 + bulge * 2} ${x1} ${y - 1}Z" fill="#fff" fill-opacity="0.26"/>`,
  ].join("");
}

const CONTAINERS: Record<Container, Drawing> = { bottle, sprayer, jug, pail, drum, tote, box };

/**
 * The picture of one size of a product: an 800×800 SVG that needs no fonts or images but the system's.
 * `idPrefix` goes before every id the drawing defines and refers to (its gradients), for a drawing placed
 * in a page, whose ids share the page's with everything else on it.
 */
export function packshotSvg(input: PackshotInput, { idPrefix = "" }: { idPrefix?: string } = {}): string {
  const base = CATEGORY_COLORS[input.category];
  const palette: Palette = { body: base, band: darker(base, 0.1), accent: FAMILY_ACCENTS[input.chemicalType] };
  const text: LabelText = { name: input.name, itemNumber: input.itemNumber, family: input.chemicalType };
  const info = PACK_SIZE_INFO[input.size];
  const drawing = CONTAINERS[info.container];
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
    `<title>${escapeXml(packshotAlt(input.name, info.label))}</title>`,
    defs(palette),
    '<rect width="800" height="800" fill="#FFFFFF"/>',
    // The containers stand on a floor near the bottom: lifted a little so that they look centred.
    '<g transform="translate(0 -20)">',
    `<g id="container">${drawing.shapes.join("")}</g>`,
    label(drawing.label, text, palette, drawing.curved),
    "</g>",
    "</svg>",
  ].join("");
  return idPrefix ? svg.replace(/ id="/g, ` id="${idPrefix}`).replace(/url\(#/g, `url(#${idPrefix}`) : svg;
}
