export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };
export function startEmbeddedDatabase(options: {
  dataDir?: string;
  memory?: boolean;
  templatePath?: string;
  timeoutMs?: number;
}): Promise<EmbeddedDatabase>;
