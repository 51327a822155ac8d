/**
 * Lints the OpenAPI document the server answers at /api/docs/json with Redocly's
 * recommended rules (docs/testing.md): builds the app without listening, over an in-memory
 * PGlite, writes the document to a temporary file and runs the pinned `redocly lint`
 * on it. Run with `npm run lint:openapi`; further arguments go to `redocly lint`
 * (`npm run lint:openapi -- --format summary`).
 * Nothing is fetched from the network: Redocly's telemetry and update notice are off
 * and the rules are its built-in `recommended` set (scripts/redocly.yaml).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config.ts";
import { openPglite } from "../server/src/db/database.ts";
import { createDiskImageStorage } from "../server/src/images/disk-image-storage.ts";

/** Redocly's `recommended` rules, less `info-license` (see the file). */
const CONFIG = path.join(import.meta.dirname, "redocly.yaml");

const dir = await mkdtemp(path.join(tmpdir(), "maids-openapi-"));
let status = 1;
try {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    WEB_DIST_DIR: path.join(dir, "no-web-build"),
  });
  const database = await openPglite();
  const app = await buildApp({
    config,
    database,
    imageStorage: createDiskImageStorage(config.uploadsDir),
  });
  const response = await app.inject({ url: "/api/docs/json" });
  await app.close();
  await database.close();
  if (response.statusCode !== 200) {
    throw new Error(`/api/docs/json answered ${response.statusCode}: ${response.body}`);
  }
  const file = path.join(dir, "openapi.json");
  await writeFile(file, response.body);

  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve("@redocly/cli/package.json")), "bin/cli.js");
  const result = spawnSync(
    process.execPath,
    [cli, "lint", "--config", CONFIG, ...process.argv.slice(2), file],
    {
      stdio: "inherit",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    },
  );
  status = result.status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(status);
