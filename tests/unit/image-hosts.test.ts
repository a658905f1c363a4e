// The image optimizer's remote hosts (lib/storage/image-hosts.ts, next.config.ts): only this shop's own
// uploadthing app, from UPLOADTHING_TOKEN; no other tenant of ufs.sh, and none at all without a token.
import { describe, expect, it, vi } from "vitest";
// Next's own matcher, the one its optimizer asks: no public module exports it (next/image checks patterns
// only in development, and never under test), and a copy of it here would test the copy.
import { matchRemotePattern } from "next/dist/shared/lib/match-remote-pattern";
import { remoteImagePatterns } from "@/lib/storage/image-hosts";
import { encodeUploadthingToken } from "@/lib/storage/uploadthing-token";

const TOKEN = encodeUploadthingToken({ apiKey: "sk_live_0123456789abcdef", appId: "k3x9q2w7zv", regions: ["sea1"] });

/** Whether the optimizer configured by next.config.ts with `env` would fetch `url`. */
async function optimizerFetches(env: Record<string, string | undefined>, url: string): Promise<boolean> {
  const saved = process.env.UPLOADTHING_TOKEN;
  if (env.UPLOADTHING_TOKEN === undefined) delete process.env.UPLOADTHING_TOKEN;
  else process.env.UPLOADTHING_TOKEN = env.UPLOADTHING_TOKEN;
  try {
    // A fresh copy of the configuration, read with this environment.
    vi.resetModules();
    const { default: config } = (await import("@/next.config")) as {
      default: { images?: { remotePatterns?: Parameters<typeof matchRemotePattern>[0][] } };
    };
    return (config.images?.remotePatterns ?? []).some((pattern) => matchRemotePattern(pattern, new URL(url)));
  } finally {
    if (saved === undefined) delete process.env.UPLOADTHING_TOKEN;
    else process.env.UPLOADTHING_TOKEN = saved;
  }
}

describe("the image optimizer's remote hosts", () => {
  it("fetch this app's uploadthing files and no other tenant's", async () => {
    expect(await optimizerFetches({ UPLOADTHING_TOKEN: TOKEN }, "https://k3x9q2w7zv.ufs.sh/f/drum-1764000000000.png")).toBe(true);
    expect(await optimizerFetches({ UPLOADTHING_TOKEN: TOKEN }, "https://attacker01.ufs.sh/f/huge-1764000000000.png")).toBe(false);
    expect(await optimizerFetches({ UPLOADTHING_TOKEN: TOKEN }, "https://k3x9q2w7zv.ufs.sh/other/drum.png")).toBe(false);
  });

  it("fetch no remote host without a token, an empty one included", async () => {
    expect(await optimizerFetches({}, "https://k3x9q2w7zv.ufs.sh/f/drum-1764000000000.png")).toBe(false);
    expect(remoteImagePatterns({ UPLOADTHING_TOKEN: "" })).toEqual([]);
    expect(remoteImagePatterns({})).toEqual([]);
  });

  it("refuse to start with a malformed token rather than allow a host it names", () => {
    const bad = Buffer.from(JSON.stringify({ apiKey: "sk_live_1", appId: "evil.example", regions: ["sea1"] })).toString("base64");
    expect(() => remoteImagePatterns({ UPLOADTHING_TOKEN: bad })).toThrow(/appId must be a host name label/);
    expect(remoteImagePatterns({ UPLOADTHING_TOKEN: TOKEN })).toEqual([
      { protocol: "https", hostname: "k3x9q2w7zv.ufs.sh", pathname: "/f/*", search: "" },
    ]);
  });
});
