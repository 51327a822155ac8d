/**
 * Writes one archive of the database and every stored photo (ADR 0034):
 *   npm run backup                      DATA_DIR/backups/backup-<UTC time>.tar
 *   npm run backup -- --out FILE        FILE (relative to the folder npm was run in)
 * The embedded database is backed up with the server stopped; PostgreSQL while it runs.
 * Secrets (the .env, DATABASE_URL's password, SMTP credentials) are not in the archive.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../backup/backup.ts";
import { loadConfig, PROJECT_ROOT } from "../config.ts";
import { createImageStorage } from "../images/storage-from-config.ts";

async function main() {
  const envFile = path.join(PROJECT_ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  const now = new Date();
  const out = values.out
    ? // npm runs the script in server/: a relative path is the operator's own folder's.
      path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
    : path.join(config.dataDir, "backups", `backup-${now.toISOString().replace(/[:.]/g, "-")}.tar`);
  const started = Date.now();
  const manifest = await createBackup({
    database: config.database,
    storage: await createImageStorage(config),
    out,
    now,
    key: config.backupKey,
  });
  const { counts } = manifest;
  console.log(
    [
      `Backup written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  database: ${manifest.database.kind} (PostgreSQL ${manifest.database.serverVersion}), ${manifest.migrations.applied} migrations (latest ${manifest.migrations.latest})`,
      `  ${counts.helpers} helpers, ${counts.accounts} accounts, ${counts.auditLogEntries} audit log entries, ${counts.photos} photos`,
      config.backupKey
        ? "  Encrypted with BACKUP_KEY: keep the key apart from the backups, without it they cannot be restored."
        : "  Not encrypted (no BACKUP_KEY): it holds password hashes and medical data; keep it private.",
      "  Keep it with the server's secrets (.env), stored separately: the archive holds none.",
    ].join("\n"),
  );
  if (counts.photosMissing > 0) {
    console.warn(
      `Warning: ${counts.photosMissing} helpers' photos the database refers to were not in the ` +
        "photo store (lost before the backup, or replaced while it ran): after a restore those " +
        "helpers have no photo. Run the backup again if photos were being changed.",
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
