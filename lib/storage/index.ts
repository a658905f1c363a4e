// Where uploaded files live (DESIGN §7). One interface, so the library does not care whether files sit
// on this machine's disk (the default, $DATA_DIR/uploads, served by app/uploads/[name]) or with
// uploadthing (uploadthing.ts), which several app instances share: set UPLOADTHING_TOKEN and new files
// go there. Each Image row records the backend its file went to (Image.storage), so files stored before
// the switch are still served from, and deleted on, the disk they were written to.
import "server-only";
import path from "node:path";
import { z } from "zod";
import { DiskStorage } from "./disk";
import { UploadthingStorage } from "./uploadthing";
import { parseUploadthingToken } from "./uploadthing-token";

export type StoredFile = {
  /** The bytes, streamed: files are served without holding them in memory. */
  stream: ReadableStream<Uint8Array>;
  size: number;
};

export type StorageBackend = "disk" | "uploadthing";

export interface Storage {
  readonly backend: StorageBackend;
  /** Saves a new file under `key`; refuses to replace an existing one (names are immutable). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file; a file that is already gone is not an error. */
  delete(key: string): Promise<void>;
  read(key: string): Promise<StoredFile | null>;
  /** The address browsers load the file from. */
  url(key: string): string;
}

const envSchema = z.object({
  DATA_DIR: z.string().min(1).default(".data"),
  UPLOADTHING_TOKEN: z.string().trim().min(1).optional(),
});

/** process.env, or a plain object of variables in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

function storageEnv(source: EnvSource) {
  return envSchema.parse({ DATA_DIR: source.DATA_DIR || undefined, UPLOADTHING_TOKEN: source.UPLOADTHING_TOKEN?.trim() || undefined });
}

/** Which backend new files go to; throws, naming the problem, when UPLOADTHING_TOKEN is malformed. */
export function storageBackend(source: EnvSource = process.env): StorageBackend {
  const token = storageEnv(source).UPLOADTHING_TOKEN;
  if (token === undefined) return "disk";
  parseUploadthingToken(token);
  return "uploadthing";
}

/**
 * Run when an instance starts (instrumentation.ts): a malformed UPLOADTHING_TOKEN stops it there, saying
 * what is wrong, rather than at the first upload. Throwing is not enough: Next logs an error of
 * register() and stays up answering 500 to every request.
 */
export function checkStorageAtStart(source: EnvSource = process.env): void {
  try {
    storageBackend(source);
  } catch (error) {
    console.error(`[storage] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** The backend a file lives in: disk always works; uploadthing needs its token. */
export function storageFor(backend: StorageBackend, source: EnvSource = process.env): Storage {
  const env = storageEnv(source);
  if (backend === "disk") return new DiskStorage(path.resolve(env.DATA_DIR, "uploads"));
  if (env.UPLOADTHING_TOKEN === undefined) {
    throw new Error("This file is stored with uploadthing, but UPLOADTHING_TOKEN is not set on this instance");
  }
  return new UploadthingStorage({ token: env.UPLOADTHING_TOKEN, parsed: parseUploadthingToken(env.UPLOADTHING_TOKEN) });
}

/** Where new files go: uploadthing when UPLOADTHING_TOKEN is set, else this machine's disk. */
export function storage(source: EnvSource = process.env): Storage {
  return storageFor(storageBackend(source), source);
}
