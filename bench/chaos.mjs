// Fault injection against the built server: `npm run chaos` (after `npm run build`).
// Starts `node server/dist/server.js` on 127.0.0.1 with its own temporary DATA_DIR and,
// for the PostgreSQL scenarios, its own throwaway PostgreSQL 15 cluster; breaks things
// (kill -9 during writes, kill -9 of the server as process 1 of a pid namespace, as in a
// container, PostgreSQL stopped under load, SIGTERM under load, a read-only uploads
// directory, the photo store's S3 server stopped under load, sustained load) and checks what
// must hold. Prints one Markdown table
// (scenario | tried | held | figures) and exits 1 if anything did not hold.
//
// Environment: CHAOS_ONLY=crash-pglite,crash-postgres,crash-pid1,outage,graceful,disk,photo-store,load
// (default all), CHAOS_LOAD_USERS (200), CHAOS_LOAD_SECONDS (60), CHAOS_ROUNDS (3), PG_BIN.
// Linux only. Every request goes to a loopback address (127.0.0.1, or each simulated user's
// own 127.0.0.x); every scenario has a hard time limit; servers, the PostgreSQL cluster and
// the temporary directories are removed at the end, even on failure.
//
// One file per scenario in bench/chaos/ (crash, crash-pid1, outage, graceful, disk, photo-store,
// load) over
// bench/chaos/harness.mjs (servers, sites, requests, the table) and simulated-users.mjs.
import { existsSync } from "node:fs";
import { crashScenarios } from "./chaos/crash.mjs";
import { crashAsProcessOne } from "./chaos/crash-pid1.mjs";
import { disk } from "./chaos/disk.mjs";
import { graceful } from "./chaos/graceful.mjs";
import { postgresCluster, printTable, runScenario, SERVER_ENTRY, site } from "./chaos/harness.mjs";
import { load, loadPostgres } from "./chaos/load.mjs";
import { outage } from "./chaos/outage.mjs";
import { photoStore } from "./chaos/photo-store.mjs";

/** In the order they run and are listed. */
const SCENARIOS = [
  ...crashScenarios,
  crashAsProcessOne,
  outage,
  graceful,
  disk,
  photoStore,
  load,
  loadPostgres,
];

if (!existsSync(SERVER_ENTRY)) {
  console.error("server/dist/server.js is missing: run `npm run build` first.");
  process.exit(1);
}

/** @type {import("./chaos/harness.mjs").Site | undefined} */
let postgres;
/** @type {import("./chaos/harness.mjs").Sites} */
const sites = {
  embedded: site("pglite"),
  postgres: async () => {
    if (postgres) return postgres;
    const pg = await postgresCluster();
    postgres = site("postgres", await pg.createDatabase("maids_chaos"));
    return postgres;
  },
};

for (const scenario of SCENARIOS) await runScenario(scenario, sites);

console.error("");
process.exit(printTable() ? 0 : 1);
