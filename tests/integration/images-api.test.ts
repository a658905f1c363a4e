import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as chooseBackground, GET as currentBackground } from "@/app/api/background/route";
import { GET as heroStylesheet } from "@/app/hero-background.css/route";
import { POST as downloadImage } from "@/app/api/download-image/route";
import { DELETE as deleteImage } from "@/app/api/images/[id]/route";
import { GET as listImages } from "@/app/api/images/route";
import { POST as uploadImage } from "@/app/api/images/upload/route";
import { GET as pexelsCurated } from "@/app/api/pexels/curated/route";
import { GET as pexelsSearch } from "@/app/api/pexels/search/route";
import { GET as pixabaySearch } from "@/app/api/pixabay/search/route";
import { GET as dreamstimeSearch } from "@/app/api/dreamstime/search/route";
import { GET as unsplashSearch } from "@/app/api/unsplash/search/route";
import { GET as scrapeSites } from "@/app/api/scrape-sites/route";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { db } from "@/lib/db/client";
import { createDownloadImageHandler } from "@/lib/images/handlers";
import type { LibraryImage } from "@/lib/images/schemas";
import { createScrapeSitesHandler } from "@/lib/images/site-scanner";
import { HERO_BACKGROUND_KEY } from "@/lib/settings/hero-background";
import { sessionCookieHeader } from "@/tests/support/auth";

// ------------------------------------------------------------------ accounts and requests

type Account = { id: string; email: string; role: "customer" | "staff" };

async function makeUser(role: Account["role"]): Promise<Account> {
  const email = `images-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Ima", lastName: "Ges", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

let staff: Account;
let staffCookie: string;
let customerCookie: string;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
const PROVIDER_KEYS = ["UNSPLASH_ACCESS_KEY", "PEXELS_API_KEY", "PIXABAY_API_KEY", "DREAMSTIME_API_KEY"] as const;
const savedKeys = Object.fromEntries(PROVIDER_KEYS.map((k) => [k, process.env[k]]));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "images-api-"));
  process.env.DATA_DIR = dataDir;
  for (const k of PROVIDER_KEYS) delete process.env[k];
  staff = await makeUser("staff");
  staffCookie = await sessionCookieHeader(staff);
  customerCookie = await sessionCookieHeader(await makeUser("customer"));
});

afterAll(() => {
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  for (const k of PROVIDER_KEYS) if (savedKeys[k] !== undefined) process.env[k] = savedKeys[k];
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const BASE = "http://localhost:3000";

function request(pathAndQuery: string, init: { method?: string; cookie?: string; body?: BodyInit; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new NextRequest(`${BASE}${pathAndQuery}`, { method: init.method ?? "GET", headers, body: init.body });
}

function uploadRequest(file: { name: string; bytes: Uint8Array; type?: string }, cookie = staffCookie) {
  const form = new FormData();
  form.append("image", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "image/png" }));
  return new NextRequest(`${BASE}/api/images/upload`, { method: "POST", headers: { cookie }, body: form });
}

const json = <T = Record<string, unknown>>(response: Response) => response.json() as Promise<T>;
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

// ------------------------------------------------------------------ fixtures

/** A real 1×1 PNG (valid CRCs), as a browser would upload it. */
const PNG_1X1 = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
);
const EXE = Uint8Array.from(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("This program cannot be run in DOS mode.")]));
const SVG = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

async function fileOf(image: LibraryImage) {
  return path.join(dataDir, "uploads", image.filename);
}

// ------------------------------------------------------------------ tests

describe("who may use the image routes", () => {
  const routes: [string, () => Promise<Response>, (cookie: string) => Promise<Response>][] = [
    ["GET /api/images", () => listImages(request("/api/images")), (c) => listImages(request("/api/images", { cookie: c }))],
    [
      "POST /api/images/upload",
      () => uploadImage(uploadRequest({ name: "a.png", bytes: PNG_1X1 }, "")),
      (c) => uploadImage(uploadRequest({ name: "a.png", bytes: PNG_1X1 }, c)),
    ],
    [
      "DELETE /api/images/1",
      () => deleteImage(request("/api/images/1", { method: "DELETE" }), params({ id: "1" })),
      (c) => deleteImage(request("/api/images/1", { method: "DELETE", cookie: c }), params({ id: "1" })),
    ],
    [
      "POST /api/download-image",
      () => downloadImage(request("/api/download-image", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })),
      (c) =>
        downloadImage(
          request("/api/download-image", { method: "POST", cookie: c, body: "{}", headers: { "content-type": "application/json" } }),
        ),
    ],
    [
      "GET /api/scrape-sites",
      () => scrapeSites(request("/api/scrape-sites")),
      (c) => scrapeSites(request("/api/scrape-sites", { cookie: c })),
    ],
    [
      "GET /api/pexels/search",
      () => pexelsSearch(request("/api/pexels/search?query=brewery")),
      (c) => pexelsSearch(request("/api/pexels/search?query=brewery", { cookie: c })),
    ],
    [
      "POST /api/background",
      () => chooseBackground(request("/api/background", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })),
      (c) =>
        chooseBackground(
          request("/api/background", { method: "POST", cookie: c, body: "{}", headers: { "content-type": "application/json" } }),
        ),
    ],
  ];

  it.each(routes)("%s answers 401 JSON to a visitor and 403 JSON to a customer", async (_name, anonymous, withCookie) => {
    const first = await anonymous();
    expect(first.status).toBe(401);
    expect(await first.json()).toEqual({ error: "Unauthorized" });
    const second = await withCookie(customerCookie);
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({ error: "Forbidden" });
  });
});

describe("uploading to the library", () => {
  it("accepts a PNG, stores it, lists it first and serves it with its type", async () => {
    const response = await uploadImage(uploadRequest({ name: "Tank Photo.png", bytes: PNG_1X1 }));
    expect(response.status).toBe(201);
    const { image } = await json<{ image: LibraryImage }>(response);
    expect(image).toMatchObject({
      originalName: "Tank Photo.png",
      size: PNG_1X1.byteLength,
      mimeType: "image/png",
      width: 1,
      height: 1,
      source: "upload",
    });
    expect(image.filename).toMatch(/^tank-photo-\d{13}\.png$/);
    expect(image.url).toBe(`/uploads/${image.filename}`);
    expect(readFileSync(await fileOf(image))).toEqual(Buffer.from(PNG_1X1));

    const list = await json<{ images: LibraryImage[] }>(await listImages(request("/api/images", { cookie: staffCookie })));
    expect(list.images[0]).toEqual(image);

    const served = await serveUpload(request(image.url), params({ name: image.filename }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);

    const audit = await db().auditLog.findFirst({ where: { action: "image.uploaded", entityId: String(image.id) } });
    expect(audit).toMatchObject({ actorId: staff.id, actorLabel: staff.email, entityType: "image" });
    expect(audit?.after).toMatchObject({ filename: image.filename, size: PNG_1X1.byteLength });
  });

  it("refuses a Windows program renamed .png, saying what it is", async () => {
    const before = await db().image.count();
    const response = await uploadImage(uploadRequest({ name: "invoice.png", bytes: EXE }));
    expect(response.status).toBe(415);
    const body = await json<{ error: string; fields: Record<string, string> }>(response);
    expect(body.error).toBe(
      "invoice.png is a Windows program (executable), not an image, whatever its name says. Use JPEG, PNG, GIF or WebP",
    );
    expect(body.fields.image).toBe(body.error);
    expect(await db().image.count()).toBe(before);
  });

  it("refuses an SVG because it can carry scripts", async () => {
    const response = await uploadImage(uploadRequest({ name: "logo.svg", bytes: SVG, type: "image/svg+xml" }));
    expect(response.status).toBe(415);
    expect((await json(response)).error).toBe(
      "logo.svg is an SVG drawing: SVG is not accepted because it can carry scripts. Use JPEG, PNG, GIF or WebP",
    );
  });

  it("refuses an 11 MB file with 413 before reading it all", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG_1X1);
    const response = await uploadImage(uploadRequest({ name: "huge.png", bytes: big }));
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ error: "The image is larger than 10MB", fields: { image: "Choose an image of at most 10MB" } });
  });

  it("refuses a body without a declared length as soon as it passes the limit, leaving the rest unread", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent < 50) {
          sent++;
          controller.enqueue(chunk);
        } else controller.close();
      },
    });
    const req = new NextRequest(`${BASE}/api/images/upload`, {
      method: "POST",
      headers: { cookie: staffCookie, "content-type": "multipart/form-data; boundary=x" },
      body,
      // Node's fetch needs this for a streamed body; the type of NextRequest's init does not list it.
      ...{ duplex: "half" },
    });
    const response = await uploadImage(req);
    expect(response.status).toBe(413);
    // 11 chunks pass the limit; the stream may have been asked for one more, never for the 50.
    expect(sent).toBeLessThanOrEqual(12);
  });

  it("refuses an empty file and a request without the image field, naming the field", async () => {
    const empty = await uploadImage(uploadRequest({ name: "blank.png", bytes: new Uint8Array(0) }));
    expect(empty.status).toBe(422);
    expect(await json(empty)).toEqual({ error: "blank.png is empty (0 bytes)", fields: { image: "blank.png is empty (0 bytes)" } });

    const form = new FormData();
    form.append("picture", new File([PNG_1X1 as BlobPart], "a.png"));
    const missing = await uploadImage(
      new NextRequest(`${BASE}/api/images/upload`, { method: "POST", headers: { cookie: staffCookie }, body: form }),
    );
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toEqual({ image: "Choose an image to upload" });
  });

  it("takes one image per request", async () => {
    const form = new FormData();
    form.append("image", new File([PNG_1X1 as BlobPart], "a.png"));
    form.append("image", new File([PNG_1X1 as BlobPart], "b.png"));
    const response = await uploadImage(
      new NextRequest(`${BASE}/api/images/upload`, { method: "POST", headers: { cookie: staffCookie }, body: form }),
    );
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual({ image: "Send one image per request" });
  });
});

describe("deleting from the library", () => {
  it("removes the row and the stored file, and audits it", async () => {
    const { image } = await json<{ image: LibraryImage }>(await uploadImage(uploadRequest({ name: "gone.png", bytes: PNG_1X1 })));
    const file = await fileOf(image);
    expect(existsSync(file)).toBe(true);

    const response = await deleteImage(
      request(`/api/images/${image.id}`, { method: "DELETE", cookie: staffCookie }),
      params({ id: String(image.id) }),
    );
    expect(response.status).toBe(200);
    expect(await db().image.findUnique({ where: { id: image.id } })).toBeNull();
    expect(existsSync(file)).toBe(false);
    const list = await json<{ images: LibraryImage[] }>(await listImages(request("/api/images", { cookie: staffCookie })));
    expect(list.images.map((i) => i.id)).not.toContain(image.id);
    expect((await serveUpload(request(image.url), params({ name: image.filename }))).status).toBe(404);

    const audit = await db().auditLog.findFirst({ where: { action: "image.deleted", entityId: String(image.id) } });
    expect(audit?.before).toMatchObject({ filename: image.filename });

    const again = await deleteImage(
      request(`/api/images/${image.id}`, { method: "DELETE", cookie: staffCookie }),
      params({ id: String(image.id) }),
    );
    expect(again.status).toBe(404);
  });

  it("also by file name; a malformed one is a 400 naming the field", async () => {
    const { image } = await json<{ image: LibraryImage }>(await uploadImage(uploadRequest({ name: "by-name.png", bytes: PNG_1X1 })));
    const response = await deleteImage(
      request(`/api/images/${image.filename}`, { method: "DELETE", cookie: staffCookie }),
      params({ id: image.filename }),
    );
    expect(response.status).toBe(200);
    const bad = await deleteImage(request("/api/images/x", { method: "DELETE", cookie: staffCookie }), params({ id: "../etc/passwd" }));
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toEqual({ id: "Give the number or the file name of an image" });
  });
});

describe("photo search", () => {
  it.each([
    ["Unsplash", unsplashSearch, "/api/unsplash/search"],
    ["Pexels", pexelsSearch, "/api/pexels/search"],
    ["Pixabay", pixabaySearch, "/api/pixabay/search"],
    ["Dreamstime", dreamstimeSearch, "/api/dreamstime/search"],
  ] as const)("%s without a key answers 503 not configured and never calls out", async (label, handler, route) => {
    const spy = vi.spyOn(globalThis, "fetch");
    const response = await handler(request(`${route}?query=brewery&per_page=10`, { cookie: staffCookie }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: `${label} is not configured`, configured: false });
    expect(spy).not.toHaveBeenCalled();
  });

  it("curated without a key is not configured either", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const response = await pexelsCurated(request("/api/pexels/curated?category=brewery", { cookie: staffCookie }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Pexels is not configured", configured: false });
    expect(spy).not.toHaveBeenCalled();
  });

  it("needs at least 3 characters (400 naming query) and a known category", async () => {
    const short = await pexelsSearch(request("/api/pexels/search?query=ab", { cookie: staffCookie }));
    expect(short.status).toBe(400);
    expect((await json(short)).fields).toEqual({ query: "Enter at least 3 characters to search professional photography" });
    const none = await pexelsSearch(request("/api/pexels/search", { cookie: staffCookie }));
    expect(none.status).toBe(400);
    expect(await json(none)).toEqual({
      error: "Invalid request",
      fields: { query: "Enter at least 3 characters to search professional photography" },
    });
    const unknown = await pexelsCurated(request("/api/pexels/curated?category=kittens", { cookie: staffCookie }));
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({
      error: "Invalid request",
      fields: {
        category:
          "Choose one of: grill-cleaning, brewery, restaurant, convenience-store, industrial, teak-furniture, before-after, products",
      },
    });
  });

  it("with a key calls the provider once and passes on only the fields the pages read", async () => {
    process.env.PEXELS_API_KEY = "test-pexels-key-123";
    try {
      const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
        Response.json({
          photos: [
            {
              id: 7,
              alt: "Brew kettle",
              photographer: "Ann",
              width: 600,
              height: 400,
              src: { medium: "https://images.pexels.com/m.jpg", large: "https://images.pexels.com/l.jpg", original: "x" },
              liked: false,
            },
          ],
        }),
      );
      const response = await pexelsSearch(request("/api/pexels/search?query=brewery&per_page=10", { cookie: staffCookie }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        photos: [
          {
            id: 7,
            alt: "Brew kettle",
            photographer: "Ann",
            width: 600,
            height: 400,
            src: { medium: "https://images.pexels.com/m.jpg", large: "https://images.pexels.com/l.jpg" },
          },
        ],
        configured: true,
      });
      expect(spy).toHaveBeenCalledTimes(1);
      const [url, init] = spy.mock.calls[0]!;
      expect(String(url)).toBe("https://api.pexels.com/v1/search?query=brewery&per_page=10");
      expect(new Headers(init?.headers).get("authorization")).toBe("test-pexels-key-123");
    } finally {
      delete process.env.PEXELS_API_KEY;
    }
  });
});

describe("importing an image from an address", () => {
  let server: Server;
  let origin: string;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      if (req.url === "/photo.png") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from(PNG_1X1));
      if (req.url === "/moved") return res.writeHead(302, { location: "/photo.png" }).end();
      if (req.url === "/fake.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.from(SVG));
      if (req.url === "/big.png") {
        res.writeHead(200, { "content-type": "image/png" });
        const chunk = Buffer.alloc(1024 * 1024);
        let sent = 0;
        const write = () => {
          while (sent < 12) {
            sent++;
            if (!res.write(chunk)) return res.once("drain", write);
          }
          res.end();
        };
        return write();
      }
      if (req.url === "/slow.png") return setTimeout(() => res.writeHead(200).end(Buffer.from(PNG_1X1)), 2_000);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The route as production builds it, except that this test's loopback server may be reached. */
  const localDownload = createDownloadImageHandler({
    remote: { isAllowedAddress: (address) => address === "127.0.0.1", timeoutMs: 1_000 },
  });
  const post = (handler: (r: NextRequest) => Promise<Response>, body: unknown) =>
    handler(
      request("/api/download-image", {
        method: "POST",
        cookie: staffCookie,
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      }),
    );

  it("downloads, checks and saves it as category plus timestamp, and audits the import", async () => {
    const response = await post(localDownload, { imageUrl: `${origin}/moved`, filename: "brewery-1732270000000.jpg" });
    expect(response.status).toBe(201);
    const { image } = await json<{ image: LibraryImage }>(response);
    // Saved with the extension of what the bytes are, not the .jpg asked for.
    expect(image.filename).toMatch(/^brewery-\d{13}\.png$/);
    expect(image).toMatchObject({ source: "import", sourceUrl: `${origin}/moved`, mimeType: "image/png", size: PNG_1X1.byteLength });
    expect(readFileSync(await fileOf(image))).toEqual(Buffer.from(PNG_1X1));
    expect(await db().auditLog.count({ where: { action: "image.imported", entityId: String(image.id) } })).toBe(1);
  });

  it("the real route refuses loopback and private addresses (no SSRF) without connecting", async () => {
    const before = hits;
    for (const imageUrl of [
      `${origin}/photo.png`,
      "http://[::1]/x.png",
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.8/a.png",
      "http://localhost:9/a.png",
    ]) {
      const response = await post(downloadImage, { imageUrl });
      expect(response.status, imageUrl).toBe(400);
      const body = await json<{ error: string; fields: Record<string, string> }>(response);
      expect(body.error, imageUrl).toMatch(/^Images can only be imported from public addresses: .+ is a local or private address$/);
      expect(body.fields.imageUrl).toBe(body.error);
    }
    expect(hits).toBe(before);
  });

  it("refuses other protocols and bad bodies with the field named", async () => {
    const ftp = await post(downloadImage, { imageUrl: "ftp://example.com/a.png" });
    expect(ftp.status).toBe(400);
    expect((await json(ftp)).fields).toEqual({ imageUrl: "Use an http:// or https:// address" });
    const file = await post(downloadImage, { imageUrl: "file:///etc/passwd" });
    expect(file.status).toBe(400);
    expect(await json(file)).toEqual({ error: "Invalid request", fields: { imageUrl: "Use an http:// or https:// address" } });
    const missing = await post(downloadImage, { filename: "x.jpg" });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ error: "Invalid request", fields: { imageUrl: "Give the address of the image" } });
  });

  it("applies the same checks as uploads: an SVG behind a .jpg address is refused", async () => {
    const response = await post(localDownload, { imageUrl: `${origin}/fake.jpg`, filename: "products-1.jpg" });
    expect(response.status).toBe(415);
    const svg = "The downloaded file is an SVG drawing: SVG is not accepted because it can carry scripts. Use JPEG, PNG, GIF or WebP";
    expect(await json(response)).toEqual({ error: svg, fields: { imageUrl: svg } });
  });

  it("stops a download above 10 MB with 413, and one that takes too long with 504", async () => {
    const big = await post(localDownload, { imageUrl: `${origin}/big.png` });
    expect(big.status).toBe(413);
    expect((await json(big)).error).toBe("The image is larger than 10MB");
    const slow = await post(localDownload, { imageUrl: `${origin}/slow.png` });
    expect(slow.status).toBe(504);
    expect((await json(slow)).error).toBe("The image address did not answer within 1 seconds");
  });

  it("passes on a failing address as 502", async () => {
    const response = await post(localDownload, { imageUrl: `${origin}/missing.png` });
    expect(response.status).toBe(502);
    expect((await json(response)).error).toBe("The image address answered 404");
  });
});

describe("scanning the site's pages", () => {
  it("lists <img> and CSS background images with categories and a total", async () => {
    const pages: Record<string, string> = {
      "/grill-cleaning":
        '<main><img src="/media/grill.jpg" alt="Clean grill"><div style="background-image: url(&quot;/media/hero.webp&quot;)"></div></main>',
      "/brewery-cleaning":
        '<img srcset="/media/tank.png 1x, /media/tank@2x.png 2x" alt="Tank"><img src="data:image/png;base64,xx"><img src="/media/grill.jpg">',
      "/about": "<p>no images</p>",
    };
    const handler = createScrapeSitesHandler({ paths: [...Object.keys(pages), "/broken"], fetchPage: async (p) => pages[p] ?? null });
    const response = await handler(request("/api/scrape-sites", { cookie: staffCookie }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      images: [
        { url: "/media/grill.jpg", alt: "Clean grill", source: "/grill-cleaning", category: "grill-cleaning" },
        { url: "/media/hero.webp", alt: "", source: "/grill-cleaning", category: "grill-cleaning" },
        { url: "/media/tank.png", alt: "Tank", source: "/brewery-cleaning", category: "brewery" },
      ],
      totalImages: 3,
      pagesScanned: 3,
      pagesFailed: 1,
    });
  });
});

describe("the home hero background", () => {
  const post = (body: unknown) =>
    chooseBackground(
      request("/api/background", {
        method: "POST",
        cookie: staffCookie,
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      }),
    );

  it("saves a built-in choice with who changed it, audited with before and after", async () => {
    await db().siteSetting.deleteMany({ where: { key: HERO_BACKGROUND_KEY } });
    const response = await post({ kind: "builtin", id: "deep-water" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ background: { kind: "builtin", id: "deep-water" }, key: "builtin:deep-water", changed: true });
    const row = await db().siteSetting.findUnique({ where: { key: HERO_BACKGROUND_KEY } });
    expect(row).toMatchObject({ value: { kind: "builtin", id: "deep-water" }, updatedById: staff.id });
    const audit = await db().auditLog.findFirst({
      where: { action: "setting.updated", entityId: HERO_BACKGROUND_KEY },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({
      actorId: staff.id,
      before: { kind: "builtin", id: "triple-zero-navy" },
      after: { kind: "builtin", id: "deep-water" },
    });

    const current = await currentBackground(request("/api/background", { cookie: staffCookie }));
    expect((await json(current)).key).toBe("builtin:deep-water");

    // The static home page takes it from its stylesheet, which browsers revalidate on every visit.
    const sheet = await heroStylesheet(new Request("http://localhost/hero-background.css"));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(sheet.headers.get("cache-control")).toBe("no-cache");
    const css = await sheet.text();
    expect(css).toContain('--hero-background: "builtin:deep-water";');
    expect(css).toContain("linear-gradient(160deg, #0b2545 0%, #13315c 55%, #0d3b66 100%)");
    const again = await heroStylesheet(
      new Request("http://localhost/hero-background.css", { headers: { "if-none-match": sheet.headers.get("etag")! } }),
    );
    expect(again.status).toBe(304);
  });

  it("saves a library image by id with its address; deleting that image puts the default back", async () => {
    const { image } = await json<{ image: LibraryImage }>(await uploadImage(uploadRequest({ name: "hero.png", bytes: PNG_1X1 })));
    const response = await post({ kind: "library", imageId: image.id });
    expect(response.status).toBe(200);
    expect((await json(response)).background).toEqual({ kind: "library", imageId: image.id, url: image.url });

    await deleteImage(request(`/api/images/${image.id}`, { method: "DELETE", cookie: staffCookie }), params({ id: String(image.id) }));
    const row = await db().siteSetting.findUnique({ where: { key: HERO_BACKGROUND_KEY } });
    expect(row?.value).toEqual({ kind: "builtin", id: "triple-zero-navy" });
  });

  it("refuses an unknown built-in or a missing image, naming the field", async () => {
    const unknown = await post({ kind: "builtin", id: "lava" });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).fields).toEqual({ id: "Choose one of the built-in backgrounds" });
    const missing = await post({ kind: "library", imageId: 999_999 });
    expect(missing.status).toBe(404);
    expect((await json(missing)).fields).toEqual({ imageId: "That image is no longer in the library" });
  });
});
