import { accountsWithDemoPasswords } from "./auth/published-passwords.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { DEMO_ACCOUNTS } from "./demo/demo-accounts.ts";
import type { DemoPasswordHashes } from "./demo/load-demo-data.ts";
import { removeLeftImportArchives } from "./helper-intake/helper-import-service.ts";
import { openIdentityCipher } from "./identity/identity-keys.ts";
import { type ImageStorage, removeOrphanPhotos } from "./images/image-storage.ts";
import { createImageStorage, describeImageStorage } from "./images/storage-from-config.ts";
import { type ProcessLogger, processLogger } from "./process/process-logger.ts";
import { StartUpError } from "./process/start-up-error.ts";

/**
 * Once per start, before any process serves: migrations, the sweeps of orphan photos and of
 * finished imports' .zip files, demo data.
 */
export async function prepareDatabase(
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
    const identity = { cipher: await openIdentityCipher(config), agency: config.agency };
    const demo = await loadDemoData(database.db, imageStorage, { identity, hashes: demoHashes });
    if (demo.loaded) {
      const { insertDemoDocuments } = await import("./demo/demo-documents.ts");
      await insertDemoDocuments(database.db, config, identity.cipher, demo.packCases);
      log.info({ helpers: demo.helpers, ms: Date.now() - started }, "demo data loaded");
    }
  }
  if (config.nodeEnv === "production") await refuseDemoPasswords(log, database, config);
}

/**
 * A first start's child process on a new embedded database: prepares it, then ends (ADR 0035).
 * The demo password hashes (128 MiB each) come before the database's memory, not on top of it.
 */
export async function prepareNewDatabase(config: Config) {
  const { hashDemoPasswords } = await import("./demo/load-demo-data.ts");
  const demoHashes = config.loadDemoData ? await hashDemoPasswords() : undefined;
  const database = await openDatabase(config.database);
  const log = processLogger(config.logLevel);
  await prepareDatabase(config, database, await createImageStorage(config), log, demoHashes);
  await database.close();
}

class DemoPasswordError extends StartUpError {}

/** The photo store could not even be listed at start: say which one and what to check. */
class PhotoStorageError extends StartUpError {
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
