// Files with uploadthing (UTApi of the `uploadthing` package, v7), which every app instance reaches
// alike. Calls, as uploadthing 7.7 makes them (uploadthing/server, src/sdk/index.ts):
// - put: UTApi.uploadFiles signs a PUT to https://<region>.<ingestHost>/<fileKey>?…&x-ut-custom-id=<key>
//   itself and sends the file as multipart/form-data; no API call before it. The file's customId is our
//   key, so our names stay the only names the shop keeps.
// - delete: UTApi.deleteFiles → POST https://api.uploadthing.com/v6/deleteFiles { customIds: [key] }.
// - url and read: the CDN serves a file by its customId at https://<appId>.ufs.sh/f/<customId>
//   (docs.uploadthing.com/working-with-files), which is also the address stored on the Image row.
// Every call goes through `fetch` (UTApi's own option included), so a contract test answers them all.
import "server-only";
import { UTApi, UTFile } from "uploadthing/server";
import type { UploadFileResult } from "uploadthing/types";
import { z } from "zod";
import { UFS_HOST } from "./addresses";
import { FileHostError } from "./file-host-error";
import type { Storage, StoredFile } from "./index";
import type { UploadthingToken } from "./uploadthing-token";

/** The same flat names as on disk: a key is a customId and part of a URL path. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export type UploadthingSettings = {
  /** The token as the dashboard gives it (base64): UTApi decodes it again itself. */
  token: string;
  /** Its fields, already checked (parseUploadthingToken). */
  parsed: UploadthingToken;
  /** The shop's fetch by default; tests pass a fake of uploadthing's API, ingest servers and CDN. */
  fetch?: typeof fetch;
};

/** What the SDK throws for a status it does not accept (an @effect/platform ResponseError). */
const statusError = z.object({ response: z.object({ status: z.number().int() }) });
const contentLength = z.coerce.number().int().nonnegative();

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class UploadthingStorage implements Storage {
  readonly backend = "uploadthing" as const;
  private readonly api: UTApi;
  private readonly fetch: typeof fetch;
  private readonly appId: string;
  /**
   * The file keys this object uploaded, by our key. uploadthing does not enforce unique customIds
   * (pingdotgg/uploadthing#888): if two instances put the same name at the same moment, the one whose
   * database row loses removes its own upload by file key, never the other's by the shared customId.
   */
  private readonly uploaded = new Map<string, string>();

  constructor(settings: UploadthingSettings) {
    // Looked up on each call, so that a test replacing the global fetch reaches the SDK too.
    this.fetch = settings.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.appId = settings.parsed.appId;
    this.api = new UTApi({ token: settings.token, fetch: this.fetch, defaultKeyType: "customId" });
  }

  private check(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return key;
  }

  url(key: string): string {
    return `https://${this.appId}.${UFS_HOST}/f/${encodeURIComponent(this.check(key))}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    // The service would store a second file under the same customId, so the refusal the interface
    // promises is made here: a name the CDN already serves is taken.
    const existing = await this.request(key, "HEAD");
    await existing.body?.cancel();
    if (existing.ok) throw new Error(`A file named ${key} is already stored`);
    if (existing.status !== 404) throw this.cdnError(key, existing.status);

    const file = new UTFile([bytes as BlobPart], key, { customId: key, type: contentType });
    let result: UploadFileResult;
    try {
      result = await this.api.uploadFiles(file);
    } catch (error) {
      throw new FileHostError(`uploadthing did not store ${key}: ${describe(error)}`, { cause: error });
    }
    if (result.error) {
      throw new FileHostError(`uploadthing did not store ${key}: ${result.error.message} (${result.error.code})`, { cause: result.error });
    }
    this.uploaded.set(key, result.data.key);
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    const own = this.uploaded.get(key);
    try {
      // A deleted customId comes back as deletedCount 0; either way the file is gone.
      await (own ? this.api.deleteFiles(own, { keyType: "fileKey" }) : this.api.deleteFiles(key));
      this.uploaded.delete(key);
    } catch (error) {
      // Whether the API answers an unknown key with 404 rather than deletedCount 0 is not documented:
      // a 404 means the same, the file is not there.
      const status = statusError.safeParse(error);
      if (status.success && status.data.response.status === 404) return;
      throw new FileHostError(`uploadthing did not delete ${key}: ${describe(error)}`, { cause: error });
    }
  }

  async read(key: string): Promise<StoredFile | null> {
    const response = await this.request(key, "GET");
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw this.cdnError(key, response.status);
    }
    const size = contentLength.safeParse(response.headers.get("content-length") ?? undefined);
    if (size.success) return { stream: response.body, size: size.data };
    // Without a declared length (a chunked answer) the size is only known once the bytes are in.
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { stream: new Blob([bytes]).stream(), size: bytes.byteLength };
  }

  private async request(key: string, method: "GET" | "HEAD"): Promise<Response> {
    try {
      return await this.fetch(this.url(key), { method, redirect: "follow", cache: "no-store" });
    } catch (error) {
      throw new FileHostError(`uploadthing's CDN could not be reached for ${key}: ${describe(error)}`, { cause: error });
    }
  }

  private cdnError(key: string, status: number): FileHostError {
    const hint = status === 401 || status === 403 ? " (the shop serves files from public URLs: keep the app's files public-read)" : "";
    return new FileHostError(`uploadthing's CDN answered ${status} for ${key}${hint}`);
  }
}
