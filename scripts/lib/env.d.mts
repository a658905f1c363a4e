export function loadEnvFile(file: string): void;
export function projectEnv(source?: NodeJS.ProcessEnv): {
  PORT: number;
  DATABASE_URL?: string;
  DATA_DIR: string;
  TRUST_PROXY: "true" | "false";
  INSTANCES?: number;
  trustProxy: boolean;
  pgliteDir: string;
  pgliteTemplate: string;
};
