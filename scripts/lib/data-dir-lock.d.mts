export const LOCK_FILE: string;
export function dataDirServer(dataDir: string): Promise<{ pid: number; port?: number } | undefined>;
export function claimDataDir(dataDir: string): Promise<{ listening: (port: number) => void; release: () => void }>;
