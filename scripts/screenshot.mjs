// Takes full-page screenshots of the running site in Debian's chromium, at desktop width and at 390 px.
//
//   node scripts/screenshot.mjs http://127.0.0.1:3000/ /tmp/shots/home
//   -> /tmp/shots/home-desktop.png, /tmp/shots/home-phone.png
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureChromium } from "./ensure-chromium.mjs";

const [url, prefix] = process.argv.slice(2);
if (!url || !prefix) {
  console.error("usage: node scripts/screenshot.mjs <url> <output prefix>");
  process.exit(2);
}
mkdirSync(path.dirname(prefix), { recursive: true });
const browser = await chromium.launch({
  executablePath: ensureChromium("full"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true });
    await page.close();
    console.log(`${prefix}-${name}.png`);
  }
} finally {
  await browser.close();
}
