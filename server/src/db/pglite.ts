import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock.ts";
import type { Database, Db } from "./database.ts";
import { queryErrorCounter } from "./database-stats.ts";
import { MIGRATIONS_DIR } from "./migrations-dir.ts";
import { PGLITE_IMAGE } from "./pglite-files.ts";
import { usablePgliteImage } from "./pglite-image.ts";
import * as schema from "./schema.ts";

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory, which is allocated at start and
 * never returned: PGlite's default of 128MB was a third of an idle server. Reads beyond it come
 * from the operating system's file cache (ADR 0035).
 */
const SHARED_BUFFERS = "32MB";

/**
 * `dataDir` undefined keeps the database in memory (tests). A new database starts from `image`
 * when it is there and current, otherwise PGlite runs initdb, which costs seconds and hundreds of
 * MB (ADR 0035). A new data directory's image is by default the one `npm run build` made
 * (pglite-image.ts); a database in memory uses one only when given.
 */
export async function openPglite(
  dataDir?: string,
  { image = dataDir === undefined ? undefined : PGLITE_IMAGE }: { image?: string } = {},
): Promise<Database> {
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  let client: PGlite;
  try {
    const isNew = dataDir === undefined || !existsSync(path.join(dataDir, "PG_VERSION"));
    const loadDataDir = isNew && image ? await usablePgliteImage(image) : null;
    // Options in one object: PGlite reads its second argument only beside a directory's name,
    // so a database in memory silently ran initdb and took PGlite's own settings.
    client = new PGlite({
      dataDir,
      postgresqlconf: [`shared_buffers = ${SHARED_BUFFERS}`],
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await client.waitReady;
  } catch (error) {
    await releaseLock();
    throw error;
  }
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
