import { PGlite, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock.ts";
import type { Database, Db } from "./database.ts";
import { queryErrorCounter } from "./database-stats.ts";
import { MIGRATIONS_DIR } from "./migrations-dir.ts";
import * as schema from "./schema.ts";

/** `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  const client = new PGlite(dataDir);
  await client.waitReady.catch(async (error: unknown) => {
    await releaseLock();
    throw error;
  });
  const usage = watchStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: async (folder = MIGRATIONS_DIR) => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await releaseLock();
    },
    stats: () => ({
      queryErrors: { ...usage.errors.counts },
      connections: {
        max: 1,
        total: 1,
        idle: usage.running() === 0 ? 1 : 0,
        waiting: Math.max(0, usage.running() - 1),
      },
    }),
  };
}

/**
 * Counts, for the operator's metrics, the failed statements (outside and inside
 * transactions) and the statements or transactions under way: PGlite runs one at a time,
 * the others wait.
 */
function watchStatements(client: PGlite) {
  const errors = queryErrorCounter();
  let running = 0;
  const tracked = <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    return work().finally(() => running--);
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) =>
    tracked(() => errors.watch(query(...args)))) as PGlite["query"];
  client.exec = (...args) => tracked(() => errors.watch(exec(...args)));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    tracked(() =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((...args: Parameters<Transaction["query"]>) =>
          errors.watch(txQuery(...args))) as Transaction["query"];
        tx.exec = (...args) => errors.watch(txExec(...args));
        return callback(tx);
      }),
    );
  return { errors, running: () => running };
}
