import { describe, expect, it } from "vitest";
import { isLoopbackHost, publicOrigin } from "@/lib/http/public-origin";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the address links in e-mails and payment pages point at", () => {
  it("is AUTH_URL, then SITE_URL, whatever the request's headers say", () => {
    const forged = headers({ host: "attacker.example", "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" });
    expect(publicOrigin(forged, { AUTH_URL: "https://www.triplezero.example/api/auth", SITE_URL: "https://other.example" })).toBe(
      "https://www.triplezero.example",
    );
    expect(publicOrigin(forged, { SITE_URL: "https://shop.triplezero.example/", TRUST_PROXY: "true" })).toBe(
      "https://shop.triplezero.example",
    );
  });

  it("never takes X-Forwarded-Host without TRUST_PROXY", () => {
    const forged = headers({ host: "127.0.0.1:3000", "x-forwarded-host": "attacker.example" });
    expect(publicOrigin(forged, { PORT: "3000" })).toBe("http://127.0.0.1:3000");
    expect(publicOrigin(forged, { PORT: "3000", TRUST_PROXY: "false" })).toBe("http://127.0.0.1:3000");
  });

  it("never takes the forwarded host, even from a trusted proxy: nginx passes on whatever Host a visitor wrote", () => {
    const proxied = headers({ host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(publicOrigin(proxied, { TRUST_PROXY: "true", PORT: "3000" })).toBe("http://localhost:3000");
    const local = headers({ host: "localhost:3000", "x-forwarded-host": "evil.example" });
    expect(publicOrigin(local, { TRUST_PROXY: "true" })).toBe("http://localhost:3000");
  });

  it("takes the Host header only when it is a loopback address, else http://localhost:PORT", () => {
    expect(publicOrigin(headers({ host: "localhost:3100" }), { PORT: "3100" })).toBe("http://localhost:3100");
    expect(publicOrigin(headers({ host: "[::1]:3100" }), {})).toBe("http://[::1]:3100");
    expect(publicOrigin(headers({ host: "attacker.example" }), { PORT: "3100" })).toBe("http://localhost:3100");
    expect(publicOrigin(headers({ host: "192.168.1.20:3000" }), {})).toBe("http://localhost:3000");
    expect(publicOrigin(headers({}), { PORT: "not a port" })).toBe("http://localhost:3000");
  });

  it("counts localhost, *.localhost, 127/8 and ::1 as loopback, nothing else", () => {
    for (const host of ["localhost", "LOCALHOST:80", "app.localhost:3000", "127.0.0.1", "127.1.2.3:8080", "[::1]", "[::1]:3000"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      "localhost.evil.example",
      "127.0.0.1.evil.example",
      "10.0.0.1",
      "[::2]",
      "localhost@evil.example",
      "localhost/x",
      "",
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
