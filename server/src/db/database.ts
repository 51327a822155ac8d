import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Config } from "../config.ts";
import type { DatabaseStats } from "./database-stats.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres-pool.ts";
import type * as schema from "./schema.ts";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * The database and its lifecycle, the same for embedded PGlite (pglite.ts, one process,
 * guarded by data-dir-lock.ts) and a PostgreSQL server (postgres-pool.ts).
 */
export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Applies the migrations not applied yet; `folder` is for tests of one migration. */
  migrate(folder?: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Failed statements and connection use so far (the operator's metrics). */
  stats(): DatabaseStats;
}

export { DatabaseInUseError, lockDataDir } from "./data-dir-lock.ts";

export { QUERY_ERROR_KINDS } from "./database-stats.ts";
export { MIGRATIONS_DIR } from "./migrations-dir.ts";
export { openPglite } from "./pglite.ts";
export { openPostgres } from "./postgres-pool.ts";

export function openDatabase(config: Config["database"]): Promise<Database> {
  return config.kind === "pglite"
    ? openPglite(config.dir)
    : Promise.resolve(openPostgres(config.url, config.poolSize));
}
