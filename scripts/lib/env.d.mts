export function loadEnvFile(file: string): void;
export function projectEnv(source?: NodeJS.ProcessEnv): {
  PORT: number;
  DATABASE_URL?: string;
  DATA_DIR: string;
  TRUST_PROXY: "true" | "false";
  INSTANCES?: number;
  LOAD_BALANCER_ADDRESSES: string[];
  STOP_GRACE_SECONDS: number;
  trustProxy: boolean;
  pgliteDir: string;
  pgliteTemplate: string;
};
