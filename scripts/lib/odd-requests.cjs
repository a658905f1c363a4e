// Preloaded into `next start` / `next dev` by scripts/start.mjs. Some requests never reach proxy.ts,
// so the proxy cannot refuse them with the site's headers:
// - TRACE and TRACK: Next hands the proxy a fetch Request, fetch forbids these methods, and Next
//   answers 500.
// - Any method but GET and HEAD on Next's own files (/_next/static/, which the proxy does not see):
//   Next answers by drawing a /405 page the app does not have, which ends in 500.
// - CONNECT: Node gives it to the server's 'connect' listeners and drops the connection when there is
//   none, as in Next.
// - A request Node cannot parse (an unknown method such as FOO, headers over Node's 16 KB, a broken
//   request line): Node answers a bare 400 or 431.
// Each gets a 4xx here, with the headers every answer of the site carries (lib/security/headers.mjs).
// It also brings in ./body-limit.cjs: a body longer than its address takes is cut short before Next reads it.
"use strict";
const http = require("node:http");
require("./body-limit.cjs");
const { BASELINE_HEADERS, HSTS, NON_PAGE_POLICY } = require("../../lib/security/headers.mjs");

const SECURITY_HEADERS = { ...BASELINE_HEADERS, "Content-Security-Policy": NON_PAGE_POLICY };

/** The methods some address of the site takes (proxy.ts narrows them per address). */
const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
/** Next's own files take only these. */
const FILE_ALLOW = "GET, HEAD";
/** Methods that fetch's Request refuses to carry, so Next cannot pass them to the proxy. */
const FETCH_FORBIDDEN = new Set(["TRACE", "TRACK"]);

/** The methods to name in a 405 to `request`, or null when Next can answer it itself. */
function refusedMethod(request) {
  const method = request.method;
  const isFile = typeof request.url === "string" && request.url.startsWith("/_next/static/");
  if (isFile && method !== "GET" && method !== "HEAD") return FILE_ALLOW;
  return FETCH_FORBIDDEN.has(method) ? ALLOW : null;
}

const REASONS = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  413: "Content Too Large",
  431: "Request Header Fields Too Large",
};
const MESSAGES = {
  400: "Bad request: the request could not be read.",
  405: "Method not allowed.",
  408: "The request took too long to arrive.",
  413: "Bad request: a chunk extension is too long.",
  431: "The request's headers are too large.",
};

/** Behind a trusted proxy a request that reached it over https also gets HSTS, as proxy.ts gives it. */
function overHttps(request) {
  return Boolean(request) && process.env.TRUST_PROXY === "true" && request.headers["x-forwarded-proto"] === "https";
}

function headersOf(status, request, allow = ALLOW) {
  return {
    ...SECURITY_HEADERS,
    ...(overHttps(request) ? { "Strict-Transport-Security": HSTS } : {}),
    ...(status === 405 ? { Allow: allow } : {}),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(MESSAGES[status])),
    Connection: "close",
  };
}

/** A whole HTTP/1.1 answer, for sockets that no ServerResponse writes to. */
function rawAnswer(status, request) {
  const lines = Object.entries(headersOf(status, request)).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join("\r\n")}\r\n\r\n${MESSAGES[status]}`;
}

function statusOfParseError(error) {
  switch (error && error.code) {
    case "HPE_INVALID_METHOD":
      return 405;
    case "HPE_HEADER_OVERFLOW":
      return 431;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    default:
      return 400;
  }
}

/** What Node does without a 'clientError' listener, with the site's headers on the answer. */
function onClientError(error, socket) {
  const inFlight = socket._httpMessage;
  if (error && error.code !== "ECONNRESET" && socket.writable && (!inFlight || !inFlight.headersSent)) {
    socket.write(rawAnswer(statusOfParseError(error)));
  }
  socket.destroy(error);
}

/** The site is no tunnel: CONNECT gets 405 and the connection is closed. */
function onConnect(request, socket) {
  // Node no longer watches this socket: an error on it must not end the process.
  socket.on("error", () => socket.destroy());
  socket.end(rawAnswer(405, request), () => socket.destroy());
}

/** Adds the listeners to a server; the preload does it for every server made with http.createServer. */
function guard(server) {
  server.on("clientError", onClientError);
  server.on("connect", onConnect);
  return server;
}

const createServer = http.createServer;
http.createServer = function createGuardedServer(...args) {
  return guard(createServer.apply(this, args));
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitRefusingOddMethods(event, request, response, ...rest) {
  const allow = event === "request" && request && response ? refusedMethod(request) : null;
  if (allow) {
    response.writeHead(405, headersOf(405, request, allow));
    response.end(MESSAGES[405]);
    return true;
  }
  return emit.call(this, event, request, response, ...rest);
};

module.exports = { guard };
