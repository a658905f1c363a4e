// GET /og, the social card of every public page: a 1200 × 630 PNG drawn from the bundled font alone, for
// the titles the site's pages name (their metadata signs each card's address) and for no other.
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/og/route";
import { pageMetadata } from "@/lib/seo/metadata";

const card = (address: string) => GET(new Request(new URL(address, "http://localhost")));

/** The address of the card a page titled `title` points at. */
function cardOf(title: string): string {
  const metadata = pageMetadata({ title, description: "A page", path: "/a-page" });
  const [image] = metadata.openGraph?.images as { url: string }[];
  return image!.url;
}

/** `address` with its query's `name` set to `value`. */
function changed(address: string, name: string, value: string): string {
  const url = new URL(address);
  url.searchParams.set(name, value);
  return url.toString();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /og", () => {
  it("answers the card a page points at as a 1200 × 630 PNG, cached for a day", async () => {
    const response = await card(cardOf("Shipping and Returns"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("refuses with 404 a title no page names, and a page's signature put on another title, as JSON rather than a drawing", async () => {
    for (const address of ["/og?title=Made+up+by+a+visitor", changed(cardOf("Shipping and Returns"), "title", "Shipping and Returns!")]) {
      const response = await card(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      expect(await response.json(), address).toEqual({
        error: "No page of the site shows this card",
        fields: { sig: "The card's signature does not match its title" },
      });
    }
  });

  it("answers 400 naming the field title when there is no title, or a blank one, or one over 120 characters", async () => {
    for (const query of ["/og", "/og?title=", "/og?title=%20%20", `/og?title=${"x".repeat(121)}`, "/og?name=Hello"]) {
      const response = await card(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control"), query).toBe("no-store");
      expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(["title"]);
    }
  });

  it("draws titles with emoji and other scripts without downloading a font or an image", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const response = await card(cardOf("Pool & Spa — Déjà vu 😀 中文 Łódź ✓"));
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("png");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
