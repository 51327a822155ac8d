/**
 * Fixed statements run straight on the driver, for the reads every request waits on
 * (fresh-reads.ts): on PostgreSQL a named statement, parsed and planned once per connection;
 * on PGlite the statement as is. Through drizzle the same read took twice as long (its query
 * building, per-query type parsers and result mapping cost as much as the round trip), and
 * every request of the moment waits for it (ADR 0025).
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./database.ts";

export interface PreparedStatement {
  /** Unique per statement text: PostgreSQL keeps it per connection under this name. */
  name: string;
  text: string;
}

type Row = Record<string, unknown>;
export type RunPrepared = (statement: PreparedStatement, values?: unknown[]) => Promise<Row[]>;

/**
 * Runs statements on the driver under `db` (node-postgres' pool or PGlite). A failure is
 * wrapped as drizzle wraps one ("Failed query: …", the cause kept), so that a database that
 * cannot be reached is told apart from a wrong query (database-unavailable.ts).
 */
export function preparedRunner(db: Db): RunPrepared {
  const run = driverRunner((db as unknown as { $client?: unknown }).$client);
  return (statement, values) =>
    run(statement, values).catch((error: unknown) => {
      throw new Error(`Failed query: ${statement.name}`, { cause: error });
    });
}

function driverRunner(client: unknown): RunPrepared {
  if (client instanceof pg.Pool) {
    return async ({ name, text }, values = []) =>
      (await client.query<Row>({ name, text, values })).rows;
  }
  if (client instanceof PGlite) {
    return async ({ text }, values = []) => (await client.query<Row>(text, values)).rows;
  }
  throw new Error("preparedRunner: the database handle is neither node-postgres nor PGlite");
}
