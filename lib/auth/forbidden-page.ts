// The page a signed-in customer gets at a staff address: plain HTML from proxy.ts, styled like the site
// without loading its bundle.
import { siteConfig } from "@/lib/site-config";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** `path` is where the visitor was going: signing in with a staff account brings them back there. */
export function forbiddenPageHtml(email: string, path: string): string {
  const signIn = `/sign-in?${new URLSearchParams({ callbackUrl: path })}`;
  const company = escapeHtml(siteConfig.companyName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>You do not have access | ${company}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; background: #f8fafc; }
  main { max-width: 32rem; margin: 12vh auto; padding: 2rem 1.5rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { line-height: 1.6; margin: 0 0 1rem; color: #334155; }
  a { color: #0369a1; font-weight: 600; }
  a:focus-visible { outline: 3px solid #0369a1; outline-offset: 2px; }
  .links { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; }
</style>
</head>
<body>
<main>
  <h1>You do not have access</h1>
  <p>This page is for ${company} staff. You are signed in as <strong>${escapeHtml(email)}</strong>, a customer account.</p>
  <p class="links"><a href="/">Back to the home page</a><a href="/account">Your account</a><a href="${escapeHtml(signIn)}">Sign in with a staff account</a></p>
</main>
</body>
</html>`;
}
