import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/database.ts";
import { createDiskImageStorage, type ImageStorage } from "../../src/images/image-storage.ts";
import { getTestDatabase, resetDatabase } from "./test-database.ts";

export interface TestContext {
  app: App;
  database: Database;
  storage: ImageStorage;
  config: Config;
  dataDir: string;
}

export async function createTestConfig(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "maids-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  return { config, dataDir };
}

/**
 * Registers hooks that give every test a fresh app over the worker's
 * database, emptied before each test. Read the context inside tests.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const { config, dataDir } = await createTestConfig(env);
    Object.assign(context, {
      config,
      dataDir,
      database: await getTestDatabase(),
      storage: createDiskImageStorage(config.uploadsDir),
    });
  });
  beforeEach(async () => {
    await resetDatabase(context.database);
    await context.app?.close();
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      imageStorage: context.storage,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
