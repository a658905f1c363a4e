import type { ChildProcess } from "node:child_process";
export function renderNginxConfig(options: {
  dir: string;
  listen: string | number;
  upstreams: string[];
  staticDir: string;
  serverNames?: string[];
  loadBalancers?: string[];
  emptyCache?: boolean;
  mimeTypes?: string;
}): string;
export function testNginxConfig(nginx: string, mainConf: string): void;
export function spawnNginx(nginx: string, mainConf: string, onLine: (line: string) => void): ChildProcess;
export function reloadNginx(master: ChildProcess, timeoutMs?: number): Promise<void>;
export function precompressStatic(staticDir: string): number;
