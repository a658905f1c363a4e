import { describe, expect, it } from "vitest";
import { shortUserAgent } from "@/lib/audit/user-agent";

describe("a user agent as the audit log shows it", () => {
  it("names the browser, its version and the system", () => {
    expect(
      shortUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"),
    ).toBe("Chrome 131 on Windows");
    expect(
      shortUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
      ),
    ).toBe("Edge 131 on Windows");
    expect(shortUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox 133 on macOS",
    );
    expect(
      shortUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 18 on iOS");
    expect(
      shortUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36"),
    ).toBe("Headless Chrome 140 on Linux");
    expect(
      shortUserAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome 131 on Android");
  });

  it("names tools", () => {
    expect(shortUserAgent("curl/8.5.0")).toBe("curl 8.5");
    expect(shortUserAgent("python-requests/2.32.3")).toBe("Python requests 2.32");
  });

  it("cuts what it does not know to 40 characters, and has nothing for no header", () => {
    expect(shortUserAgent("evil-scanner")).toBe("evil-scanner");
    const long = shortUserAgent(`scanner ${"x".repeat(100)}`);
    expect(long).toHaveLength(40);
    expect(long?.endsWith("…")).toBe(true);
    expect(shortUserAgent(null)).toBeNull();
    expect(shortUserAgent("   ")).toBeNull();
  });
});
