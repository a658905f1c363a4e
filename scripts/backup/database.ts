// The database a backup is read from or restored into: DATABASE_URL's, else the embedded one in
// $DATA_DIR/pglite, reached through the server of the running site when there is one (a directory has
// one server: scripts/lib/data-dir-lock.mjs), else through a server of our own for the time of the command.
import { existsSync } from "node:fs";
import path from "node:path";
import { dataDirServer } from "../lib/data-dir-lock.mjs";
import { embeddedDatabaseUrl, startEmbeddedDatabase } from "../lib/embedded-db.mjs";
import { projectEnv } from "../lib/env.mjs";

export type Target = {
  url: string;
  kind: "postgresql" | "embedded";
  /** For messages: never the URL, which may hold a password. */
  description: string;
  dataDir: string;
  close: () => Promise<void>;
};

/** `create`: a restore may start a new embedded database; a backup needs one that exists. */
export async function openTarget(env: NodeJS.ProcessEnv, { create }: { create: boolean }): Promise<Target> {
  const project = projectEnv(env);
  const dataDir = project.DATA_DIR;
  if (project.DATABASE_URL) {
    const url = new URL(project.DATABASE_URL);
    const description = `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
    return { url: project.DATABASE_URL, kind: "postgresql", description, dataDir, close: async () => {} };
  }
  const where = path.relative(process.cwd(), project.pgliteDir) || project.pgliteDir;
  const running = await dataDirServer(project.pgliteDir);
  if (running) {
    if (running.port === undefined) throw new Error(`the embedded database in ${where} is starting: try again in a moment`);
    return {
      url: embeddedDatabaseUrl(project.pgliteDir, running.port),
      kind: "embedded",
      description: `the embedded database in ${where} (served by the running site, process ${running.pid})`,
      dataDir,
      close: async () => {},
    };
  }
  if (!create && !existsSync(path.join(project.pgliteDir, "PG_VERSION"))) {
    throw new Error(`there is no embedded database in ${where} (set DATABASE_URL or DATA_DIR to the one to back up)`);
  }
  const database = await startEmbeddedDatabase({ dataDir: project.pgliteDir, templatePath: project.pgliteTemplate });
  return { url: database.url, kind: "embedded", description: `the embedded database in ${where}`, dataDir, close: database.stop };
}
