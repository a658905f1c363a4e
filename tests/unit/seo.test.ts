import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { cardTitle, drawableText, ogQuerySchema, OG_TITLE_MAX } from "@/lib/seo/og";
import { cardSignature, isSignedCard } from "@/lib/seo/og-card";

describe("structured data", () => {
  it("escapes < so that a value cannot close the script element", () => {
    const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it("describes the company with its phone and e-mail", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@type": "Organization",
      name: "Triple Zero Chemical Co.",
      telephone: "+1-800-407-1173",
      email: "sales@triplezero.example",
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "HVAC", path: "/hvac-chemicals" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
      { "@type": "ListItem", position: 2, name: "HVAC", item: "http://localhost:3000/hvac-chemicals" },
    ]);
  });
});

describe("page metadata", () => {
  it("sets the canonical URL, Open Graph and Twitter tags", () => {
    const metadata = pageMetadata({ title: "Technology", description: "How it works", path: "/technology" });
    expect(metadata.alternates?.canonical).toBe("http://localhost:3000/technology");
    expect(metadata.openGraph).toMatchObject({ url: "http://localhost:3000/technology", title: "Technology | Triple Zero Chemical Co." });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", description: "How it works" });
  });

  it("shows the page's branded card, 1200 × 630, on Open Graph and Twitter", () => {
    const metadata = pageMetadata({ title: "Shipping and Returns", description: "Rules", path: "/shipping-and-returns" });
    const card = {
      url: `http://localhost:3000/og?title=Shipping+and+Returns&sig=${cardSignature("Shipping and Returns")}`,
      width: 1200,
      height: 630,
      alt: "Shipping and Returns",
    };
    expect(metadata.openGraph?.images).toEqual([card]);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [card] });
  });

  it("signs each card's title, so that no other title carries a page's signature", () => {
    const signature = cardSignature("Shipping and Returns");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isSignedCard("Shipping and Returns", signature)).toBe(true);
    expect(isSignedCard("Shipping and Returns!", signature)).toBe(false);
    expect(isSignedCard("Shipping and Returns", "")).toBe(false);
  });

  it("gives a search's results the search page's card, whatever was searched", () => {
    const metadata = pageMetadata({ title: "Search: acid", description: "Search", path: "/search", cardTitle: "Search Products" });
    const [image] = metadata.openGraph?.images as { url: string; alt: string }[];
    expect(new URL(image!.url).searchParams.get("title")).toBe("Search Products");
    expect(image!.alt).toBe("Search Products");
  });

  it("leaves the company name off the card of a title that carries it, as the card prints it anyway", () => {
    const metadata = pageMetadata({
      title: "Triple Zero Chemical Co. | 0-0-0 Rated Industrial Cleaning Chemicals",
      description: "Home",
      path: "/",
      absoluteTitle: true,
    });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({
        url: `http://localhost:3000/og?title=0-0-0+Rated+Industrial+Cleaning+Chemicals&sig=${cardSignature("0-0-0 Rated Industrial Cleaning Chemicals")}`,
        alt: "Triple Zero Chemical Co. | 0-0-0 Rated Industrial Cleaning Chemicals",
      }),
    ]);
  });

  it("shows the picture a page passes instead of the card, at an absolute address", () => {
    const packshot = { url: "/uploads/products-1.jpg", width: 800, height: 800, alt: "Triple Zero Pool & Spa Descaler, 32 oz bottle" };
    const metadata = pageMetadata({ title: "Pool & Spa Descaler", description: "Descaler", path: "/pool-spa-descaler", image: packshot });
    const expected = { ...packshot, url: "http://localhost:3000/uploads/products-1.jpg" };
    expect(metadata.openGraph?.images).toEqual([expected]);
    expect(metadata.twitter).toMatchObject({ images: [expected] });
  });

  it("shortens a title longer than the card takes, so that its address is never refused", () => {
    const title = "Descaler ".repeat(20).trim();
    const metadata = pageMetadata({ title, description: "Long", path: "/long" });
    const [image] = metadata.openGraph?.images as { url: string }[];
    const shown = new URL(image!.url).searchParams.get("title")!;
    expect(shown).toHaveLength(OG_TITLE_MAX);
    expect(shown.endsWith("…")).toBe(true);
    expect(ogQuerySchema.safeParse({ title: shown }).success).toBe(true);
  });
});

describe("the social card's query", () => {
  it("requires a title of at most 120 characters and names the field otherwise", () => {
    expect(ogQuerySchema.safeParse({ title: "Hello" })).toEqual({ success: true, data: { title: "Hello" } });
    for (const query of [{}, { title: "" }, { title: "   " }, { title: "x".repeat(121) }]) {
      const parsed = ogQuerySchema.safeParse(query);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["title"]);
    }
  });

  it("keeps only characters the bundled font draws, so that drawing never downloads a font or an emoji", () => {
    expect(drawableText("Pool & Spa — Descaler™ “0-0-0” 15%-100% Déjà Łódź")).toBe("Pool & Spa — Descaler™ “0-0-0” 15%-100% Déjà Łódź");
    expect(drawableText("Clean 😀 lines\tfast ✓ 中文 ő")).toBe("Clean lines fast ő");
    expect(drawableText("Ǆ ẞ")).toBe("");
    expect(ogQuerySchema.safeParse({ title: "😀😀" }).error?.issues[0]?.path).toEqual(["title"]);
  });

  it("shortens titles to 120 characters", () => {
    expect(cardTitle("  Terms   of Sale ")).toBe("Terms of Sale");
    expect(cardTitle("a".repeat(200))).toBe(`${"a".repeat(119)}…`);
  });
});
