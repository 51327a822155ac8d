/**
 * After adding a new key in front of IDENTITY_KEYS (docs/operations.md#identity-numbers):
 *   npm run reseal-identity-numbers
 * seals every identity number sealed with an older key again with the new one; the older key
 * can be dropped from IDENTITY_KEYS once this has run.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig, PROJECT_ROOT } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { resealIdentityNumbers } from "../employer-file/employer-file-service.ts";
import { openIdentityCipher } from "../identity/identity-keys.ts";

async function main() {
  const envFile = path.join(PROJECT_ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const count = await resealIdentityNumbers(database.db, await openIdentityCipher(config));
    console.log(`Sealed ${count} identity number record(s) again with the current key.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
