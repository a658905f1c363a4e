import { describe, expect, it } from "vitest";
import { categorize, collectImages, extractImages } from "@/lib/images/site-scan";
import { stockPhotos } from "@/lib/images/stock";
import {
  BUILTIN_BACKGROUNDS,
  DEFAULT_HERO_BACKGROUND,
  backgroundStyle,
  heroBackgroundCss,
  libraryBackgroundStyle,
  parseHeroBackground,
} from "@/lib/settings/backgrounds";

describe("finding images in the site's pages", () => {
  const page = "http://127.0.0.1:3000/grill-cleaning";

  it("reads <img> src, the first srcset candidate, alt text and CSS background images", () => {
    const html = `
      <img alt="Grill &amp; oven" src="/media/grill.jpg">
      <img srcset="/media/a.png 1x, /media/a@2x.png 2x">
      <img src='https://cdn.example.com/x.webp' alt='x'>
      <div style="background-image:url(&quot;/media/bg.jpg&quot;)"></div>
      <style>.hero{background: #000 url('/media/hero.gif') no-repeat}</style>`;
    expect(extractImages(html, page)).toEqual([
      { url: "/media/grill.jpg", alt: "Grill & oven" },
      { url: "/media/a.png", alt: "" },
      { url: "https://cdn.example.com/x.webp", alt: "x" },
      { url: "/media/bg.jpg", alt: "" },
      { url: "/media/hero.gif", alt: "" },
    ]);
  });

  it("unwraps next/image addresses and skips data:, javascript: and duplicates", () => {
    const html =
      '<img src="/_next/image?url=%2Fmedia%2Ftank.png&w=640&q=75"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="/media/tank.png" alt="Tank">';
    expect(extractImages(html, page)).toEqual([{ url: "/media/tank.png", alt: "Tank" }]);
  });

  it("sorts images into the seed's categories by their words, then by their page", () => {
    expect(categorize({ url: "/m/teak-bench.jpg", alt: "" }, "/restaurants")).toBe("teak-furniture");
    expect(categorize({ url: "/m/1.jpg", alt: "Before and after descaling" }, "/hvac")).toBe("before-after");
    expect(categorize({ url: "/m/1.jpg", alt: "" }, "/brewery-case-studies/craft-brewers")).toBe("brewery");
    expect(categorize({ url: "/m/1.jpg", alt: "" }, "/food-service")).toBe("restaurant");
    expect(categorize({ url: "/m/1.jpg", alt: "" }, "/convenience-store")).toBe("convenience-store");
    expect(categorize({ url: "/m/1.jpg", alt: "" }, "/products")).toBe("products");
    expect(categorize({ url: "/m/1.jpg", alt: "" }, "/marine-chemicals")).toBe("industrial");
  });

  it("credits an image shown on several pages to the first one", () => {
    const images = collectImages(
      [
        { path: "/brewery-cleaning", html: '<img src="/m/logo.png">' },
        { path: "/products", html: '<img src="/m/logo.png"><img src="/m/drum.png">' },
      ],
      "http://127.0.0.1:3000",
    );
    expect(images).toEqual([
      { url: "/m/logo.png", alt: "", source: "/brewery-cleaning", category: "brewery" },
      { url: "/m/drum.png", alt: "", source: "/products", category: "products" },
    ]);
  });
});

describe("stock photo answers", () => {
  it("reads each provider's own list key and fields into one shape, skipping malformed items", () => {
    expect(
      stockPhotos("unsplash", {
        results: [
          {
            id: "u1",
            alt_description: "steel tanks",
            description: null,
            width: 4000,
            height: 3000,
            urls: { small: "https://images.unsplash.com/s", regular: "https://images.unsplash.com/r" },
            user: { name: "Lee" },
          },
          { id: "broken" },
        ],
      }),
    ).toEqual([
      {
        provider: "unsplash",
        id: "u1",
        thumbUrl: "https://images.unsplash.com/s",
        fullUrl: "https://images.unsplash.com/r",
        alt: "steel tanks",
        credit: "Lee",
        width: 4000,
        height: 3000,
      },
    ]);
    expect(
      stockPhotos("pixabay", {
        hits: [
          {
            id: 5,
            tags: "kitchen, steel",
            user: "kim",
            views: 9,
            webformatURL: "https://pixabay.com/w.jpg",
            largeImageURL: "https://pixabay.com/l.jpg",
          },
        ],
      }),
    ).toEqual([
      {
        provider: "pixabay",
        id: "5",
        thumbUrl: "https://pixabay.com/w.jpg",
        fullUrl: "https://pixabay.com/l.jpg",
        alt: "kitchen, steel",
        credit: "kim",
        width: null,
        height: null,
      },
    ]);
    expect(
      stockPhotos("dreamstime", {
        images: [
          {
            id: 9,
            preview_url: "https://d.example/p.jpg",
            thumb_url: "https://d.example/t.jpg",
            title: "Brewery",
            preview_width: 800,
            preview_height: 533,
          },
        ],
      })[0],
    ).toMatchObject({ id: "9", fullUrl: "https://d.example/p.jpg", alt: "Brewery" });
    expect(stockPhotos("pexels", { error: "nope" })).toEqual([]);
  });
});

describe("hero backgrounds", () => {
  it("has seven built-ins, themed water or chemistry", () => {
    expect(BUILTIN_BACKGROUNDS).toHaveLength(7);
    expect(new Set(BUILTIN_BACKGROUNDS.map((b) => b.id)).size).toBe(7);
    expect(BUILTIN_BACKGROUNDS.filter((b) => b.theme === "water")).toHaveLength(4);
    expect(BUILTIN_BACKGROUNDS.filter((b) => b.theme === "chemistry")).toHaveLength(3);
  });

  it("a stored value that no longer parses counts as the default", () => {
    expect(parseHeroBackground({ kind: "builtin", id: "gone" })).toEqual(DEFAULT_HERO_BACKGROUND);
    expect(parseHeroBackground({ kind: "library", imageId: 3, url: "https://evil.example/x.png" })).toEqual(DEFAULT_HERO_BACKGROUND);
    expect(parseHeroBackground({ kind: "library", imageId: 3, url: "/uploads/tank-1.png" })).toEqual({
      kind: "library",
      imageId: 3,
      url: "/uploads/tank-1.png",
    });
  });

  it("puts a dark veil over a library photo, asks for it resized, and never writes a foreign address into the CSS", () => {
    expect(backgroundStyle({ kind: "library", imageId: 3, url: "/uploads/tank-1.png" }).backgroundImage).toBe(
      'linear-gradient(rgb(15 23 42 / 0.72), rgb(15 23 42 / 0.72)), url("/_next/image?url=%2Fuploads%2Ftank-1.png&w=1920&q=75")',
    );
    expect(libraryBackgroundStyle('/uploads/x.png"); background: red; ("').backgroundImage).not.toContain("url(");
  });

  it("writes the hero's stylesheet: the background on #home and its key", () => {
    expect(heroBackgroundCss({ kind: "library", imageId: 3, url: "/uploads/tank-1.png" })).toBe(
      [
        "#home {",
        '  --hero-background: "library:3";',
        '  background-image: linear-gradient(rgb(15 23 42 / 0.72), rgb(15 23 42 / 0.72)), url("/_next/image?url=%2Fuploads%2Ftank-1.png&w=1920&q=75");',
        "  background-size: cover;",
        "  background-position: center;",
        "}",
        "",
      ].join("\n"),
    );
    expect(heroBackgroundCss(DEFAULT_HERO_BACKGROUND)).toContain('--hero-background: "builtin:triple-zero-navy";');
  });
});
