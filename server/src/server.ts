import { fork } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { accountsWithDemoPasswords } from "./auth/published-passwords.ts";
import { type Config, ConfigError, loadConfig, PROJECT_ROOT } from "./config.ts";
import { type Database, DatabaseInUseError, openDatabase } from "./db/database.ts";
import { DEMO_ACCOUNTS } from "./demo/demo-accounts.ts";
import type { DemoPasswordHashes } from "./demo/load-demo-data.ts";
import { removeLeftImportArchives } from "./helper-intake/helper-import-service.ts";
import { loggerOptions } from "./http/request-logging.ts";
import { type ImageStorage, removeOrphanPhotos } from "./images/image-storage.ts";
import { createImageStorage, describeImageStorage } from "./images/storage-from-config.ts";
import { aggregateWorkerMetrics } from "./metrics/cluster-metrics.ts";
import { runWorkers } from "./process/cluster-supervisor.ts";
import { stopGracefullyOnSignals } from "./process/graceful-shutdown.ts";
import { type ProcessLogger, processLogger } from "./process/process-logger.ts";

const envFile = path.join(PROJECT_ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    // Forked by the primary below, which has migrated and prepared the database.
    const database = await openDatabase(config.database);
    await serve(config, database, await createImageStorage(config), { clusterWorker: true });
    return;
  }
  if (process.env[FIRST_START_CHILD] === "1") {
    // Forked by the primary below on a new embedded database: prepares it, then ends. The demo
    // password hashes (128 MiB each) come before the database's memory, not on top of it.
    const { hashDemoPasswords } = await import("./demo/load-demo-data.ts");
    const demoHashes = config.loadDemoData ? await hashDemoPasswords() : undefined;
    const database = await openDatabase(config.database);
    const log = processLogger(config.logLevel);
    await prepare(config, database, await createImageStorage(config), log, demoHashes);
    await database.close();
    return;
  }
  const log = processLogger(config.logLevel);
  const imageStorage = await createImageStorage(config);
  // The child does all of `prepare`; this process only opens the database it made.
  const preparedByChild =
    config.database.kind === "pglite" && isNewPgliteDirectory(config.database.dir);
  if (preparedByChild) await prepareInChild();
  const database = await openDatabase(config.database);
  if (!preparedByChild) await prepare(config, database, imageStorage, log);
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

const FIRST_START_CHILD = "MAIDS_FIRST_START_CHILD";

function isNewPgliteDirectory(dir: string) {
  return !existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * A new embedded database is made, migrated and given its demo data by a short-lived child
 * process, whose memory (PGlite's WebAssembly memory never shrinks; sharp's and the password
 * hashes' buffers) goes back to the system when it ends, before this process opens the
 * database for good (ADR 0035). The child takes the data directory's lock as any process does.
 */
async function prepareInChild() {
  const child = fork(process.argv[1] as string, process.argv.slice(2), {
    execArgv: process.execArgv,
    // Fewer malloc arenas: libvips' threads otherwise keep one each, about 100 MB more at peak.
    env: { ...process.env, [FIRST_START_CHILD]: "1", MALLOC_ARENA_MAX: "2" },
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  // The child has said why (a setting, the lock, demo passwords in production).
  if (code !== 0) process.exit(code ?? 1);
}

/**
 * Once per start, before any process serves: migrations, the sweeps of orphan photos and of
 * finished imports' .zip files, demo data.
 */
async function prepare(
  config: Config,
  database: Database,
  imageStorage: ImageStorage,
  log: ProcessLogger,
  demoHashes?: DemoPasswordHashes,
) {
  await database.migrate();
  await removeOrphanPhotos(database, imageStorage)
    .then(() => removeLeftImportArchives(database, imageStorage, config.importsDir))
    .catch((error: unknown) => {
      throw new PhotoStorageError(config, error);
    });
  if (config.loadDemoData) {
    const started = Date.now();
    const { loadDemoData } = await import("./demo/load-demo-data.ts");
    const demo = await loadDemoData(database.db, imageStorage, demoHashes);
    if (demo.loaded)
      log.info({ helpers: demo.helpers, ms: Date.now() - started }, "demo data loaded");
  }
  if (config.nodeEnv === "production") await refuseDemoPasswords(log, database, config);
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

export class DemoPasswordError extends Error {}

/** The photo store could not even be listed at start: say which one and what to check. */
class PhotoStorageError extends Error {
  constructor(config: Config, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(
      `Cannot read the photo store, ${describeImageStorage(config)} (${reason}).\n` +
        (config.storage.kind === "s3"
          ? "Check S3_BUCKET, S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE, and that the credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the SDK's other sources) may list the bucket."
          : "Check that DATA_DIR/uploads can be read."),
      { cause },
    );
  }
}

/** In production, published demo passwords are a way in for anyone who read the README. */
async function refuseDemoPasswords(log: ProcessLogger, database: Database, config: Config) {
  const accounts = await accountsWithDemoPasswords(database.db, Object.values(DEMO_ACCOUNTS));
  if (accounts.length === 0) return;
  if (config.allowDemoAccounts) {
    log.warn({ accounts }, "demo accounts with published passwords are allowed on this site");
    return;
  }
  await database.close();
  throw new DemoPasswordError(
    [
      "Refusing to start in production: these accounts still have a demo password published in the README:",
      ...accounts.map((email) => `  ${email}`),
      "Give each a new password with `npm run create-admin -- --email <email>` (this also makes it an administrator),",
      "or start on a new database without demo data.",
    ].join("\n"),
  );
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
      `    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}  (sign in at ${url}/system-access)`,
      `    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}  (sign in at ${url}/login)`,
      `    staff     ${DEMO_ACCOUNTS.jolene.email} / ${DEMO_ACCOUNTS.jolene.password}, ${DEMO_ACCOUNTS.faizal.email} / ${DEMO_ACCOUNTS.faizal.password}  (administrators too)`,
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DemoPasswordError ||
    error instanceof PhotoStorageError
  ) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
