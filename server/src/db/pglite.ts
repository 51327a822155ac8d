import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock.ts";
import type { Database, Db } from "./database.ts";
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
