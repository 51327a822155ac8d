import cluster from "node:cluster";
import { STAFF_ROLE_LABELS } from "@maids/contract/staff-roles.ts";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "./demo/demo-accounts.ts";
import { loggerOptions } from "./http/request-logging.ts";
import type { ImageStorage } from "./images/image-storage.ts";
import { createImageStorage, describeImageStorage } from "./images/storage-from-config.ts";
import { aggregateWorkerMetrics } from "./metrics/cluster-metrics.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { runWorkers } from "./process/cluster-supervisor.ts";
import { stopGracefullyOnSignals } from "./process/graceful-shutdown.ts";
import { processLogger } from "./process/process-logger.ts";

/**
 * The primary process: prepares the database (unless a first start's child just did), then
 * serves, alone or through cluster workers.
 */
export async function startPrimary(
  config: Config,
  { preparedByChild }: { preparedByChild: boolean },
) {
  const log = processLogger(config.logLevel);
  const imageStorage = await createImageStorage(config);
  const database = await openDatabase(config.database);
  if (!preparedByChild) await prepareDatabase(config, database, imageStorage, log);
  if (config.workers === 1) {
    await serve(config, database, imageStorage);
  } else {
    await database.close();
    // Before the workers start: a scrape reaching any of them is answered with all of theirs.
    aggregateWorkerMetrics(cluster);
    await runWorkers(config, log);
  }
  printBanner(config, config.loadDemoData);
}

/** A cluster worker, forked by the primary, which has migrated and prepared the database. */
export async function startClusterWorker(config: Config) {
  const database = await openDatabase(config.database);
  await serve(config, database, await createImageStorage(config), { clusterWorker: true });
}

/** Builds the app and listens: the whole server with one process, or one cluster worker. */
async function serve(
  config: Config,
  database: Database,
  imageStorage: ImageStorage,
  { clusterWorker = false } = {},
) {
  const app = await buildApp({
    config,
    database,
    clusterWorker,
    imageStorage,
    logger: loggerOptions(config.logLevel),
  });
  stopGracefullyOnSignals(app, database, config.shutdownTimeoutMs);
  await app.listen({ host: config.host, port: config.port });
}

function printBanner(config: Config, demo: boolean) {
  const { publicUrl: url, database, workers } = config;
  const lines = [
    "",
    `  Maid agency is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Database: ${database.kind === "pglite" ? `embedded PGlite in ${database.dir}` : "PostgreSQL"}`,
    database.kind === "pglite"
      ? "  Processes: 1 (the embedded database is single-process; WEB_CONCURRENCY applies to PostgreSQL)"
      : workers === 1
        ? "  Processes: 1 (WEB_CONCURRENCY=1)"
        : `  Processes: ${workers} workers on one port (WEB_CONCURRENCY)`,
    `  Photos: ${describeImageStorage(config)}`,
  ];
  if (demo) {
    lines.push(
      "  Demo accounts:",
      `    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}  (the owner; staff sign in at ${url}/system-access)`,
      `    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}  (sign in at ${url}/login)`,
      `    helper    ${DEMO_ACCOUNTS.helper.email} / ${DEMO_ACCOUNTS.helper.password}  (a helper's own account; sign in at ${url}/login)`,
      ...DEMO_STAFF.slice(1).map(
        (staff) =>
          `    staff     ${staff.email} / ${staff.password}  (${STAFF_ROLE_LABELS[staff.staffRole]})`,
      ),
    );
  }
  console.log(`${lines.join("\n")}\n`);
}
