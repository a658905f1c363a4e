import { describe, expect, it } from "vitest";
import { localSiteUrl, parseSiteEnv } from "@/lib/site-env";

describe("parseSiteEnv (checked when the site is built or started)", () => {
  it("takes well-formed values and treats empty ones as unset", () => {
    expect(parseSiteEnv({ SITE_PHONE: "800-555-0100", SITE_URL: "https://www.triplezero.example", SITE_EMAIL: "" })).toEqual({
      SITE_PHONE: "800-555-0100",
      SITE_URL: "https://www.triplezero.example",
    });
  });

  it("stops with the name of every wrong variable", () => {
    expect(() => parseSiteEnv({ SITE_PHONE: "555 0100", SITE_URL: "ftp://x.example", SITE_DEMO_VIDEO_ACID_ID: "short" })).toThrow(
      /SITE_PHONE: SITE_PHONE must look like 800-407-1173.*SITE_URL.*SITE_DEMO_VIDEO_ACID_ID: must be an 11-character YouTube video id/,
    );
  });

  it("ignores everything that is not a SITE_* fact", () => {
    expect(parseSiteEnv({ DATABASE_URL: "postgresql://x", SITE_COMPANY_NAME: "Acme" })).toEqual({ SITE_COMPANY_NAME: "Acme" });
  });
});

describe("the site's address without SITE_URL", () => {
  it("is the address npm start serves, on its port", () => {
    expect(localSiteUrl("3701")).toBe("http://localhost:3701");
    expect(localSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(localSiteUrl("not a port")).toBe("http://localhost:3000");
    expect(localSiteUrl("70000")).toBe("http://localhost:3000");
  });
});
