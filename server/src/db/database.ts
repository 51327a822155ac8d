import { type FileHandle, mkdir, open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Config, PROJECT_ROOT } from "../config.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The database and its lifecycle, the same for embedded PGlite and a PostgreSQL server. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Applies the migrations not applied yet; `folder` is for tests of one migration. */
  migrate(folder?: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "drizzle");
/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK_ID = 4_242_001;

/** `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  const client = new PGlite(dataDir);
  await client.waitReady.catch(async (error: unknown) => {
    await releaseLock();
    throw error;
  });
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
  };
}

export class DatabaseInUseError extends Error {}

const LOCK_ATTEMPTS = 20;
const LOCK_RETRY_MS = 50;
/** A takeover guard older than this was left by a process that died mid-takeover. */
const ABANDONED_TAKEOVER_MS = 10_000;

/**
 * PGlite is single-process: a second process opening the same directory
 * would corrupt it. The lock file is created atomically (`wx`) and names its
 * owner's pid; a lock whose owner has died is taken over under a second
 * atomic guard, so two processes starting together never both win.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "..", `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < LOCK_ATTEMPTS; attempt++) {
    if (await createExclusively(lockFile, String(process.pid))) {
      return () => rm(lockFile, { force: true });
    }
    const owner = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    if (owner && isRunning(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first ` +
          `(or, if no such process runs, delete ${lockFile}).`,
      );
    }
    // Dead owner: remove its lock, under a guard. No pid yet: its owner is writing it; wait.
    if (owner) await removeStaleLock(lockFile, owner);
    await delay(LOCK_RETRY_MS);
  }
  throw new DatabaseInUseError(
    `The embedded database in ${dataDir} is being opened by another process. Try again, or delete ${lockFile}.`,
  );
}

async function createExclusively(file: string, content: string): Promise<boolean> {
  let handle: FileHandle;
  try {
    handle = await open(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  return true;
}

async function removeStaleLock(lockFile: string, deadOwner: number) {
  const guard = `${lockFile}.takeover`;
  if (!(await createExclusively(guard, String(process.pid)))) {
    const guardAge = await stat(guard).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (guardAge > ABANDONED_TAKEOVER_MS) await rm(guard, { force: true });
    return;
  }
  try {
    // Only the lock we judged stale: another process may have replaced it meanwhile.
    const current = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    if (current === deadOwner) await rm(lockFile, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function openDatabase(config: Config["database"]): Promise<Database> {
  return config.kind === "pglite"
    ? openPglite(config.dir)
    : Promise.resolve(openPostgres(config.url, config.poolSize));
}

export function openPostgres(url: string, poolSize = 10): Database {
  /**
   * Bounds so that a database that is down or stuck answers requests within 5 s
   * (503, see database-unavailable.ts) instead of hanging them: 2 s to get a connection
   * (waiting for a free one, or connecting), then 2.5 s per statement on the server
   * and 3 s on the client (a connection that went silent). Migrations have their own
   * connection without these limits.
   */
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 2_000,
    statement_timeout: 2_500,
    query_timeout: 3_000,
    keepAlive: true,
  });
  // When PostgreSQL stops or restarts, idle connections fail: the pool drops them and
  // reports it here; without listeners that report would crash the process. Requests
  // meet the same failure in their queries, and the next connection is made afresh.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const poolConnect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  // Drizzle's transactions check a client out and release it only if BEGIN succeeded;
  // one whose connection breaks is given back to the pool (as broken) at once, so a
  // failure never keeps a slot, and the later release is a no-op. (The callback form
  // is the pool's own, for `pool.query`, which releases correctly.)
  pool.connect = ((callback?: unknown) => {
    if (callback) return poolConnect(callback);
    return poolConnect().then(releasedWhenBroken, (error: unknown) => {
      throw new Error("Cannot connect to the database", { cause: error });
    });
  }) as typeof pool.connect;

  const releaseOfCheckedOut = new WeakMap<pg.PoolClient, (error: Error) => void>();
  const watchedClients = new WeakSet<pg.PoolClient>();
  function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      releaseOfCheckedOut.delete(client);
      client.removeListener("error", releaseOnce);
      release(error);
    };
    client.on("error", releaseOnce);
    releaseOfCheckedOut.set(client, releaseOnce);
    client.release = releaseOnce;
    if (!watchedClients.has(client)) {
      // Once per connection: a statement that timed out on the client leaves the
      // connection busy with it, so a checked-out one is given back as broken.
      watchedClients.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (error instanceof Error && error.message === "Query read timeout") {
              releaseOfCheckedOut.get(client)?.(error);
            }
          });
        }
        return result;
      }) as typeof client.query;
    }
    return client;
  }

  const drizzleDb = drizzleNodePostgres(pool, { schema });
  const db = drizzleDb as unknown as Db;
  return {
    kind: "postgres",
    db,
    migrate: async (folder = MIGRATIONS_DIR) => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleNodePostgres(client, { schema }), {
          migrationsFolder: folder,
        });
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
