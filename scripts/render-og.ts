// Draws a page's social card to a PNG file, to look at it while changing its design:
//   npx tsx --conditions=react-server scripts/render-og.ts "Shipping and Returns" /tmp/og.png
// (the condition lets the server-only modules that sign the card's address load outside Next).
import { writeFileSync } from "node:fs";
import { GET } from "../app/og/route";
import { ogImageUrl } from "../lib/seo/og-card";

const [title = "Shipping and Returns", out = "/tmp/og.png"] = process.argv.slice(2);
const response = GET(new Request(ogImageUrl(title)));
if (!response.ok) throw new Error(`GET /og answered ${response.status}: ${await response.text()}`);
writeFileSync(out, Buffer.from(await response.arrayBuffer()));
console.log(`${out}: ${response.headers.get("content-type")}`);
