/**
 * Restores an archive written by `npm run backup` (ADR 0034) into the configured, empty
 * database and photo store:
 *   npm run restore ARCHIVE
 *   npm run restore -- ARCHIVE --force   drops the database's tables and the stored photos first
 *   npm run restore -- ARCHIVE --allow-unencrypted   in production, restores a plain archive
 * An encrypted archive needs the BACKUP_KEY it was made with.
 * Stop the server first. Migrations newer than the backup apply when the server starts.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "../backup/restore.ts";
import { loadConfig, PROJECT_ROOT } from "../config.ts";
import { createImageStorage } from "../images/storage-from-config.ts";

async function main() {
  const envFile = path.join(PROJECT_ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { values, positionals } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      "allow-unencrypted": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const [given, ...extra] = positionals;
  if (!given || extra.length > 0) {
    throw new Error("Usage: npm run restore ARCHIVE   (or npm run restore -- ARCHIVE --force)");
  }
  // npm runs the script in server/: a relative path is the operator's own folder's.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const started = Date.now();
  const { manifest, restored } = await restoreBackup({
    database: config.database,
    storage: await createImageStorage(config),
    archive,
    force: values.force,
    archiveKey: {
      key: config.backupKey,
      requireEncrypted: config.nodeEnv === "production" && !values["allow-unencrypted"],
    },
  });
  console.log(
    [
      `Restored ${archive} (made ${manifest.createdAt}) in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  ${restored.helpers} helpers, ${restored.accounts} accounts, ${restored.auditLogEntries} audit log entries, ${restored.photos} photos`,
      "  Start the server: migrations newer than the backup apply then.",
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
