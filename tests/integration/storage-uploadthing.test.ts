// Contract test of the uploadthing storage: the real SDK (UTApi of uploadthing 7.7) and the shop's own
// CDN reads talk to a fake of uploadthing's ingest server, API and CDN (tests/support/uploadthing-fake.ts)
// through `fetch`, which checks what they send (signed ingest URL, API key header, bodies) and answers
// as the services do. Then the staff upload API with UPLOADTHING_TOKEN set, end to end.
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as chooseBackground } from "@/app/api/background/route";
import { DELETE as deleteImage } from "@/app/api/images/[id]/route";
import { POST as uploadImage } from "@/app/api/images/upload/route";
import { GET as heroStylesheet } from "@/app/hero-background.css/route";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { db } from "@/lib/db/client";
import type { LibraryImage } from "@/lib/images/schemas";
import { checkStorageAtStart, storage, storageBackend } from "@/lib/storage";
import { FileHostError } from "@/lib/storage/file-host-error";
import { UploadthingStorage } from "@/lib/storage/uploadthing";
import { parseUploadthingToken } from "@/lib/storage/uploadthing-token";
import { HERO_BACKGROUND_KEY } from "@/lib/settings/hero-background";
import { sessionCookieHeader } from "@/tests/support/auth";
import { createUploadthingFake } from "@/tests/support/uploadthing-fake";

const UPLOADTHING_VERSION = "7.7.4";
const fake = createUploadthingFake();
const utStorage = (fetch: typeof globalThis.fetch = fake.fetch) =>
  new UploadthingStorage({ token: fake.token, parsed: parseUploadthingToken(fake.token), fetch });

/** A real 1×1 PNG (valid CRCs), as a browser would upload it. */
const PNG_1X1 = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
);
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const name = (base: string) => `${base}-${Date.now()}${Math.floor(Math.random() * 1000)}.png`;

beforeEach(() => fake.reset());

describe("uploadthing storage against a fake of its services", () => {
  it("puts a file under our key with a signed PUT to the ingest server, then serves and reads it from <appId>.ufs.sh/f/<key>", async () => {
    const store = utStorage();
    const key = name("tank-photo");
    await store.put(key, PNG_1X1, "image/png");

    // First a look at the CDN (is the name taken?), then one PUT to the ingest server: no API call.
    expect(fake.calls.map((call) => `${call.service} ${call.method}`)).toEqual(["cdn HEAD", "ingest PUT"]);
    const put = fake.callsTo("ingest")[0]!;
    expect(put.url.host).toBe(`${fake.region}.ingest.uploadthing.com`);
    expect(put.url.searchParams.get("x-ut-identifier")).toBe(fake.appId);
    expect(put.url.searchParams.get("x-ut-custom-id")).toBe(key);
    expect(put.url.searchParams.get("x-ut-file-name")).toBe(key);
    expect(put.url.searchParams.get("x-ut-file-type")).toBe(encodeURIComponent("image/png"));
    expect(put.url.searchParams.get("x-ut-file-size")).toBe(String(PNG_1X1.byteLength));
    expect(put.url.searchParams.get("signature")).toMatch(/^hmac-sha256=[0-9a-f]{64}$/);
    expect(put.headers.get("x-uploadthing-version")).toBe(UPLOADTHING_VERSION);
    expect(put.headers.get("range")).toBe("bytes=0-");
    // The name travels in x-ut-file-name; the multipart part is the bytes with their type.
    expect(put.file).toMatchObject({ type: "image/png", bytes: PNG_1X1 });
    expect(fake.files).toHaveLength(1);
    expect(fake.files[0]).toMatchObject({ customId: key, fileKey: put.url.pathname.slice(1) });

    expect(store.url(key)).toBe(`https://${fake.appId}.ufs.sh/f/${key}`);
    const file = await utStorage().read(key);
    expect(file?.size).toBe(PNG_1X1.byteLength);
    expect(await bytesOf(file!.stream)).toEqual(PNG_1X1);
    expect(fake.calls.at(-1)).toMatchObject({ service: "cdn", method: "GET" });
    expect(fake.calls.at(-1)!.url.href).toBe(store.url(key));
  });

  it("deletes by customId through POST /v6/deleteFiles with the API key; the file then reads as null", async () => {
    const key = name("drum");
    await utStorage().put(key, PNG_1X1, "image/png");
    await utStorage().delete(key);

    const call = fake.callsTo("api")[0]!;
    expect(call.method).toBe("POST");
    expect(call.url.href).toBe("https://api.uploadthing.com/v6/deleteFiles");
    expect(call.json).toEqual({ customIds: [key] });
    expect(call.headers.get("x-uploadthing-api-key")).toBe(fake.apiKey);
    expect(call.headers.get("x-uploadthing-version")).toBe(UPLOADTHING_VERSION);
    expect(fake.files).toEqual([]);
    expect(await utStorage().read(key)).toBeNull();
  });

  it("deleting a key that is not stored is fine, whether the API says deletedCount 0 or 404", async () => {
    await expect(utStorage().delete(name("never-stored"))).resolves.toBeUndefined();
    fake.failNext("api", 404);
    await expect(utStorage().delete(name("never-stored"))).resolves.toBeUndefined();
    expect(fake.callsTo("api")).toHaveLength(2);
  });

  it("refuses to put a name that is already stored, and the stored file stays as it was", async () => {
    const key = name("label");
    await utStorage().put(key, PNG_1X1, "image/png");
    await expect(utStorage().put(key, new Uint8Array([1, 2, 3]), "image/png")).rejects.toThrow(`A file named ${key} is already stored`);
    expect(fake.callsTo("ingest")).toHaveLength(1);
    expect(await bytesOf((await utStorage().read(key))!.stream)).toEqual(PNG_1X1);
  });

  it("when two instances store one name at once, each removes only its own upload", async () => {
    const key = name("race");
    const [first, second] = [utStorage(), utStorage()];
    // Both look before either uploads: uploadthing then holds two files with one customId.
    await Promise.all([first.put(key, PNG_1X1, "image/png"), second.put(key, new Uint8Array([9, 9, 9]), "image/png")]);
    expect(fake.files).toHaveLength(2);
    await second.delete(key);
    expect(fake.callsTo("api")[0]!.json).toEqual({ fileKeys: [expect.any(String)] });
    expect(fake.files).toHaveLength(1);
    expect(await bytesOf((await utStorage().read(key))!.stream)).toEqual(PNG_1X1);
  });

  it("says clearly when a service fails: the ingest server, the API, the CDN, or a key it refuses", async () => {
    fake.failNext("ingest", 500);
    const refused = utStorage().put(name("ingest-down"), PNG_1X1, "image/png");
    await expect(refused).rejects.toBeInstanceOf(FileHostError);
    await expect(refused).rejects.toThrow(/^uploadthing did not store ingest-down-\d+\.png: Failed to upload file \(UPLOAD_FAILED\)$/);

    const key = name("api-down");
    await utStorage().put(key, PNG_1X1, "image/png");
    fake.failNext("api", 500);
    await expect(utStorage().delete(key)).rejects.toThrow(new RegExp(`^uploadthing did not delete ${key}: `));

    fake.failNext("cdn", 503);
    await expect(utStorage().read(key)).rejects.toThrow(`uploadthing's CDN answered 503 for ${key}`);
    fake.failNext("cdn", 403);
    await expect(utStorage().read(key)).rejects.toThrow(/answered 403 .*keep the app's files public-read/);

    const wrongKey = createUploadthingFake({ appId: fake.appId, region: fake.region, apiKey: "sk_live_revoked" }).token;
    const revoked = new UploadthingStorage({ token: wrongKey, parsed: parseUploadthingToken(wrongKey), fetch: fake.fetch });
    await expect(revoked.delete(key)).rejects.toBeInstanceOf(FileHostError);

    const offline = utStorage(() => Promise.reject(new TypeError("fetch failed")));
    await expect(offline.read(key)).rejects.toThrow(`uploadthing's CDN could not be reached for ${key}: fetch failed`);
  });
});

describe("which storage new files go to", () => {
  it("is the disk without UPLOADTHING_TOKEN (or with an empty one) and uploadthing with it", () => {
    const dataDir = path.join(tmpdir(), "storage-choice");
    expect(storage({ DATA_DIR: dataDir }).backend).toBe("disk");
    expect(storage({ DATA_DIR: dataDir }).url("a-1.png")).toBe("/uploads/a-1.png");
    expect(storage({ DATA_DIR: dataDir, UPLOADTHING_TOKEN: "  " }).backend).toBe("disk");
    const chosen = storage({ DATA_DIR: dataDir, UPLOADTHING_TOKEN: fake.token });
    expect(chosen).toBeInstanceOf(UploadthingStorage);
    expect(chosen.url("a-1.png")).toBe(`https://${fake.appId}.ufs.sh/f/a-1.png`);
  });

  it("stops with the reason when the token is malformed, never printing it", () => {
    const broken = Buffer.from(JSON.stringify({ apiKey: "pk_123", appId: "app" })).toString("base64");
    expect(() => storageBackend({ UPLOADTHING_TOKEN: broken })).toThrow(
      /^UPLOADTHING_TOKEN is not an uploadthing token \(apiKey: apiKey must start with sk_; regions: .*\): copy the V7 token again/,
    );
    expect(() => storage({ UPLOADTHING_TOKEN: "sk_live_pasted-the-api-key" })).toThrow(/UPLOADTHING_TOKEN is not base64/);
  });
});

describe("an instance starting", () => {
  it("stops, saying why, on a malformed token, and runs with a good token or none", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      checkStorageAtStart({ UPLOADTHING_TOKEN: fake.token });
      checkStorageAtStart({});
      expect(exit).not.toHaveBeenCalled();
      checkStorageAtStart({ UPLOADTHING_TOKEN: "sk_live_pasted-the-api-key" });
      expect(exit).toHaveBeenCalledWith(1);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[storage\] UPLOADTHING_TOKEN is not base64: /));
    } finally {
      vi.restoreAllMocks();
    }
  });
});

// ------------------------------------------------------------------ the staff upload API with the token set

describe("the image library with UPLOADTHING_TOKEN set", () => {
  let staffCookie: string;
  let dataDir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN };
  const BASE = "http://localhost:3000";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "storage-uploadthing-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.UPLOADTHING_TOKEN;
    const email = `uploadthing-staff-${randomUUID()}@example.com`;
    const user = await db().user.create({ data: { email, firstName: "Ute", lastName: "Hing", passwordHash: "scrypt$x", role: "staff" } });
    staffCookie = await sessionCookieHeader({ id: user.id, email, role: "staff" });
  });

  afterEach(() => {
    delete process.env.UPLOADTHING_TOKEN;
    vi.restoreAllMocks();
  });

  afterAll(() => {
    for (const [variable, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[variable];
      else process.env[variable] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The shop's own fetch (and so UTApi's) reaches only the fake from here on. */
  function useUploadthing() {
    process.env.UPLOADTHING_TOKEN = fake.token;
    vi.spyOn(globalThis, "fetch").mockImplementation(fake.fetch);
  }

  function upload(fileName: string) {
    const form = new FormData();
    form.append("image", new File([PNG_1X1 as BlobPart], fileName, { type: "image/png" }));
    return uploadImage(new NextRequest(`${BASE}/api/images/upload`, { method: "POST", headers: { cookie: staffCookie }, body: form }));
  }
  const remove = (id: number) =>
    deleteImage(new NextRequest(`${BASE}/api/images/${id}`, { method: "DELETE", headers: { cookie: staffCookie } }), {
      params: Promise.resolve({ id: String(id) }),
    });
  const serve = (fileName: string) =>
    serveUpload(new NextRequest(`${BASE}/uploads/${fileName}`), { params: Promise.resolve({ name: fileName }) });
  const diskFiles = () => (existsSync(path.join(dataDir, "uploads")) ? readdirSync(path.join(dataDir, "uploads")) : []);

  it("stores an uploaded image with uploadthing: its row says uploadthing and carries the CDN address", async () => {
    useUploadthing();
    const response = await upload("Boiler Room.png");
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: LibraryImage };
    expect(image.filename).toMatch(/^boiler-room-\d+\.png$/);
    expect(image.url).toBe(`https://${fake.appId}.ufs.sh/f/${image.filename}`);

    const row = await db().image.findUniqueOrThrow({ where: { id: image.id } });
    expect(row).toMatchObject({ storage: "uploadthing", storageKey: image.filename, url: image.url, size: PNG_1X1.byteLength });
    expect(fake.files).toEqual([expect.objectContaining({ customId: image.filename, type: "image/png", bytes: PNG_1X1 })]);
    expect(diskFiles()).toEqual([]);

    // An /uploads/ link to it is sent to the CDN; the hero may wear it, through the image optimizer.
    const old = await serve(image.filename);
    expect(old.status).toBe(308);
    expect(old.headers.get("location")).toBe(image.url);
    const chosen = await chooseBackground(
      new NextRequest(`${BASE}/api/background`, {
        method: "POST",
        headers: { cookie: staffCookie, "content-type": "application/json" },
        body: JSON.stringify({ kind: "library", imageId: image.id }),
      }),
    );
    expect(chosen.status).toBe(200);
    const css = await (await heroStylesheet(new Request("http://localhost/hero-background.css"))).text();
    expect(css).toContain(`url("/_next/image?url=${encodeURIComponent(image.url)}&w=1920&q=75")`);

    // Deleting it removes the row, then the file at uploadthing, by its customId.
    expect((await remove(image.id)).status).toBe(200);
    expect(fake.files).toEqual([]);
    expect(fake.callsTo("api").map((call) => call.json)).toEqual([{ customIds: [image.filename] }]);
    expect(await db().image.findUnique({ where: { id: image.id } })).toBeNull();
    await db().siteSetting.deleteMany({ where: { key: HERO_BACKGROUND_KEY } });
  });

  it("answers 502 saying the file host failed, and keeps no row, when uploadthing does not take the file", async () => {
    useUploadthing();
    const before = await db().image.count();
    fake.failNext("ingest", 500);
    const response = await upload("pump.png");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "The file host did not store the image; try again in a moment",
      fields: { image: "The file host did not store the image; try again in a moment" },
    });
    expect(await db().image.count()).toBe(before);
  });

  it("takes an image out of the library even when uploadthing fails to delete its file, and logs the file left behind", async () => {
    useUploadthing();
    const { image } = (await (await upload("valve.png")).json()) as { image: LibraryImage };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.failNext("api", 500);
    expect((await remove(image.id)).status).toBe(200);
    expect(await db().image.findUnique({ where: { id: image.id } })).toBeNull();
    expect(fake.files.map((file) => file.customId)).toEqual([image.filename]);
    expect(logged).toHaveBeenCalledWith(
      `[images] ${image.filename} left the library but not the file host:`,
      expect.stringMatching(new RegExp(`^uploadthing did not delete ${image.filename}: `)),
    );
  });

  it("still serves and deletes an image stored on disk before the switch from the disk", async () => {
    const response = await upload("before-the-switch.png");
    const { image } = (await response.json()) as { image: LibraryImage };
    expect(image.url).toBe(`/uploads/${image.filename}`);
    expect((await db().image.findUniqueOrThrow({ where: { id: image.id } })).storage).toBe("disk");

    useUploadthing();
    const served = await serve(image.filename);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);
    expect((await remove(image.id)).status).toBe(200);
    expect(diskFiles()).not.toContain(image.filename);
    expect(fake.calls).toEqual([]);
  });
});
