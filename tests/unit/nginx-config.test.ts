// The shipped nginx configuration (deploy/nginx): what the launcher renders from it is complete and
// valid, and the files it serves itself carry the app's headers.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BASELINE_HEADERS, NON_PAGE_POLICY } from "@/lib/security/headers.mjs";
import { SESSION_COOKIE } from "@/lib/auth/token";
import { CART_COOKIE } from "@/lib/cart";
import { renderNginxConfig } from "../../scripts/lib/nginx.mjs";

const NGINX = "/usr/sbin/nginx";
const dir = mkdtempSync(path.join(tmpdir(), "tz-nginx-config-"));
// Started as root, nginx's workers run as www-data and must pass through it to their cache.
chmodSync(dir, 0o711);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const main = renderNginxConfig({
  dir,
  listen: "127.0.0.1:3999",
  upstreams: ["127.0.0.1:4001", "127.0.0.1:4002"],
  staticDir: path.resolve(".next/static"),
});
const site = readFileSync(path.join(dir, "triple-zero.conf"), "utf8");
/** The same behind a TLS load balancer, in a folder of its own. */
const balancedDir = path.join(dir, "balanced");
const balancedMain = renderNginxConfig({
  dir: balancedDir,
  listen: "127.0.0.1:3998",
  upstreams: ["127.0.0.1:4001"],
  staticDir: path.resolve(".next/static"),
  serverNames: ["www.triplezero.example", "localhost"],
  loadBalancers: ["10.0.0.2", "192.168.10.0/24"],
});
const balanced = readFileSync(path.join(balancedDir, "triple-zero.conf"), "utf8");
const code = (text: string) =>
  text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n");

describe("the shipped nginx configuration", () => {
  it("is rendered with every placeholder filled: one server line per instance", () => {
    expect(code(site) + code(readFileSync(main, "utf8"))).not.toMatch(/@[A-Z_]+@/);
    expect(site).toContain("server 127.0.0.1:4001 max_fails=1 fail_timeout=2s;");
    expect(site).toContain("server 127.0.0.1:4002 max_fails=1 fail_timeout=2s;");
    expect(site).toContain("listen 127.0.0.1:3999;");
  });

  it("refuses, saying what to do, a folder nginx's workers could not enter", () => {
    if (process.getuid?.() !== 0) return;
    const closed = path.join(dir, "closed");
    mkdirSync(closed, { mode: 0o700 });
    const attempt = () =>
      renderNginxConfig({ dir: path.join(closed, "nginx"), listen: 3999, upstreams: ["127.0.0.1:4001"], staticDir: dir });
    expect(attempt).toThrow(`let others enter ${closed} (chmod o+x)`);
  });

  it("passes nginx -t when nginx is installed", () => {
    if (!existsSync(NGINX)) return;
    const result = spawnSync(NGINX, ["-t", "-p", dir, "-c", main], { encoding: "utf8" });
    expect(result.stderr).toContain("syntax is ok");
    expect(result.status).toBe(0);
  });

  it("serves only the site's names and closes the connection of a request for any other host", () => {
    expect(code(site)).toContain("server_name localhost 127.0.0.1;");
    expect(code(balanced)).toContain("server_name www.triplezero.example localhost;");
    expect(code(site)).toMatch(/listen 127\.0\.0\.1:3999 default_server;\s+server_name _;\s+server_tokens off;\s+return 444;/);
  });

  it("takes the visitor's address and scheme from the load balancers named, and from no one else", () => {
    expect(code(site)).not.toContain("set_real_ip_from");
    expect(code(balanced)).toContain("set_real_ip_from 10.0.0.2;\nset_real_ip_from 192.168.10.0/24;");
    expect(code(balanced)).toMatch(
      /geo \$realip_remote_addr \$triple_zero_from_balancer \{\s+default 0;\s+10\.0\.0\.2 1;\s+192\.168\.10\.0\/24 1;/,
    );
    expect(code(site)).toContain("proxy_set_header X-Forwarded-Proto $triple_zero_scheme;");
    expect(() => renderNginxConfig({ dir, listen: 1, upstreams: [], staticDir: dir, loadBalancers: ["10.0.0.1; evil"] })).toThrow(
      "not an address for nginx",
    );
  });

  it("counts only an instance it cannot reach as failed, never an answer (a 503 while the database is away)", () => {
    expect(code(site)).toContain("proxy_next_upstream error timeout;");
    expect(code(site)).not.toMatch(/proxy_next_upstream[^;]*(http_5\d\d|non_idempotent)/);
  });

  it("keeps a shared page 3 seconds, so that a staff change shows through it within 5", () => {
    expect(code(site)).toContain("proxy_cache_valid 200 301 308 404 410 3s;");
    // Nor a page Next answered from its cache while making it again: it may predate the change.
    expect(code(site)).toMatch(/proxy_no_cache [^;]*\$triple_zero_app_stale/);
  });

  it("passes nginx -t behind a load balancer too", () => {
    if (!existsSync(NGINX)) return;
    const result = spawnSync(NGINX, ["-t", "-p", balancedDir, "-c", balancedMain], { encoding: "utf8" });
    expect(result.stderr).toContain("syntax is ok");
    expect(result.status).toBe(0);
  });

  it("gives the build's static files the app's headers, its non-page policy and a year of immutable caching", () => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(site).toContain(`add_header ${name} "${value}" always;`);
    expect(site).toContain(`add_header Content-Security-Policy "${NON_PAGE_POLICY}" always;`);
    expect(site).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });

  it("never caches for the session and cart cookies the app sets", () => {
    expect(site).toContain(SESSION_COOKIE.replace(".", "\\."));
    expect(site).toContain(`${CART_COOKIE}=`);
  });

  it("takes the largest upload the app takes on the upload routes only", () => {
    expect(code(site).match(/client_max_body_size \S+;/g)).toEqual(["client_max_body_size 1m;", "client_max_body_size 21m;"]);
    expect(code(site)).toMatch(/location ~ \^\/api\/\(admin\|images\)[^}]*client_max_body_size 21m;/);
  });
});
