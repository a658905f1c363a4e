// The backup's archive (scripts/backup/tar.ts): what goes in comes out, `tar` reads it too, and a cut or
// doctored file is refused before a restore reads any of it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, truncateSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { extractArchive, writeArchive } from "../../scripts/backup/tar";

const dir = mkdtempSync(path.join(tmpdir(), "tz-archive-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An upload's stored name may be 201 characters long, past the 100 a plain tar header holds.
const LONG_NAME = `uploads/${"stainless-steel-drum-".repeat(9)}1765080000000.png`;
const IMAGE = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));

async function sample(file: string): Promise<void> {
  const source = path.join(dir, "source.png");
  writeFileSync(source, IMAGE);
  const archive = writeArchive(file);
  await archive.addBuffer("manifest.json", Buffer.from('{"format":"triple-zero-backup"}\n'));
  await archive.addBuffer("data/Empty.jsonl", Buffer.alloc(0));
  await archive.addFile(LONG_NAME, source);
  await archive.close();
}

describe("the backup archive", () => {
  it("gives back every file, a long name included, byte for byte", async () => {
    const file = path.join(dir, "round-trip.tar.gz");
    await sample(file);
    const out = path.join(dir, "round-trip");
    expect(await extractArchive(file, out)).toEqual(["manifest.json", "data/Empty.jsonl", LONG_NAME]);
    expect(readFileSync(path.join(out, LONG_NAME))).toEqual(IMAGE);
    expect(readFileSync(path.join(out, "data/Empty.jsonl"))).toHaveLength(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("is a tar file that tar lists and extracts", async () => {
    const file = path.join(dir, "tar.tar.gz");
    await sample(file);
    expect(execFileSync("tar", ["tzf", file], { encoding: "utf8" }).trim().split("\n")).toEqual([
      "manifest.json",
      "data/Empty.jsonl",
      LONG_NAME,
    ]);
    const out = path.join(dir, "by-tar");
    execFileSync("mkdir", ["-p", out]);
    execFileSync("tar", ["xzf", file, "-C", out]);
    expect(readFileSync(path.join(out, LONG_NAME))).toEqual(IMAGE);
  });

  it("refuses an archive cut short", async () => {
    const file = path.join(dir, "cut.tar.gz");
    await sample(file);
    truncateSync(file, statSync(file).size - 40);
    await expect(extractArchive(file, path.join(dir, "cut"))).rejects.toThrow();
  });

  it("refuses a file that would land outside the folder it is extracted to", async () => {
    const header = Buffer.alloc(512);
    header.write("../escaped.txt", 0);
    header.write("0000600\0", 100);
    header.write("00000000005\0", 124);
    header.write("0", 156);
    header.write("ustar\0", 257);
    header.write("00", 263);
    header.write("        ", 148);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
    const file = path.join(dir, "escape.tar.gz");
    writeFileSync(file, gzipSync(Buffer.concat([header, Buffer.from("hello"), Buffer.alloc(507), Buffer.alloc(1024)])));
    await expect(extractArchive(file, path.join(dir, "escape"))).rejects.toThrow(/outside its folder/);
  });
});
