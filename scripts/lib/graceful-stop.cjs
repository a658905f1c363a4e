// Preloaded into `next start` by scripts/start.mjs, which also sets NEXT_MANUAL_SIG_HANDLE=true so that
// Next's own handler stays out (it waits for every kept-alive connection to close, which behind nginx is
// a minute, and stops nothing else). SIGTERM or SIGINT stops the instance in order:
// 1. it accepts no new connection; idle kept-alive ones are closed, and one with a request under way is
//    closed once its answer is out (Connection: close), so nginx sends it nothing more;
// 2. the requests under way get up to STOP_GRACE_SECONDS (default 20) to finish;
// 3. meanwhile the job worker takes no new job and its jobs get the same time; one still running then is
//    handed back to the queue (lib/jobs/queue.ts stopJobQueue), to be retried by another instance;
// 4. the process exits with 0. A second signal changes nothing; SIGKILL is the way to cut it short.
"use strict";
const http = require("node:http");

const DEFAULT_GRACE_SECONDS = 20;

/** The limit in milliseconds: STOP_GRACE_SECONDS when it is a whole number of seconds from 1 to 600. */
function graceMs(value) {
  if (value === undefined || value === "") return DEFAULT_GRACE_SECONDS * 1000;
  const seconds = Number(value);
  if (Number.isInteger(seconds) && seconds >= 1 && seconds <= 600) return seconds * 1000;
  process.stderr.write(`[stop] STOP_GRACE_SECONDS must be a whole number from 1 to 600; using ${DEFAULT_GRACE_SECONDS}\n`);
  return DEFAULT_GRACE_SECONDS * 1000;
}

const limitMs = graceMs(process.env.STOP_GRACE_SECONDS);
const servers = new Set();
/** Answers not yet finished, of every server. */
const open = new Set();
let stopping = false;

const createServer = http.createServer;
http.createServer = function createTrackedServer(...args) {
  const server = createServer.apply(this, args);
  servers.add(server);
  server.on("request", (_request, response) => {
    open.add(response);
    // A request that arrived on a kept-alive connection after the stop began is answered, and its
    // connection then closed.
    if (stopping) response.shouldKeepAlive = false;
    response.on("close", () => open.delete(response));
  });
  return server;
};

const log = (line) => process.stdout.write(`[stop] ${line}\n`);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + limitMs;
  log(`${signal}: accepting no new requests; ${open.size} under way and the jobs get up to ${limitMs / 1000} s`);
  for (const server of servers) {
    server.close();
    server.closeIdleConnections();
  }
  for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
  // Set by lib/jobs/worker.ts when this process runs a job worker.
  const stopJobs = globalThis.__tzStopJobWorker;
  const jobs =
    typeof stopJobs === "function" ? stopJobs(limitMs).catch((error) => log(`the job worker: ${error?.message ?? error}`)) : null;
  while (open.size > 0 && Date.now() < deadline) {
    // A connection whose answer went out before the stop stays open until it is idle: closed then.
    for (const server of servers) server.closeIdleConnections();
    await delay(100);
  }
  if (open.size > 0) log(`${open.size} request(s) still under way after ${limitMs / 1000} s are cut short`);
  // pg-boss's own wait ends at the same limit; a little more for it to hand back the jobs it holds.
  if (jobs) await Promise.race([jobs, delay(Math.max(0, deadline - Date.now()) + 5_000)]);
  log("stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
