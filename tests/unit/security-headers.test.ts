import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FILE_POLICY, PAGE_SCRIPTS_HEADER, pagePolicy, PAYMENT_HOSTS, withScriptHashes } from "@/lib/security/csp";
import { NON_PAGE_POLICY } from "@/lib/security/headers.mjs";
import { checkActionHost, checkOrigin } from "@/lib/security/origin";
import { completePagePolicy } from "@/lib/security/page-policy-hook";
import { inlineScriptHashes, pagePathOfCacheKey, pageScriptHashes, rememberPageScripts } from "@/lib/security/page-scripts.mjs";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy of a page", () => {
  it("allows a prerendered page's own inline scripts by hash, and nothing inline otherwise", () => {
    const policy = pagePolicy({ scripts: { kind: "hashes", hashes: ["sha256-abc="] }, payments: false, https: false });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "script-src")).not.toContain("'unsafe-eval'");
  });

  it("gives a page rendered per request its nonce", () => {
    const policy = pagePolicy({ scripts: { kind: "nonce", nonce: "n0nce", hashes: [] }, payments: false, https: false });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
  });

  it("lets only /checkout load, call and frame the payment providers", () => {
    const shop = pagePolicy({ scripts: { kind: "nonce", nonce: "x", hashes: [] }, payments: true, https: false });
    const other = pagePolicy({ scripts: { kind: "nonce", nonce: "x", hashes: [] }, payments: false, https: false });
    for (const host of PAYMENT_HOSTS.script) {
      expect(directive(shop, "script-src")).toContain(host);
      expect(other).not.toContain(host);
    }
    expect(directive(shop, "frame-src")).toContain("https://www.paypal.com");
    expect(directive(shop, "form-action")).toContain("https://www.sandbox.paypal.com");
    expect(directive(other, "form-action")).toEqual(["'self'"]);
  });

  it("forbids framing, plugins and a foreign <base>, and upgrades requests only on https", () => {
    const http = pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments: false, https: false });
    const https = pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments: false, https: true });
    expect(directive(http, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(http, "object-src")).toEqual(["'none'"]);
    expect(directive(http, "base-uri")).toEqual(["'self'"]);
    expect(directive(http, "upgrade-insecure-requests")).toBeUndefined();
    expect(directive(https, "upgrade-insecure-requests")).toEqual([]);
  });

  it("lets nothing run in or frame a non-page answer", () => {
    expect(directive(NON_PAGE_POLICY, "default-src")).toEqual(["'none'"]);
    expect(directive(NON_PAGE_POLICY, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("sandboxes an uploaded file on top of that", () => {
    expect(directive(FILE_POLICY, "default-src")).toEqual(["'none'"]);
    expect(directive(FILE_POLICY, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(FILE_POLICY, "sandbox")).toEqual([]);
  });
});

describe("inlineScriptHashes(html)", () => {
  it("hashes the inline scripts a browser runs, once each, and skips files and data blocks", () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="x">self.__next_f.push([1,"a"])</script>',
      '<script type="module">import "/m.js"</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([`sha256-${sha('self.__next_f.push([1,"a"])')}`, `sha256-${sha('import "/m.js"')}`]);
  });
});

describe("the script policy of a page from Next's page cache", () => {
  const page = (body: string) => `<html><body><p>$36.00</p><script>${body}</script></body></html>`;

  it("finds the page a cache key stores, in Next 16's layout and the older one", () => {
    expect(pagePathOfCacheKey("/route-cache/APP_PAGE/2f9c/$/products/drain-opener")).toBe("/products/drain-opener");
    expect(pagePathOfCacheKey("/route-cache/APP_PAGE/2f9c/$/index")).toBe("/");
    expect(pagePathOfCacheKey("/products")).toBe("/products");
    expect(pagePathOfCacheKey("/index")).toBe("/");
  });

  it("allows the scripts of a page remade after a change, and of the version a slower visitor may still be sent", () => {
    const path = `/products/test-${Math.random().toString(36).slice(2)}`;
    expect(pageScriptHashes(path)).toEqual([]);
    rememberPageScripts(`/route-cache/APP_PAGE/ab/$${path}`, page('self.__next_f.push([1,"$31.50"])'));
    rememberPageScripts(`/route-cache/APP_PAGE/ab/$${path}`, page('self.__next_f.push([1,"$36.00"])'));
    expect(pageScriptHashes(path)).toEqual([
      `sha256-${sha('self.__next_f.push([1,"$36.00"])')}`,
      `sha256-${sha('self.__next_f.push([1,"$31.50"])')}`,
    ]);
    // The versions before the last three are no longer sent by anyone.
    for (const price of ["$37.00", "$38.00", "$39.00"]) rememberPageScripts(path, page(`self.__next_f.push([1,"${price}"])`));
    expect(pageScriptHashes(path)).not.toContain(`sha256-${sha('self.__next_f.push([1,"$36.00"])')}`);
    expect(pageScriptHashes(path)).toHaveLength(3);
  });

  it("adds the hashes to the script-src of the policy once, and leaves the other directives", () => {
    const policy = pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments: false, https: false });
    const completed = withScriptHashes(withScriptHashes(policy, ["sha256-AAA"]), ["sha256-AAA", "sha256-BBB"]);
    expect(directive(completed, "script-src")).toEqual(["'self'", "'sha256-AAA'", "'sha256-BBB'"]);
    expect(completed.replace(" 'sha256-AAA' 'sha256-BBB'", "")).toBe(policy);
  });

  it("completes the policy of a response marked with its page as its headers go out, and drops the mark", () => {
    const path = `/products/test-${Math.random().toString(36).slice(2)}`;
    rememberPageScripts(path, page("go()"));
    const headers = new Map<string, string>([
      [PAGE_SCRIPTS_HEADER, path],
      ["content-security-policy", pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments: false, https: false })],
    ]);
    const response = {
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: string) => headers.set(name, value),
      removeHeader: (name: string) => headers.delete(name),
    };
    completePagePolicy(response as never);
    expect(headers.has(PAGE_SCRIPTS_HEADER)).toBe(false);
    expect(directive(headers.get("content-security-policy")!, "script-src")).toEqual(["'self'", `'sha256-${sha("go()")}'`]);
    // A response without the mark (an API answer, a page with a nonce) keeps its policy.
    headers.set("content-security-policy", NON_PAGE_POLICY);
    completePagePolicy(response as never);
    expect(headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
  });
});

describe("checkOrigin(request)", () => {
  const post = { method: "POST", host: "shop.example:3000", secFetchSite: null };

  it("lets reads through from anywhere", () => {
    expect(checkOrigin({ ...post, method: "GET", origin: "https://evil.example" })).toEqual({ ok: true });
  });

  it("accepts a change sent from the site itself or from its public address", () => {
    expect(checkOrigin({ ...post, origin: "http://shop.example:3000" }).ok).toBe(true);
    expect(checkOrigin({ ...post, origin: "https://www.triplezero.example", siteUrl: "https://www.triplezero.example/" }).ok).toBe(true);
  });

  it("refuses a change sent from another site, from an opaque origin, or marked cross-site", () => {
    expect(checkOrigin({ ...post, origin: "https://evil.example" })).toEqual({
      ok: false,
      reason: "Requests from https://evil.example are not accepted",
    });
    expect(checkOrigin({ ...post, method: "DELETE", origin: "http://shop.example:3001" }).ok).toBe(false);
    expect(checkOrigin({ ...post, origin: "null" }).ok).toBe(false);
    expect(checkOrigin({ ...post, origin: null, secFetchSite: "cross-site" }).ok).toBe(false);
    expect(checkOrigin({ ...post, origin: null, secFetchSite: "same-site" }).ok).toBe(false);
  });

  it("lets callers that are not browsers through (no Origin, no Sec-Fetch-Site)", () => {
    expect(checkOrigin({ ...post, origin: null }).ok).toBe(true);
    expect(checkOrigin({ ...post, origin: null, secFetchSite: "same-origin" }).ok).toBe(true);
  });
});

describe("checkActionHost(request): the host a server action was sent to, as Next compares it", () => {
  it("lets through an action whose Origin is the X-Forwarded-Host, or the Host without one, or no Origin", () => {
    expect(checkActionHost({ origin: "https://shop.example", forwardedHost: "shop.example", host: "10.0.0.5:3000" }).ok).toBe(true);
    expect(checkActionHost({ origin: "http://127.0.0.1:3000", forwardedHost: null, host: "127.0.0.1:3000" }).ok).toBe(true);
    expect(checkActionHost({ origin: "https://shop.example", forwardedHost: "Shop.Example, proxy.internal", host: "x" }).ok).toBe(true);
    expect(checkActionHost({ origin: null, forwardedHost: "evil.example", host: "127.0.0.1:3000" }).ok).toBe(true);
  });

  it("refuses an X-Forwarded-Host other than the Origin, which Next would answer with a 500", () => {
    expect(checkActionHost({ origin: "http://127.0.0.1:3000", forwardedHost: "evil.example", host: "127.0.0.1:3000" })).toEqual({
      ok: false,
      reason: "This action was sent to evil.example from http://127.0.0.1:3000: the two must be the same site",
    });
    expect(checkActionHost({ origin: "null", forwardedHost: null, host: "127.0.0.1:3000" }).ok).toBe(false);
  });
});
