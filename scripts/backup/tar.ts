// A gzipped tar archive of regular files (tar-stream, with pax headers for names over 100 characters):
// `tar tzf` lists a backup and `tar xzf` opens it without this code.
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract, pack } from "tar-stream";

export type ArchiveWriter = {
  addBuffer(name: string, bytes: Buffer): Promise<void>;
  addFile(name: string, file: string): Promise<void>;
  close(): Promise<void>;
};

/** Writes `file` (mode 600: a backup holds customers' data and password hashes). */
export function writeArchive(file: string): ArchiveWriter {
  const archive = pack();
  const done = pipeline(archive, createGzip(), createWriteStream(file, { mode: 0o600 }));
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime: new Date() });
  return {
    addBuffer: (name, bytes) =>
      new Promise<void>((resolve, reject) =>
        archive.entry(header(name, bytes.length), bytes, (error) => (error ? reject(error) : resolve())),
      ),
    async addFile(name, source) {
      const { size } = await stat(source);
      // The entry fails when the file's length differs from the size its header announced.
      await pipeline(createReadStream(source), archive.entry(header(name, size))).catch((error: unknown) => {
        throw new Error(`${source} could not be archived (did it change meanwhile?): ${error instanceof Error ? error.message : error}`);
      });
    },
    async close() {
      archive.finalize();
      await done;
    },
  };
}

/** A name that stays inside the folder it is extracted to. */
function safeName(name: string): string {
  const normal = path.posix.normalize(name);
  if (!name || normal.startsWith("../") || normal === ".." || path.posix.isAbsolute(normal) || normal.includes("\0")) {
    throw new Error(`the archive holds a file named ${JSON.stringify(name)}, outside its folder`);
  }
  return normal;
}

/**
 * Extracts the regular files of `file` into `dir` and returns their names, in archive order. A truncated
 * or damaged archive throws (gzip checks its own CRC), before anything reads the files.
 */
export async function extractArchive(file: string, dir: string): Promise<string[]> {
  const names: string[] = [];
  const entries = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  // A failure of the gzip stream ends the entries with it; its own rejection is awaited below.
  reading.catch(() => undefined);
  for await (const entry of entries) {
    if (entry.header.type !== "file") {
      // Folders and anything else: nothing to keep.
      entry.resume();
      continue;
    }
    const name = safeName(entry.header.name);
    const target = path.join(dir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    names.push(name);
    await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
  }
  await reading;
  return names;
}
