/**
 * Copies every photo from the uploads folder (DATA_DIR/uploads) to the configured bucket,
 * before a site moves to STORAGE=s3 (docs/operations.md):
 *   STORAGE=s3 S3_BUCKET=agency-photos npm run storage:copy
 * Run it again after an interruption: photos already in the bucket are skipped.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, PROJECT_ROOT } from "../config.ts";
import { runStorageCopy, StorageCopyRefused } from "../images/photo-copy.ts";

async function main() {
  const envFile = path.join(PROJECT_ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const result = await runStorageCopy(loadConfig(), (line) => console.log(line));
  console.log(
    `Done: ${result.copied} copied, ${result.skipped} already in the bucket, of ${result.total}.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StorageCopyRefused) {
    console.error(error.message);
  } else {
    // A photo not stored says why in its cause (the store's own error: no credentials in it).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    console.error(
      `Copy stopped: ${reason}\nRun it again to go on: photos already copied are skipped.`,
    );
  }
  process.exit(1);
});
