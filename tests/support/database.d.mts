export type TestDatabaseKind = "pglite" | "postgres";
export type TestDatabase = { url: string; stop: () => Promise<void> };

export const POSTGRES_URL: string;
export function postgresAvailable(url?: string): Promise<boolean>;
export function testDatabaseKind(env?: NodeJS.ProcessEnv): TestDatabaseKind;
export function startTestDatabase(kind: TestDatabaseKind, postgresUrl?: string): Promise<TestDatabase>;
