// Downloading an image from another site on a staff member's behalf (POST /api/download-image), with
// the guards a server needs when it fetches an address someone typed: http(s) only, every address the
// name resolves to must be public (checked at connect time, so a DNS answer that changes between a
// check and the connection cannot slip through), redirects followed by hand and checked the same way,
// a deadline for the whole download and a size limit enforced while the bytes arrive.
import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./address";
import { IMPORT_TIMEOUT_MS, MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from "./limits";

export type RemoteFetchOptions = {
  /** Which resolved addresses may be connected to; public ones only unless a caller (a test) says otherwise. */
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type RemoteImage =
  { ok: true; bytes: Uint8Array; finalUrl: string } | { ok: false; status: 400 | 413 | 502 | 504; error: string; field?: "imageUrl" };

class Refusal extends Error {
  constructor(readonly result: Extract<RemoteImage, { ok: false }>) {
    super(result.error);
  }
}

const notPublic = (host: string): Extract<RemoteImage, { ok: false }> => ({
  ok: false,
  status: 400,
  field: "imageUrl",
  error: `Images can only be imported from public addresses: ${host} is a local or private address`,
});

function guardedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((a) => !allowed(a.address));
      if (refused || addresses.length === 0) {
        return callback(new Refusal(notPublic(hostname)), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

type Hop = { kind: "redirect"; location: string } | { kind: "body"; bytes: Uint8Array };

function fetchOnce(url: URL, allowed: (address: string) => boolean, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "GET",
        lookup: guardedLookup(allowed),
        signal,
        headers: {
          accept: "image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8",
          "user-agent": "TripleZero-ImageImport/1.0",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: "redirect", location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new Refusal({ ok: false, status: 502, error: `The image address answered ${status}` }));
        }
        const declared = Number(response.headers["content-length"] ?? NaN);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          return reject(new Refusal({ ok: false, status: 413, error: `The image is larger than ${MAX_IMAGE_LABEL}` }));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > maxBytes) {
            response.destroy();
            reject(new Refusal({ ok: false, status: 413, error: `The image is larger than ${MAX_IMAGE_LABEL}` }));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ kind: "body", bytes: new Uint8Array(Buffer.concat(chunks)) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The bytes at `imageUrl` (not yet checked to be an image), or why they could not be fetched. */
export async function fetchRemoteImage(imageUrl: string, options: RemoteFetchOptions = {}): Promise<RemoteImage> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const timeoutMs = options.timeoutMs ?? IMPORT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return { ok: false, status: 400, field: "imageUrl", error: "Use an http:// or https:// address" };
  }
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        return { ok: false, status: 400, field: "imageUrl", error: "Use an http:// or https:// address" };
      }
      if (url.username || url.password) {
        return { ok: false, status: 400, field: "imageUrl", error: "Addresses with a user name or password are not accepted" };
      }
      // A literal address is connected to without a lookup: check it here.
      const literal = url.hostname.replace(/^\[|\]$/g, "");
      if (isIP(literal) && !allowed(literal)) return notPublic(url.hostname);
      const answer = await fetchOnce(url, allowed, maxBytes, controller.signal);
      if (answer.kind === "body") return { ok: true, bytes: answer.bytes, finalUrl: url.href };
      url = new URL(answer.location, url);
    }
    return { ok: false, status: 502, error: `The image address redirected more than ${maxRedirects} times` };
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (controller.signal.aborted) {
      return { ok: false, status: 504, error: `The image address did not answer within ${Math.round(timeoutMs / 1000)} seconds` };
    }
    const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
      return { ok: false, status: 400, field: "imageUrl", error: `The host ${url.hostname} could not be found` };
    }
    return {
      ok: false,
      status: 502,
      error: `The image could not be downloaded (${code || (error instanceof Error ? error.message : "network error")})`,
    };
  } finally {
    clearTimeout(timer);
  }
}
