/** `url` carries the password, kept in `passwordFile` (null for an in-memory database, whose password dies with it). */
export type EmbeddedDatabase = { url: string; port: number; nodeVersion: string; passwordFile: string | null; stop: () => Promise<void> };
export function startEmbeddedDatabase(options: {
  dataDir?: string;
  memory?: boolean;
  templatePath?: string;
  timeoutMs?: number;
}): Promise<EmbeddedDatabase>;
/** The URL of the running server of `dataDir` on `port`, with the password kept beside the data. */
export function embeddedDatabaseUrl(dataDir: string, port: number): string;
