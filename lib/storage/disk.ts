// Files on this machine's disk, under one folder, served by app/uploads/[name]/route.ts (files written
// after the build are not in public/, which Next serves only as it was at build time).
import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Storage, StoredFile } from "./index";

/** Flat names only: a key can never reach outside the folder. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export class DiskStorage implements Storage {
  readonly backend = "disk" as const;

  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(key);
    await mkdir(this.root, { recursive: true });
    if (await stat(target).catch(() => null)) throw new Error(`A file named ${key} is already stored`);
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = path.join(this.root, `.${key}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: "wx" });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async read(key: string): Promise<StoredFile | null> {
    const target = this.file(key);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    const stream = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
    return { stream, size: info.size };
  }

  url(key: string): string {
    return `/uploads/${encodeURIComponent(key)}`;
  }
}
