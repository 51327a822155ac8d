// The site bench/admin-list.mjs and bench/matching.mjs measure: the built server on 127.0.0.1
// over PostgreSQL 15 (a throwaway cluster, or BENCH_DATABASE_URL: an empty database the script
// may fill), started once for its migrations and demo data, topped up with seeded rows while
// stopped, then started again.
import { existsSync } from "node:fs";
import path from "node:path";
import { withPostgres } from "../seed-helpers.mjs";
import { HOST, throwawayPostgres } from "./harness.mjs";

const SERVER_ENTRY = path.resolve(import.meta.dirname, "..", "..", "server", "dist", "server.js");

/** Exits 1 naming `npm run build` when the server is not built. */
export function requireBuiltServer() {
  if (existsSync(SERVER_ENTRY)) return;
  console.error("server/dist/server.js is missing: run `npm run build` first.");
  process.exit(1);
}

/**
 * The started site, after `seed` (given a query function) filled its database.
 * @param {ReturnType<typeof import("./harness.mjs").createHarness>} harness
 * @param {string} name a short name for its folders and database
 * @param {(query: import("../seed-helpers.mjs").Query) => Promise<void>} seed
 */
export async function startSeededSite(harness, name, seed) {
  const site = {
    dataDir: harness.tempDir(`maids-bench-${name}-data-`),
    port: await harness.freePort(),
    databaseUrl:
      process.env.BENCH_DATABASE_URL ||
      (await (
        await throwawayPostgres(harness, {
          prefix: `maids-bench-${name}-pg-`,
          settings: ["fsync=off"],
        })
      ).createDatabase(`maids_bench_${name.replaceAll("-", "_")}`)),
  };
  const start = () =>
    harness.startProcess(
      [SERVER_ENTRY],
      {
        NODE_ENV: "development",
        HOST,
        PORT: String(site.port),
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl,
        // Requests come one at a time; one process leaves the shared machine's cores to others.
        WEB_CONCURRENCY: "1",
        DEMO_DATA: "on",
        LOG_LEVEL: "warn",
      },
      "is running at",
    );
  harness.progress("first start: migrations and demo data");
  const first = start();
  await first.ready;
  await first.stop();
  await withPostgres(site.databaseUrl, seed);
  const server = start();
  await server.ready;
  return { base: `http://${HOST}:${site.port}`, databaseUrl: site.databaseUrl, server };
}
