// The plain static file server `npm run bench` compares the site with: it answers each path with the
// file of the same name from a folder (held in memory), with the headers a static host sends, in a
// process of its own so that the load generator does not share its event loop.
//   node scripts/lib/static-server.mjs <folder> <port>
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [folder, port] = process.argv.slice(2);
if (!folder || !/^\d+$/.test(port ?? "")) throw new Error("usage: static-server.mjs <folder> <port>");

/** "index.html" is "/", "hvac-chemicals.html" is "/hvac-chemicals". */
const files = new Map(
  readdirSync(folder)
    .filter((name) => name.endsWith(".html"))
    .map((name) => [name === "index.html" ? "/" : `/${name.slice(0, -5)}`, readFileSync(path.join(folder, name))]),
);

createServer((request, response) => {
  const body = files.get(new URL(request.url ?? "/", "http://x").pathname);
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
