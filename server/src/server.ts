import { existsSync } from "node:fs";
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
  const database = await openDatabase(config.database);
  await database.migrate();
  const imageStorage = createDiskImageStorage(config.uploadsDir);
  await removeOrphanPhotos(database, config.uploadsDir);
  const app = await buildApp({
    config,
    database,
    imageStorage,
    logger: loggerOptions(config.logLevel),
  });

  if (config.loadDemoData) {
    const started = Date.now();
    const { loadDemoData } = await import("./demo/load-demo-data.ts");
    const demo = await loadDemoData(database.db, imageStorage);
    if (demo.loaded)
      app.log.info({ helpers: demo.helpers, ms: Date.now() - started }, "demo data loaded");
  }
  if (config.nodeEnv === "production") await refuseDemoPasswords(app, database, config);

  stopGracefullyOnSignals(app, database, config.shutdownTimeoutMs);
  await app.listen({ host: config.host, port: config.port });
  printBanner(config, config.loadDemoData);
}

export class DemoPasswordError extends Error {}

/** In production, published demo passwords are a way in for anyone who read the README. */
async function refuseDemoPasswords(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  config: Config,
) {
  const accounts = await accountsWithDemoPasswords(database.db);
  if (accounts.length === 0) return;
  if (config.allowDemoAccounts) {
    app.log.warn({ accounts }, "demo accounts with published passwords are allowed on this site");
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
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

function printBanner({ publicUrl: url, database }: Config, demo: boolean) {
  const lines = [
    "",
    `  Maid agency is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Database: ${database.kind === "pglite" ? `embedded PGlite in ${database.dir}` : "PostgreSQL"}`,
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
