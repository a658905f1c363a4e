// Work a request starts but its answer must not wait for: Next's after() runs it once the answer has
// gone out, so that, for example, how long sending an e-mail takes never tells a visitor whether an
// account exists. Outside a request (scripts, tests) there is no answer to wait for: it runs at once.
import "server-only";
import { after } from "next/server";

export async function afterResponse(task: () => Promise<unknown>): Promise<void> {
  const run = () => task().catch((error: unknown) => console.error("work after the response failed:", error));
  try {
    after(run);
  } catch {
    // after() throws outside a request scope.
    await run();
  }
}
