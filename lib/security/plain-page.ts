// Small HTML pages proxy.ts answers itself (a refusal, the staff area's 403), styled like the site without
// loading its bundle or any script, so they fit the strictest policy. Pure.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export type PlainPage = {
  title: string;
  /** Paragraphs of HTML: callers escape what they put in (escapeHtml). */
  paragraphs: string[];
  links: { href: string; label: string }[];
  siteName: string;
};

export function plainPageHtml({ title, paragraphs, links, siteName }: PlainPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title>
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
  <h1>${escapeHtml(title)}</h1>
  ${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("\n  ")}
  <p class="links">${links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join("")}</p>
</main>
</body>
</html>`;
}
