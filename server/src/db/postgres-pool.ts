import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./database.ts";
import { queryErrorCounter } from "./database-stats.ts";
import { MIGRATIONS_DIR } from "./migrations-dir.ts";
import * as schema from "./schema.ts";

const APPLICATION_NAME = "maids-agency";

/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK_ID = 4_242_001;

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
    // How the server's connections are named in pg_stat_activity (a restore refuses while
    // they are open, naming them).
    application_name: APPLICATION_NAME,
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
  // Every failed statement is counted (the operator's metrics): those sent through the pool
  // (`pool.query`, Drizzle's outside transactions) here, those on a checked-out client below.
  const errors = queryErrorCounter();
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => errors.watch(poolQuery(...args))) as typeof pool.query;
  const poolConnect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  // Drizzle's transactions check a client out and release it only if BEGIN succeeded;
  // one whose connection breaks is given back to the pool (as broken) at once, so a
  // failure never keeps a slot, and the later release is a no-op. (The callback form
  // is the pool's own, for `pool.query`, which releases correctly.)
  pool.connect = ((callback?: unknown) => {
    if (callback) return poolConnect(callback);
    return poolConnect().then(releasedWhenBroken, (error: unknown) => {
      errors.count(error);
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
            errors.count(error);
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
    stats: () => ({
      queryErrors: { ...errors.counts },
      connections: {
        max: poolSize,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      },
    }),
  };
}
