import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/database.ts";
import { openIdentityCipher } from "../../src/identity/identity-keys.ts";
import type { ImageStorage } from "../../src/images/image-storage.ts";
import { createImageStorage } from "../../src/images/storage-from-config.ts";
import { getTestDatabase, resetDatabase } from "./test-database.ts";
import { startTestSmtpServer } from "./test-smtp.ts";

/** The origin `inject` requests come from by default (host localhost:80). */
export const SAME_ORIGIN = "http://localhost:80";

export interface TestContext {
  app: App;
  smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
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
    // Tests that want the daily mail send it themselves (placement-reminders.test.ts).
    REMINDER_MAIL_HOUR: "off",
    ...env,
  });
  return { config, dataDir };
}

/**
 * Registers hooks that give every test an app over the worker's database, emptied before
 * each test. Read the context inside tests. One app serves the whole file: before each test
 * it waits for its background work and forgets what it keeps in memory (`resetKeptState`:
 * the catalogue's answers, rankings, biodata PDFs, metrics), the database is emptied and the
 * mail inbox too; a test that closed or replaced `app` gets a new one for the next test (a file
 * that needs a new app for every test closes it in an `afterEach`). The photo store is the configured one
 * (STORAGE): `env` may be a function, read when the hooks run (after earlier hooks started,
 * say, a test S3 server on a random port), and `s3Client` sets the S3 client's test
 * credentials.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  { s3Client = {} }: { s3Client?: S3ClientConfig } = {},
): TestContext {
  const context = {} as TestContext;
  /** The app built for the file, while no test has closed or replaced it. */
  let shared: App | undefined;
  const build = async () => {
    const app = await buildApp({
      config: context.config,
      database: context.database,
      imageStorage: context.storage,
    });
    // A test that closes it gets a new one for the next test.
    app.addHook("onClose", async () => {
      if (shared === app) shared = undefined;
    });
    return app;
  };
  beforeAll(async () => {
    const smtp = await startTestSmtpServer();
    const { config, dataDir } = await createTestConfig({
      SMTP_URL: smtp.url,
      ...(typeof env === "function" ? env() : env),
    });
    Object.assign(context, {
      smtp,
      config,
      dataDir,
      database: await getTestDatabase(),
      storage: await createImageStorage(config, s3Client),
    });
  });
  beforeEach(async () => {
    const reuse = shared !== undefined && context.app === shared;
    if (reuse) {
      await context.app.resetKeptState();
    } else {
      // The last test's own app (built for it, or put in place of the file's one).
      await context.app?.close();
      await shared?.close();
      shared = undefined;
    }
    await resetDatabase(context.database);
    context.smtp.inbox.length = 0;
    context.smtp.refuseNext(0);
    if (!reuse) {
      context.app = await build();
      shared = context.app;
    }
  });
  afterAll(async () => {
    await context.app?.close();
    if (shared !== context.app) await shared?.close();
    await context.smtp?.close();
    await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

/** What demo data needs to seal the demo family's identity numbers under `config`. */
export async function demoIdentity(config: Config) {
  return { identity: { cipher: await openIdentityCipher(config), agency: config.agency } };
}
