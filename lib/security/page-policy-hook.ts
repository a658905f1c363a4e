// Puts the hashes of a cached page's inline scripts into its Content-Security-Policy as its headers go
// out (see lib/security/page-scripts.mjs for why then). proxy.ts gives such a page its policy without
// the hashes and names the page in PAGE_SCRIPTS_HEADER; the hook, installed once per server process by
// instrumentation.ts, takes that header off and adds the hashes of the versions of that page this process
// has read or made. Headers are final when writeHead runs (Node calls it for an implicit head as well),
// and by then Next has read the page from its cache or remade it.
import "server-only";
import { ServerResponse } from "node:http";
import { PAGE_SCRIPTS_HEADER, withScriptHashes } from "./csp";
import { pageScriptHashes } from "./page-scripts.mjs";

const INSTALLED = Symbol.for("shop.pagePolicyHook");

/** Completes the policy of a response proxy.ts marked with the page it answers; others are left as they are. */
export function completePagePolicy(response: Pick<ServerResponse, "getHeader" | "setHeader" | "removeHeader">): void {
  const path = response.getHeader(PAGE_SCRIPTS_HEADER);
  if (typeof path !== "string") return;
  response.removeHeader(PAGE_SCRIPTS_HEADER);
  const policy = response.getHeader("content-security-policy");
  if (typeof policy === "string") response.setHeader("content-security-policy", withScriptHashes(policy, pageScriptHashes(path)));
}

export function installPagePolicyHook(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!this.headersSent) completePagePolicy(this);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  prototype[INSTALLED] = true;
}
