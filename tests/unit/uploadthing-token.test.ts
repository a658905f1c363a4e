import { describe, expect, it } from "vitest";
import { isLibraryFileUrl } from "@/lib/storage/addresses";
import { encodeUploadthingToken, parseUploadthingToken } from "@/lib/storage/uploadthing-token";

const base64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64");
const TOKEN = { apiKey: "sk_live_0123456789abcdef", appId: "k3x9q2w7zv", regions: ["sea1"] };

describe("reading UPLOADTHING_TOKEN (base64 of { apiKey, appId, regions })", () => {
  it("takes a token as the dashboard gives it, surrounding spaces and an ingest host included", () => {
    expect(parseUploadthingToken(` ${base64(TOKEN)}\n`)).toEqual(TOKEN);
    const withHost = { ...TOKEN, regions: ["fra1", "sea1"], ingestHost: "ingest.uploadthing.com" };
    expect(parseUploadthingToken(encodeUploadthingToken(withHost))).toEqual(withHost);
  });

  it("names each wrong field: a publishable key, an app id that is no host name, no region", () => {
    expect(() => parseUploadthingToken(base64({ apiKey: "pk_live_1", appId: "evil.example/x", regions: [] }))).toThrow(
      "UPLOADTHING_TOKEN is not an uploadthing token (apiKey: apiKey must start with sk_; appId: appId must be a host name label " +
        "(letters, digits, hyphens); regions: regions must name one region at least): copy the V7 token again from the API Keys page " +
        "of the uploadthing dashboard",
    );
    expect(() => parseUploadthingToken(base64({ apiKey: "sk_live_1", regions: ["sea1"] }))).toThrow(/\(appId: /);
  });

  it("says when it is not base64 or not JSON, and never repeats the secret", () => {
    expect(() => parseUploadthingToken("sk_live_0123456789abcdef")).toThrow(/^UPLOADTHING_TOKEN is not base64: copy the V7 token again/);
    expect(() => parseUploadthingToken(base64("sk_live_0123456789abcdef"))).toThrow(/^UPLOADTHING_TOKEN does not decode to JSON/);
    expect(() => parseUploadthingToken(base64([TOKEN]))).toThrow(/not an uploadthing token/);
    const refusal = (() => {
      try {
        parseUploadthingToken(base64({ ...TOKEN, regions: "sea1" }));
        return "accepted";
      } catch (error) {
        return String(error);
      }
    })();
    expect(refusal).toMatch(/\(regions: /);
    expect(refusal).not.toContain(TOKEN.apiKey);
  });
});

describe("library image addresses the hero and pages accept", () => {
  it("are the disk's /uploads/<name> and uploadthing's https://<appId>.ufs.sh/f/<name>, nothing else", () => {
    expect(isLibraryFileUrl("/uploads/tank-1732270000000.png")).toBe(true);
    expect(isLibraryFileUrl("https://k3x9q2w7zv.ufs.sh/f/tank-1732270000000.webp")).toBe(true);
    expect(isLibraryFileUrl("http://k3x9q2w7zv.ufs.sh/f/tank-1.png")).toBe(false);
    expect(isLibraryFileUrl("https://ufs.sh.evil.example/f/tank-1.png")).toBe(false);
    expect(isLibraryFileUrl('https://k3x9q2w7zv.ufs.sh/f/x.png"); background: red; ("')).toBe(false);
    expect(isLibraryFileUrl("https://k3x9q2w7zv.ufs.sh/a/k3x9q2w7zv/tank-1.png")).toBe(false);
  });
});
