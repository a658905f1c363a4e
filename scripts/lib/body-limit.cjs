// Preloaded into `next start` / `next dev` with odd-requests.cjs (which requires this file). Next reads the
// body of every request proxy.ts sees before the proxy's answer can leave: it keeps up to
// experimental.proxyClientMaxBodySize (21 MB, for the uploads) for the route and waits for the body's end,
// so without this a page POST sent in chunks is read whole, 21 MB kept, before the proxy can refuse it at 1 MB.
// Here each request's body ends at the limit of its address: whoever reads it (Next, the proxy, the
// route) sees one byte more than the limit and refuses it with 413; the connection is not read further,
// and it is closed a moment after the answer has left. A body declared larger than the limit ends at
// once (the proxy and the routes refuse it by its Content-Length). The upload routes alone take 21 MB;
// every other address 1 MB, what Next takes for a server action (both in lib/security/body-limits.mjs).
"use strict";
const http = require("node:http");
const { ACTION_BODY_LIMIT_BYTES: PAGE_LIMIT, UPLOAD_BODY_LIMIT_BYTES: UPLOAD_LIMIT } = require("../../lib/security/body-limits.mjs");

/** The routes that take a file: images (10 MB) and safety data sheets (20 MB), with their multipart wrapping. */
const UPLOAD_ROUTES = [/^\/api\/images\/upload\/?$/, /^\/api\/admin\/products\/[^/]+\/sds\/upload\/?$/];

/** How long a connection whose body was cut stays open, unread, after its answer has been written. */
const CLOSE_DELAY_MS = 1000;

/** The most body bytes a request to `url` may send. */
function bodyLimit(url) {
  const pathname = String(url ?? "/").split("?")[0];
  return UPLOAD_ROUTES.some((route) => route.test(pathname)) ? UPLOAD_LIMIT : PAGE_LIMIT;
}

/**
 * Ends `request`'s body after `limit` + 1 bytes (at once when its declared length is over `limit`): the
 * bytes past it are dropped, the connection stops being read, and `response` closes it.
 */
function limitBody(request, response, limit) {
  const push = request.push;
  let received = 0;
  let cut = false;
  const cutHere = () => {
    cut = true;
    response.shouldKeepAlive = false;
    const socket = request.socket;
    if (socket) {
      socket.pause();
      // Node closes a connection that is not kept alive with destroySoon once the answer is written.
      socket.destroySoon = closeAfterAMoment;
    }
    // For Node the message is over: a message that ends incomplete is taken as aborted, and its
    // connection closed before the answer could be written.
    request.complete = true;
    push.call(request, null);
  };
  request.push = function pushWithinLimit(chunk, encoding) {
    if (cut) return false;
    if (chunk === null || chunk === undefined) return push.call(this, chunk, encoding);
    received += chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    // One byte over the limit reaches the reader, so that it knows the body was too large.
    push.call(this, chunk.subarray(0, chunk.length - (received - limit - 1)), encoding);
    cutHere();
    return false;
  };
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) cutHere();
}

/**
 * Closes the connection a moment after the answer has been written rather than at once: closing it with
 * unread bytes of the body on it resets it, and a client that is still sending would lose the answer.
 */
function closeAfterAMoment() {
  setTimeout(() => this.destroy(), CLOSE_DELAY_MS).unref();
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithBodyLimit(event, request, response, ...rest) {
  if (event === "request" && request && response && typeof request.push === "function") {
    limitBody(request, response, bodyLimit(request.url));
  }
  return emit.call(this, event, request, response, ...rest);
};

module.exports = { UPLOAD_ROUTES, bodyLimit };
