// Preloaded into `next start` / `next dev` by scripts/start.mjs when TRUST_PROXY is not "true": the
// site then faces visitors directly, so an X-Forwarded-For or X-Real-IP a visitor sends is their own
// invention. Next keeps such a header as it is and only fills it from the socket when it is missing,
// and rate limits are keyed on it (lib/rate-limit clientAddress). Here every incoming request gets the
// socket's address instead, before Next sees it.
"use strict";
const http = require("node:http");

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithSocketAddress(event, request, ...rest) {
  if (event === "request" && request && request.headers && request.socket) {
    delete request.headers["x-real-ip"];
    const address = request.socket.remoteAddress;
    if (address) request.headers["x-forwarded-for"] = address;
    else delete request.headers["x-forwarded-for"];
  }
  return emit.call(this, event, request, ...rest);
};
