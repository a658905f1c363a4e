// Runs once when a server instance starts: completes the script policy of cached pages as they go out
// (lib/security/page-policy-hook.ts), checks the file storage settings (lib/storage), then starts
// the instance's job worker (lib/jobs), so that e-mail goes out and the order jobs run with nobody on the
// page. Not while building (no database then); no worker when JOB_WORKER=0 (an instance that only serves
// pages; another one must run the worker then).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // The launcher's tests read which Node.js each instance runs (scripts/lib/project-node.mjs).
  console.log(`[server] Node.js ${process.version}, process ${process.pid}`);
  const { installPagePolicyHook } = await import("@/lib/security/page-policy-hook");
  installPagePolicyHook();
  const { checkStorageAtStart } = await import("@/lib/storage");
  checkStorageAtStart();
  if (process.env.JOB_WORKER === "0") return;
  const { startJobWorker } = await import("@/lib/jobs/worker");
  try {
    await startJobWorker();
  } catch (error) {
    // The site still serves pages; messages stay queued in the database until a worker runs.
    console.error("[jobs] the worker did not start:", error instanceof Error ? error.message : error);
  }
}
