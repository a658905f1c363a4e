// Where uploaded files live (DESIGN §7). One interface, so the library does not care whether files sit
// on this machine's disk (the default, $DATA_DIR/uploads) or with a shared file host. A second
// implementation for uploadthing (UTApi: uploadFiles, deleteFiles, file URLs on its CDN) belongs next
// to disk.ts when several app instances must share uploads; the package is not installed yet.
import "server-only";
import path from "node:path";
import { z } from "zod";
import { DiskStorage } from "./disk";

export type StoredFile = {
  /** The bytes, streamed: files are served without holding them in memory. */
  stream: ReadableStream<Uint8Array>;
  size: number;
};

export interface Storage {
  readonly backend: "disk" | "uploadthing";
  /** Saves a new file under `key`; refuses to replace an existing one (names are immutable). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file; a file that is already gone is not an error. */
  delete(key: string): Promise<void>;
  read(key: string): Promise<StoredFile | null>;
  /** The address browsers load the file from. */
  url(key: string): string;
}

const envSchema = z.object({ DATA_DIR: z.string().min(1).default(".data") });

/** The folder of disk uploads, read from the environment on each call (tests point DATA_DIR elsewhere). */
export function uploadsDir(source: NodeJS.ProcessEnv = process.env): string {
  const env = envSchema.parse({ DATA_DIR: source.DATA_DIR || undefined });
  return path.resolve(env.DATA_DIR, "uploads");
}

export function storage(): Storage {
  return new DiskStorage(uploadsDir());
}
