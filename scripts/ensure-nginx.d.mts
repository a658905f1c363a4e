export const NGINX: { path: string; pkg: string };
export function nginxInstallable(): boolean;
export function ensureNginx(): string;
