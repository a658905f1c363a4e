// A fake of the three uploadthing services UTApi (uploadthing 7.7) and lib/storage/uploadthing.ts talk
// to, answered from memory through a `fetch` function: nothing leaves the machine. It checks what a
// request must carry as the real services do (the HMAC signature of an ingest URL, the API key header)
// and answers in the shapes the SDK parses (uploadthing's own test helpers and sdk/index.ts):
// - ingest  PUT https://<region>.ingest.uploadthing.com/<fileKey>?expires&x-ut-identifier&x-ut-file-name
//           &x-ut-file-size&x-ut-file-type&x-ut-custom-id&x-ut-content-disposition&signature=hmac-sha256=…,
//           the file as multipart/form-data in the field "file" → { url, appUrl, ufsUrl, fileHash, serverData }
// - API     POST https://api.uploadthing.com/v6/deleteFiles { fileKeys } | { customIds } → { success, deletedCount }
// - CDN     GET/HEAD https://<appId>.ufs.sh/f/<fileKey or customId> → the bytes, or 404
// Like the real service it does not refuse a second file with a customId already in use
// (pingdotgg/uploadthing#888): refusing is the shop's job.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { encodeUploadthingToken } from "@/lib/storage/uploadthing-token";

export type FakeFile = { fileKey: string; customId: string | null; name: string; type: string; bytes: Uint8Array };

export type FakeCall = {
  service: "ingest" | "api" | "cdn";
  method: string;
  url: URL;
  headers: Headers;
  /** An API call's JSON body. */
  json?: unknown;
  /** An ingest call's file part. */
  file?: { name: string; type: string; bytes: Uint8Array };
};

type Service = FakeCall["service"];

const deleteBody = z.union([z.object({ fileKeys: z.array(z.string()) }).strict(), z.object({ customIds: z.array(z.string()) }).strict()]);

export function createUploadthingFake(options: { appId?: string; apiKey?: string; region?: string } = {}) {
  const appId = options.appId ?? "k3x9q2w7zv";
  const apiKey = options.apiKey ?? "sk_live_fake0123456789abcdef";
  const region = options.region ?? "sea1";
  const token = encodeUploadthingToken({ apiKey, appId, regions: [region] });
  const files: FakeFile[] = [];
  const calls: FakeCall[] = [];
  const failures = new Map<Service, number[]>();

  const json = (status: number, body: unknown) => Response.json(body, { status });

  /** The next request to `service` answers `status` (uploadthing's JSON error shape). */
  function failNext(service: Service, status: number) {
    failures.set(service, [...(failures.get(service) ?? []), status]);
  }

  function injectedFailure(service: Service): Response | null {
    const queue = failures.get(service);
    const status = queue?.shift();
    return status === undefined ? null : json(status, { error: `Injected failure of ${service}` });
  }

  /** The ingest URL is signed as a whole, then `signature` appended last (generateSignedURL, @uploadthing/shared). */
  function signatureProblem(url: URL): string | null {
    const marker = "&signature=";
    const at = url.href.lastIndexOf(marker);
    if (at < 0) return "no signature";
    const signature = decodeURIComponent(url.href.slice(at + marker.length));
    const expected = `hmac-sha256=${createHmac("sha256", apiKey).update(url.href.slice(0, at)).digest("hex")}`;
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return "bad signature";
    if (!(Number(url.searchParams.get("expires")) > Date.now())) return "expired";
    return null;
  }

  /** Query values are encoded twice by the SDK (encodeURIComponent, then URLSearchParams). */
  const param = (url: URL, name: string) => {
    const value = url.searchParams.get(name);
    return value === null ? null : decodeURIComponent(value);
  };

  async function ingest(request: Request, url: URL): Promise<Response> {
    const fileKey = url.pathname.slice(1);
    const call: FakeCall = { service: "ingest", method: request.method, url, headers: request.headers };
    calls.push(call);
    const failure = injectedFailure("ingest");
    if (failure) return failure;
    if (request.method !== "PUT" || !/^[A-Za-z0-9]+$/.test(fileKey)) return json(404, { error: "Not found" });
    const problem = signatureProblem(url);
    if (problem) return json(403, { error: `Invalid signature: ${problem}` });
    if (param(url, "x-ut-identifier") !== appId) return json(403, { error: "Wrong app" });
    const form = await request.formData();
    const part = form.get("file");
    if (!(part instanceof File)) return json(400, { error: 'Send the file in the field "file"' });
    const bytes = new Uint8Array(await part.arrayBuffer());
    call.file = { name: part.name, type: part.type, bytes };
    if (Number(param(url, "x-ut-file-size")) !== bytes.byteLength) return json(400, { error: "Size mismatch" });
    files.push({
      fileKey,
      customId: param(url, "x-ut-custom-id"),
      name: param(url, "x-ut-file-name") ?? part.name,
      type: param(url, "x-ut-file-type") ?? part.type,
      bytes,
    });
    return json(200, {
      url: `https://utfs.io/f/${fileKey}`,
      appUrl: `https://utfs.io/a/${appId}/${fileKey}`,
      ufsUrl: `https://${appId}.ufs.sh/f/${fileKey}`,
      fileHash: createHash("md5").update(bytes).digest("hex"),
      serverData: null,
    });
  }

  async function api(request: Request, url: URL): Promise<Response> {
    const body: unknown = request.method === "POST" ? await request.json().catch(() => undefined) : undefined;
    calls.push({ service: "api", method: request.method, url, headers: request.headers, json: body });
    const failure = injectedFailure("api");
    if (failure) return failure;
    if (request.headers.get("x-uploadthing-api-key") !== apiKey) return json(401, { error: "Invalid API key" });
    if (request.method !== "POST" || url.pathname !== "/v6/deleteFiles") return json(404, { error: "Not found" });
    const parsed = deleteBody.safeParse(body);
    if (!parsed.success) return json(400, { error: "Invalid request" });
    const doomed = (file: FakeFile) =>
      "fileKeys" in parsed.data
        ? parsed.data.fileKeys.includes(file.fileKey)
        : file.customId !== null && parsed.data.customIds.includes(file.customId);
    const before = files.length;
    files.splice(0, files.length, ...files.filter((file) => !doomed(file)));
    return json(200, { success: true, deletedCount: before - files.length });
  }

  function cdn(request: Request, url: URL): Response {
    calls.push({ service: "cdn", method: request.method, url, headers: request.headers });
    const failure = injectedFailure("cdn");
    if (failure) return failure;
    const id = decodeURIComponent(url.pathname.replace(/^\/f\//, ""));
    const file = url.pathname.startsWith("/f/") ? files.find((f) => f.customId === id || f.fileKey === id) : undefined;
    if (!file) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
    const headers = { "content-type": file.type, "content-length": String(file.bytes.byteLength) };
    return new Response(request.method === "HEAD" ? null : (file.bytes as BlobPart), { status: 200, headers });
  }

  /** Answers uploadthing's hosts; any other host is a network error, so a stray call fails the test. */
  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol === "https:" && url.hostname === "api.uploadthing.com") return api(request, url);
    if (url.protocol === "https:" && url.hostname === `${region}.ingest.uploadthing.com`) return ingest(request, url);
    if (url.protocol === "https:" && url.hostname === `${appId}.ufs.sh`) return cdn(request, url);
    throw new TypeError(`fetch failed: ${url.host} is not a host of the uploadthing fake`);
  }

  return {
    appId,
    apiKey,
    region,
    token,
    files,
    calls,
    failNext,
    fetch: fakeFetch as typeof fetch,
    /** The calls made to one service. */
    callsTo: (service: Service) => calls.filter((call) => call.service === service),
    reset() {
      files.length = 0;
      calls.length = 0;
      failures.clear();
    },
  };
}
