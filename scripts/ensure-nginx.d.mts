export const NGINX: { path: string; pkg: string };
export function nginxInstallable(): boolean;
export function ensureNginx(): string;
export function ensureNginxInBackground(): Promise<string>;
