// GET /og, the social card of every public page: a 1200 × 630 PNG drawn from the bundled font alone.
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/og/route";

const card = (query: string) => GET(new Request(`http://localhost/og${query}`));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /og", () => {
  it("answers a 1200 × 630 PNG for ?title=Hello, cached for a day", async () => {
    const response = await card("?title=Hello");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("answers 400 naming the field title when there is no title", async () => {
    const response = await card("");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Invalid request", fields: { title: "The title is required" } });
  });

  it("answers 400 naming the field title when the title is blank or longer than 120 characters", async () => {
    for (const query of ["?title=", "?title=%20%20", `?title=${"x".repeat(121)}`, "?name=Hello"]) {
      const response = await card(query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(["title"]);
    }
  });

  it("draws titles with emoji and other scripts without downloading a font or an image", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const title = encodeURIComponent("Pool & Spa — Déjà vu 😀 中文 Łódź ✓");
    const response = await card(`?title=${title}`);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("png");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
