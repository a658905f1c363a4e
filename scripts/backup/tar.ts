// A gzipped tar archive of regular files, as `tar czf` writes one (ustar, with a pax header for a name
// over 100 characters): `tar tzf` lists a backup and `tar xzf` opens it without this code.
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, type: "0" | "x", mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(0o600, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** A pax record: "<length> path=<name>\n", where the length counts itself. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (`${length}${body}`.length !== length) length += 1;
  return Buffer.from(`${length}${body}`, "utf8");
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export type ArchiveWriter = {
  addBuffer(name: string, bytes: Buffer): Promise<void>;
  addFile(name: string, file: string): Promise<void>;
  close(): Promise<void>;
};

/** Writes `file` (mode 600: a backup holds customers' data and password hashes). */
export function writeArchive(file: string): ArchiveWriter {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const done = pipeline(gzip, out);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => gzip.write(chunk, (error) => (error ? reject(error) : resolve())));
  const entry = async (name: string, size: number) => {
    const now = new Date();
    if (Buffer.byteLength(name) > 100) {
      const pax = paxPath(name);
      await write(header(`PaxHeaders/${name.slice(-80)}`, pax.length, "x", now));
      await write(Buffer.concat([pax, padding(pax.length)]));
    }
    await write(header(name.slice(0, 100), size, "0", now));
  };
  return {
    async addBuffer(name, bytes) {
      await entry(name, bytes.length);
      await write(Buffer.concat([bytes, padding(bytes.length)]));
    },
    async addFile(name, source) {
      const { size } = await stat(source);
      await entry(name, size);
      let written = 0;
      for await (const chunk of createReadStream(source)) {
        written += (chunk as Buffer).length;
        await write(chunk as Buffer);
      }
      if (written !== size) throw new Error(`${source} changed while it was being archived`);
      await write(padding(size));
    },
    async close() {
      gzip.end(Buffer.alloc(BLOCK * 2));
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
  let buffer = Buffer.alloc(0);
  let pendingName: string | undefined;
  let current: { remaining: number; skip: number; out?: ReturnType<typeof createWriteStream>; pax?: Buffer[] } | undefined;
  let ended = false;

  const consume = async () => {
    while (!ended) {
      if (current) {
        if (current.remaining > 0) {
          if (buffer.length === 0) return;
          const take = Math.min(current.remaining, buffer.length);
          const piece = buffer.subarray(0, take);
          buffer = buffer.subarray(take);
          current.remaining -= take;
          if (current.out && !current.out.write(piece)) await new Promise<void>((resolve) => current!.out!.once("drain", () => resolve()));
          current.pax?.push(Buffer.from(piece));
          continue;
        }
        if (buffer.length < current.skip) return;
        buffer = buffer.subarray(current.skip);
        if (current.out) {
          current.out.end();
          await finished(current.out);
        }
        if (current.pax) {
          const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(Buffer.concat(current.pax).toString("utf8"));
          pendingName = match?.[1];
        }
        current = undefined;
        continue;
      }
      if (buffer.length < BLOCK) return;
      const block = buffer.subarray(0, BLOCK);
      buffer = buffer.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        return;
      }
      const field = (start: number, length: number) =>
        block
          .subarray(start, start + length)
          .toString("utf8")
          .replace(/\0.*$/s, "");
      const size = parseInt(field(124, 12).trim() || "0", 8);
      const type = field(156, 1) || "0";
      const prefix = field(345, 155);
      const headerName = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      if (!Number.isFinite(size) || size < 0) throw new Error("the archive is damaged (a header's size is unreadable)");
      const skip = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === "x") {
        current = { remaining: size, skip, pax: [] };
      } else if (type === "0") {
        const name = safeName(pendingName ?? headerName);
        pendingName = undefined;
        const target = path.join(dir, name);
        mkdirSync(path.dirname(target), { recursive: true });
        names.push(name);
        current = { remaining: size, skip, out: createWriteStream(target, { mode: 0o600 }) };
      } else {
        // Folders and anything else: nothing to keep.
        pendingName = undefined;
        current = { remaining: size, skip };
      }
    }
  };

  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (error) => gunzip.destroy(error));
  for await (const chunk of source.pipe(gunzip)) {
    buffer = Buffer.concat([buffer, chunk as Buffer]);
    await consume();
  }
  await consume();
  if (!ended || current) throw new Error("the archive ends early: it was cut short while written or copied");
  return names;
}
