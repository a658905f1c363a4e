// The page a signed-in customer gets at a staff address: plain HTML from proxy.ts, styled like the site
// without loading its bundle.
import { escapeHtml, plainPageHtml } from "@/lib/security/plain-page";
import { siteConfig } from "@/lib/site-config";

/** `path` is where the visitor was going: signing in with a staff account brings them back there. */
export function forbiddenPageHtml(email: string, path: string): string {
  return plainPageHtml({
    title: "You do not have access",
    paragraphs: [
      `This page is for ${escapeHtml(siteConfig.companyName)} staff. You are signed in as <strong>${escapeHtml(email)}</strong>, a customer account.`,
    ],
    links: [
      { href: "/", label: "Back to the home page" },
      { href: "/account", label: "Your account" },
      { href: `/sign-in?${new URLSearchParams({ callbackUrl: path })}`, label: "Sign in with a staff account" },
    ],
    siteName: siteConfig.companyName,
  });
}
