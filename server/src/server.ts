import { fork } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { setPasswordHashCost } from "./auth/password.ts";
import { ConfigError, loadConfig, PROJECT_ROOT } from "./config.ts";
import { DatabaseInUseError } from "./db/data-dir-lock.ts";
import { StartUpError } from "./process/start-up-error.ts";

/*
 * The server's entry. Which process this is decides what it loads: a first start's primary
 * waits for its child with only these imports, not the whole server (ADR 0035).
 */

const envFile = path.join(PROJECT_ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

const FIRST_START_CHILD = "MAIDS_FIRST_START_CHILD";

async function main() {
  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  if (cluster.isWorker) {
    const { startClusterWorker } = await import("./start-server.ts");
    return startClusterWorker(config);
  }
  if (process.env[FIRST_START_CHILD] === "1") {
    const { prepareNewDatabase } = await import("./prepare-database.ts");
    return prepareNewDatabase(config);
  }
  // The child does all of the preparing; this process then only opens the database it made.
  const preparedByChild =
    config.database.kind === "pglite" && isNewPgliteDirectory(config.database.dir);
  if (preparedByChild) await prepareInChild();
  const { startPrimary } = await import("./start-server.ts");
  await startPrimary(config, { preparedByChild });
}

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

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof StartUpError
  ) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
