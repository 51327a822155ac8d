import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { buildApp } from "./app.ts";
import { accountsWithDemoPasswords } from "./auth/published-passwords.ts";
import { type Config, ConfigError, loadConfig, PROJECT_ROOT } from "./config.ts";
import { type Database, DatabaseInUseError, openDatabase } from "./db/database.ts";
import { DEMO_ACCOUNTS } from "./demo/demo-accounts.ts";
import { loggerOptions } from "./http/request-logging.ts";
import { createDiskImageStorage, removeOrphanPhotos } from "./images/image-storage.ts";

const envFile = path.join(PROJECT_ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    // Forked by the primary below, which has migrated and prepared the database.
    await serve(config, await openDatabase(config.database));
    return;
  }
  const log = processLogger(config.logLevel);
  const database = await openDatabase(config.database);
  await prepare(config, database, log);
  if (config.workers === 1) {
    await serve(config, database);
  } else {
    await database.close();
    await runWorkers(config, log);
  }
  printBanner(config, config.loadDemoData);
}

/** Once per start, before any process serves: migrations, the orphan-photo sweep, demo data. */
async function prepare(config: Config, database: Database, log: ProcessLogger) {
  await database.migrate();
  const imageStorage = createDiskImageStorage(config.uploadsDir);
  await removeOrphanPhotos(database, config.uploadsDir);
  if (config.loadDemoData) {
    const started = Date.now();
    const { loadDemoData } = await import("./demo/load-demo-data.ts");
    const demo = await loadDemoData(database.db, imageStorage);
    if (demo.loaded)
      log.info({ helpers: demo.helpers, ms: Date.now() - started }, "demo data loaded");
  }
  if (config.nodeEnv === "production") await refuseDemoPasswords(log, database, config);
}

/** Builds the app and listens: the whole server with one process, or one cluster worker. */
async function serve(config: Config, database: Database) {
  const app = await buildApp({
    config,
    database,
    imageStorage: createDiskImageStorage(config.uploadsDir),
    logger: loggerOptions(config.logLevel),
  });
  stopGracefullyOnSignals(app, database, config.shutdownTimeoutMs);
  await app.listen({ host: config.host, port: config.port });
}

/** Restarts of workers that died on their own, within a minute, before the primary gives up. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * The primary of `config.workers` cluster workers sharing one port (ADR 0020). Resolves once
 * all listen; replaces a worker that dies; on SIGTERM or SIGINT passes SIGTERM on, waits for
 * every worker's graceful stop and exits 0 if all stopped cleanly, else 1.
 */
function runWorkers(config: Config, log: ProcessLogger): Promise<void> {
  return new Promise((resolve, reject) => {
    let listening = 0;
    let started = false;
    let stopping = false;
    let failed = false;
    const restarts: number[] = [];
    for (let i = 0; i < config.workers; i++) cluster.fork();
    cluster.on("listening", () => {
      if (started || ++listening < config.workers) return;
      started = true;
      log.info({ workers: config.workers }, "workers listening");
      resolve();
    });
    cluster.on("exit", (worker, code, signal) => {
      if (code !== 0) failed = true;
      const left = Object.keys(cluster.workers ?? {}).length;
      if (stopping) {
        if (left === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (!started) {
        stopAll();
        reject(new Error(`a worker exited during start-up (code ${code ?? signal})`));
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        log.error({ restarts: restarts.length }, "workers keep dying; stopping");
        failed = true;
        stopAll();
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
      cluster.fork();
    });
    const stopAll = () => {
      if (stopping) return;
      stopping = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      // Each worker bounds its own stop by SHUTDOWN_TIMEOUT_MS; this bounds the primary's.
      setTimeout(() => {
        log.error({ timeoutMs: config.shutdownTimeoutMs }, "workers did not stop in time; exiting");
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }, config.shutdownTimeoutMs + 2_000).unref();
    };
    const onSignal = (signal: NodeJS.Signals) => {
      log.info({ signal }, "shutting down: stopping the workers");
      stopAll();
    };
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
  });
}

type ProcessLogger = Record<"info" | "warn" | "error", (fields: object, message: string) => void>;

/** The primary's own JSON log lines, in the shape and at the level of the workers' (pino). */
function processLogger(level: string): ProcessLogger {
  const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 };
  const threshold = levels[level as keyof typeof levels] ?? 30;
  const line = (value: number) => (fields: object, msg: string) => {
    if (value < threshold) return;
    const entry = { level: value, time: Date.now(), pid: process.pid, hostname: hostname() };
    process.stdout.write(`${JSON.stringify({ ...entry, ...fields, msg })}\n`);
  };
  return { info: line(30), warn: line(40), error: line(50) };
}

export class DemoPasswordError extends Error {}

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

function stopGracefullyOnSignals(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  timeoutMs: number,
) {
  // Once stopping, responses are sent with `Connection: close` (or, when already under
  // way, their connection is closed once they are done): no keep-alive connection holds the exit.
  let stopping = false;
  const underWay = new Set<import("node:http").ServerResponse>();
  app.server.on("request", (_request, response) => {
    if (stopping) response.shouldKeepAlive = false;
    underWay.add(response);
    response.once("close", () => underWay.delete(response));
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    for (const response of underWay) {
      if (!response.headersSent) response.shouldKeepAlive = false;
      else response.once("finish", () => setImmediate(() => app.server.closeIdleConnections()));
    }
    // Requests in flight may not take longer than this; exits 1 if they do.
    const forceExit = setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown timed out; exiting");
      process.exit(1);
    }, timeoutMs);
    forceExit.unref();
    try {
      // Node closes the connections it sees as idle at once, and one whose request it has
      // not read yet looks idle: first let it read what clients have already sent, for two
      // turns of the event loop (the one that delivered the signal, and the next, which
      // reads the connections that one accepted). Those requests are served as usual.
      for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
      // Stops accepting connections, closes idle keep-alive ones, answers 503 to requests
      // arriving on busy ones (return503OnClosing), and resolves when those in flight are done.
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    app.log.info("stopped");
    process.exit(0);
  };
  // Not once: a worker gets SIGINT from the terminal and SIGTERM from its primary.
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function printBanner({ publicUrl: url, database, workers }: Config, demo: boolean) {
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
  ];
  if (demo) {
    lines.push(
      "  Demo accounts:",
      `    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}  (sign in at ${url}/system-access)`,
      `    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}  (sign in at ${url}/login)`,
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DemoPasswordError
  ) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
