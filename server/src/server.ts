import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig, PROJECT_ROOT } from "./config.ts";
import { type Database, DatabaseInUseError, openDatabase } from "./db/database.ts";
import { DEMO_ACCOUNTS } from "./demo/demo-accounts.ts";
import { loadDemoData } from "./demo/load-demo-data.ts";
import { createDiskImageStorage } from "./images/image-storage.ts";

const envFile = path.join(PROJECT_ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const imageStorage = createDiskImageStorage(config.uploadsDir);
  const app = await buildApp({
    config,
    database,
    imageStorage,
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
  });

  if (config.loadDemoData) {
    const started = Date.now();
    const demo = await loadDemoData(database.db, imageStorage);
    if (demo.loaded)
      app.log.info({ helpers: demo.helpers, ms: Date.now() - started }, "demo data loaded");
  }

  stopGracefullyOnSignals(app, database, config.shutdownTimeoutMs);
  await app.listen({ host: config.host, port: config.port });
  printBanner(config, config.loadDemoData);
}

function stopGracefullyOnSignals(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  timeoutMs: number,
) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, timeoutMs);
    forceExit.unref();
    await app.close();
    await database.close();
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
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
