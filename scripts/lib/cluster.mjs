// `npm run start:cluster` once the database is ready and the build made: INSTANCES `next start` processes
// on 127.0.0.1 behind nginx, kept serving.
// - An instance that exits on its own (a crash, kill -9) is started again on its port, after 1 s, then
//   2, 4 … up to 30 s while it keeps failing within a minute of its start; the log says each time. nginx
//   and the other instances serve meanwhile (nginx sends nothing to an instance it cannot reach).
// - nginx, if it exits on its own, is started again the same way.
// - `rollingRestart` (SIGHUP to the launcher) builds when the sources changed, copies the build as a
//   release (scripts/lib/releases.mjs), and moves the instances to it one at a time: the new process
//   starts on the slot's other port, and once it answers, nginx is reloaded to name it instead of the
//   old one, waits for the old one's requests to end, and the old process is stopped (SIGTERM, which
//   lets its requests and jobs finish: scripts/lib/graceful-stop.cjs). No request is refused meanwhile.
// - `stop` stops nginx gracefully (SIGQUIT: the requests it holds are finished), then the instances.
import { spawn } from "node:child_process";
import path from "node:path";
import { precompressStatic, reloadNginx, renderNginxConfig, spawnNginx, testNginxConfig } from "./nginx.mjs";
import { publishStatic, pruneReleases, releaseOf, staticFolder } from "./releases.mjs";

const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
/** A process that ran this long before it exited starts again after the shortest wait. */
const RAN_WELL_MS = 60_000;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies a child's output line by line behind `prefix`, so that several servers' lines stay readable. */
function prefixLines(stream, prefix, out) {
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`${prefix} ${rest}\n`));
}

/** Whether `port` answers its health check within `timeoutMs`; false at once if `child` exits first. */
async function answers(port, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await delay(200);
  }
  return false;
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Sends `signal` to `child` and waits for its exit; SIGKILL after `timeoutMs`. */
async function stopChild(child, signal, timeoutMs) {
  if (!child || exited(child)) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await gone;
  clearTimeout(timer);
}

/**
 * Starts the cluster and resolves once nginx serves. Options: `root`, `port` (nginx's), `instances`,
 * `dataDir`, `nextBin`, `env` (the instances' environment), `serverNames`, `loadBalancers`,
 * `graceSeconds`, `nginx` (its path), `build` (makes .next current; for a rolling restart) and `log`.
 */
export async function startCluster(options) {
  const { root, port, instances, dataDir, nextBin, env, serverNames, loadBalancers, graceSeconds, nginx, build, log } = options;
  const graceMs = graceSeconds * 1000;
  const nginxDir = path.join(dataDir, "nginx");
  let stopping = false;
  let rolling = false;
  let nginxProcess = null;
  /** One per instance: the port it serves on now, of its two (the other for a rolling restart). */
  const slots = Array.from({ length: instances }, (_, index) => ({
    number: index + 1,
    ports: [port + 1 + index, port + 1 + instances + index],
    port: port + 1 + index,
    release: "",
    child: null,
    failures: 0,
  }));
  const timers = new Set();
  /** Every instance process not yet exited, serving or new (a rolling restart's, before it serves). */
  const living = new Set();
  const later = (ms, task) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  };
  /** The wait before the next start of something that exited on its own, from its failures in a row. */
  const backoff = (failures) => Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** (failures - 1));

  function spawnInstance(slot, appPort, release) {
    const child = spawn(
      process.execPath,
      // The keep-alive timeout is above nginx's 60 s for its idle upstream connections: an idle connection
      // is closed by nginx first, never under a request nginx is sending on it.
      [nextBin, "start", "--port", String(appPort), "--hostname", "127.0.0.1", "--keepAliveTimeout", "65000"],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...env, NEXT_DIST_DIR: release, NEXT_MANUAL_SIG_HANDLE: "true", STOP_GRACE_SECONDS: String(graceSeconds) },
      },
    );
    prefixLines(child.stdout, `[app ${slot.number}]`, process.stdout);
    prefixLines(child.stderr, `[app ${slot.number}]`, process.stderr);
    const startedAt = Date.now();
    living.add(child);
    child.on("exit", (code, signal) => {
      living.delete(child);
      // Stopped by us (a rolling restart, the launcher's stop) or a new process that never served.
      if (stopping || child.planned || slot.child !== child) return;
      slot.failures = Date.now() - startedAt >= RAN_WELL_MS ? 1 : slot.failures + 1;
      const wait = backoff(slot.failures);
      log(
        `app ${slot.number} (port ${appPort}) stopped on its own (${signal ?? `exit ${code}`}); starting it again in ${wait / 1000} s` +
          `${slot.failures > 1 ? ` (failure ${slot.failures} in a row)` : ""}; the other instances serve meanwhile`,
      );
      later(wait, () => {
        if (stopping || slot.child !== child) return;
        const again = spawnInstance(slot, appPort, slot.release);
        slot.child = again;
        void answers(appPort, 120_000, again).then((ok) => ok && !stopping && log(`app ${slot.number} serves again on port ${appPort}`));
      });
    });
    return child;
  }

  function writeNginxConfig(emptyCache) {
    return renderNginxConfig({
      dir: nginxDir,
      listen: port,
      upstreams: slots.map((slot) => `127.0.0.1:${slot.port}`),
      staticDir: staticFolder(root),
      serverNames,
      loadBalancers,
      emptyCache,
    });
  }

  function runNginx(config, failures = 0) {
    const startedAt = Date.now();
    const child = spawnNginx(nginx, config, (line) => process.stderr.write(`[nginx] ${line}\n`));
    nginxProcess = child;
    child.on("exit", (code, signal) => {
      if (stopping || nginxProcess !== child) return;
      const inARow = Date.now() - startedAt >= RAN_WELL_MS ? 1 : failures + 1;
      const wait = backoff(inARow);
      log(`nginx stopped on its own (${signal ?? `exit ${code}`}); starting it again in ${wait / 1000} s`);
      later(wait, () => !stopping && runNginx(config, inARow));
    });
  }

  /** The release of the current .next (built first when asked to), with its files published for nginx. */
  function currentRelease() {
    const release = releaseOf(root);
    publishStatic(root, release);
    const compressed = precompressStatic(staticFolder(root));
    if (compressed) log(`compressed ${compressed} of the build's files once for nginx`);
    return release;
  }

  const release = currentRelease();
  log(`the instances serve ${release} (a copy of .next: a later build does not change it under them)`);
  const pruned = pruneReleases(root, new Set([release]));
  if (pruned.length) log(`removed the old releases ${pruned.join(", ")}`);
  for (const slot of slots) {
    slot.release = release;
    slot.child = spawnInstance(slot, slot.port, release);
  }
  // nginx starts once the instances answer, so that its first visitors meet no 502.
  const ready = await Promise.all(slots.map((slot) => answers(slot.port, 120_000, slot.child)));
  if (ready.includes(false) && !stopping) log("warning: not every instance answers yet; nginx starts all the same");
  if (stopping) return null;
  const config = writeNginxConfig(true);
  testNginxConfig(nginx, config);
  runNginx(config);
  log(`nginx's access log: ${path.relative(root, path.join(nginxDir, "access.log"))}`);

  return {
    /** Moves every instance to the newest build, one at a time (see the top of this file). */
    async rollingRestart() {
      if (rolling) return log("a rolling restart is under way already");
      rolling = true;
      try {
        log("rolling restart: making the build current");
        await build();
        const next = currentRelease();
        for (const slot of slots) {
          if (stopping) return;
          const previous = slot.child;
          const newPort = slot.ports.find((candidate) => candidate !== slot.port);
          log(`rolling restart: app ${slot.number} starts on port ${newPort} (${next})`);
          const fresh = spawnInstance(slot, newPort, next);
          if (!(await answers(newPort, 120_000, fresh))) {
            fresh.planned = true;
            await stopChild(fresh, "SIGKILL", 1_000);
            throw new Error(`app ${slot.number} did not answer on port ${newPort}`);
          }
          slot.child = fresh;
          slot.port = newPort;
          slot.release = next;
          slot.failures = 0;
          writeNginxConfig(false);
          await reloadNginx(nginxProcess);
          // nginx's workers that knew the old process have finished with it: its stop cuts nothing.
          previous.planned = true;
          await stopChild(previous, "SIGTERM", graceMs + 10_000);
          log(`rolling restart: app ${slot.number} serves on port ${newPort}`);
        }
        const removed = pruneReleases(root, new Set(slots.map((slot) => slot.release)));
        if (removed.length) log(`removed the old releases ${removed.join(", ")}`);
        log(`rolling restart done: every instance serves ${next}`);
      } catch (error) {
        log(
          `rolling restart stopped: ${error instanceof Error ? error.message : String(error)}; the instances that were serving still are`,
        );
      } finally {
        rolling = false;
      }
    },

    /** nginx first, gracefully (it finishes what it holds), then every instance (scripts/lib/graceful-stop.cjs). */
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await stopChild(nginxProcess, "SIGQUIT", graceMs);
      await Promise.all([...living].map((child) => stopChild(child, "SIGTERM", graceMs + 10_000)));
    },
  };
}
