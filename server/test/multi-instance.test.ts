import { readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { HelperImport } from "@maids/contract/helper-imports.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountAndIp, RATE_RULES } from "../src/auth/rate-limit.ts";
import { openPostgres } from "../src/db/database.ts";
import { dailyJobRuns } from "../src/db/schema.ts";
import { DEMO_ACCOUNTS } from "../src/demo/demo-accounts.ts";
import { HELPER_FORM } from "./support/biodata.ts";
import { TEST_PASSWORD_HASH_COST } from "./support/cheap-password-hashes.ts";
import { exhaustRateLimit } from "./support/factories.ts";
import { CREATE_ALL, csv, row, zipOf } from "./support/helper-imports.ts";
import { multipartBody, samplePhoto } from "./support/photos.ts";
import { freePort, type RunningProcess, runScript, tempDataDir } from "./support/server-process.ts";
import { onTestServer, runDatabaseName, testServerDatabaseUrl } from "./support/test-database.ts";
import { startTestS3Server, type TestS3Server } from "./support/test-s3.ts";
import { startTestSmtpServer } from "./support/test-smtp.ts";

// Two app machines behind a load balancer: two server processes on two ports, each with its
// own data folder, one PostgreSQL, one S3 bucket (s3rver in this process) for the photos.
// Only in the PostgreSQL project (TEST_DATABASE_URL).
const PUBLIC_URL = "http://agency.test";
const DATABASE_SUFFIX = `maids_machines_${process.env.VITEST_POOL_ID ?? "1"}_${Date.now()}`;
const databaseName = () => runDatabaseName(DATABASE_SUFFIX);

const databaseUrl = () => testServerDatabaseUrl(databaseName());

interface Machine {
  process: RunningProcess;
  dataDir: string;
  /** A request to this machine, as the load balancer would pass it on. */
  send(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
}

function machineAt(port: number, process: RunningProcess, dataDir: string): Machine {
  return {
    process,
    dataDir,
    send: (path, { cookie, headers, ...init } = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: { origin: PUBLIC_URL, ...(cookie && { cookie }), ...headers },
      }),
  };
}

interface ListedHelper {
  id: number;
  name: string;
  imageUrl: string;
}
type CataloguePage = { total: number; maids: ListedHelper[] };

const answer = <T>(response: Response) => response.json() as Promise<T>;

const jsonBody = (body: unknown) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});

async function signIn(machine: Machine, path: string, email: string, password: string) {
  const response = await machine.send(path, jsonBody({ email, password }));
  expect(response.status, await response.clone().text()).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

/** The import once its checks or its commit, running on whichever machine, are over. */
async function settled(machine: Machine, cookie: string, id: number): Promise<HelperImport> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = await answer<HelperImport>(
      await machine.send(`/api/admin/helper-imports/${id}`, { cookie }),
    );
    if (found.status !== "validating" && found.status !== "committing") return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not settle`);
}

describe.skipIf(process.env.TEST_DATABASE !== "postgres")("two app machines", () => {
  let first: Machine;
  let second: Machine;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let bucket: TestS3Server;

  beforeAll(async () => {
    await onTestServer(`create database "${databaseName()}"`);
    smtp = await startTestSmtpServer();
    bucket = await startTestS3Server();
    const start = async () => {
      const port = await freePort();
      const dataDir = await tempDataDir("file");
      const server = runScript(
        "src/server.ts",
        [],
        {
          DATABASE_URL: databaseUrl(),
          WEB_CONCURRENCY: "1",
          // Each machine its own disk; photos in the one bucket.
          DATA_DIR: dataDir,
          ...bucket.env,
          ...bucket.credentialsEnv,
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL,
          DEMO_DATA: "on",
          PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
          SMTP_URL: smtp.url,
          REMINDER_MAIL_HOUR: "0",
          REMINDER_CHECK_SECONDS: "1",
          LOG_LEVEL: "info",
        },
        [],
        "file",
      );
      return machineAt(port, server, dataDir);
    };
    // Started together, as after a deployment: migrations and demo data must happen once.
    [first, second] = await Promise.all([start(), start()]);
    await Promise.all([first, second].map(({ process }) => process.waitFor("is running at")));
  }, 120_000);

  afterAll(async () => {
    await smtp?.close();
    await bucket?.close();
    await onTestServer(`drop database if exists "${databaseName()}" with (force)`);
  });

  it("migrate and load the demo data once, and send the day's reminder mail once", async () => {
    const catalogue = await answer<CataloguePage>(
      await second.send("/api/catalogue/maids?limit=1000"),
    );
    const names = catalogue.maids.map((maid) => maid.name);
    expect(names.length).toBeGreaterThan(50);
    expect(new Set(names).size).toBe(names.length);

    const reminder = await smtp.waitForMail(DEMO_ACCOUNTS.admin.email, "Placement dates", 20_000);
    // Both processes have checked several times since one of them sent it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = smtp.inbox.map((mail) => `${mail.to.join(",")}: ${mail.subject}`);
    expect(mails).toContain(`${DEMO_ACCOUNTS.admin.email}: ${reminder.subject}`);
    expect(new Set(mails).size, mails.join("\n")).toBe(mails.length);
    const database = openPostgres(databaseUrl(), 1);
    try {
      expect(await database.db.select().from(dailyJobRuns)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it("serve through the second a helper and photo added through the first, and her edits at once", async () => {
    const { email, password } = DEMO_ACCOUNTS.admin;
    const cookie = await signIn(first, "/api/admin/auth/login", email, password);
    const before = await answer<CataloguePage>(
      await second.send("/api/catalogue/maids?limit=1000"),
    );

    const { payload, contentType } = await multipartBody({
      data: HELPER_FORM,
      image: { content: await samplePhoto("jpeg"), filename: "siti.jpg", type: "image/jpeg" },
    });
    const created = await first.send("/api/admin/maid", {
      method: "POST",
      cookie,
      body: new Uint8Array(payload),
      headers: { "content-type": contentType },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const helper = await answer<ListedHelper>(created);

    const after = await answer<CataloguePage>(await second.send("/api/catalogue/maids?limit=1000"));
    expect(after.total).toBe(before.total + 1);
    const listed = after.maids.find((maid) => maid.id === helper.id);
    expect(listed?.name).toBe("Siti Rahayu");
    const photo = await second.send(listed?.imageUrl ?? "");
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    const clear = await second.send(helper.imageUrl, { cookie });
    expect(clear.status).toBe(200);

    const cached = await answer<ListedHelper>(
      await second.send(`/api/catalogue/maids/${helper.id}`),
    );
    expect(cached.name).toBe("Siti Rahayu");
    const edited = await first.send(`/api/admin/maid/${helper.id}`, {
      method: "PUT",
      cookie,
      body: JSON.stringify({ ...HELPER_FORM, name: "Siti R." }),
      headers: { "content-type": "application/json" },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const profile = await answer<ListedHelper>(
      await second.send(`/api/catalogue/maids/${helper.id}`),
    );
    expect(profile.name).toBe("Siti R.");
  });

  it("commit through the second an import uploaded through the first, keeping its .zip nowhere after", async () => {
    const { email, password } = DEMO_ACCOUNTS.admin;
    const cookie = await signIn(first, "/api/admin/auth/login", email, password);
    const supplier = "Two Machines Agency";
    const form = new FormData();
    const sheet = csv([
      row({ supplier, name: "Lorna Ramos", photo: "lorna.jpg" }),
      row({ supplier, name: "Mila Reyes", photo: "mila.png" }),
    ]);
    const photos = await zipOf({
      "lorna.jpg": await samplePhoto("jpeg"),
      "mila.png": await samplePhoto("png"),
    });
    form.append("sheet", new Blob([new Uint8Array(sheet)]), "batch.csv");
    form.append("photos", new Blob([new Uint8Array(photos)]), "photos.zip");
    const uploaded = await first.send("/api/admin/helper-imports", {
      method: "POST",
      cookie,
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(202);
    const { id } = await answer<HelperImport>(uploaded);
    // The checks run on the first machine; either may answer the polls.
    expect((await settled(second, cookie, id)).status).toBe("ready");

    const commit = await second.send(`/api/admin/helper-imports/${id}/commit`, {
      cookie,
      ...jsonBody(CREATE_ALL),
    });
    expect(commit.status, await commit.clone().text()).toBe(202);
    const done = await settled(second, cookie, id);
    expect(done, done.message ?? "").toMatchObject({
      status: "committed",
      result: { created: 2, updated: 0, skipped: 0 },
    });

    // Imported helpers wait unpublished: the staff's list has them, on either machine.
    const list = await answer<{ name: string; imageUrl: string }[]>(
      await first.send("/api/admin/maids", { cookie }),
    );
    const added = list.filter((maid) => ["Lorna Ramos", "Mila Reyes"].includes(maid.name));
    expect(added).toHaveLength(2);
    for (const machine of [first, second])
      for (const helper of added)
        expect((await machine.send(helper.imageUrl, { cookie })).status).toBe(200);

    // The first machine's copy goes when it next reads the imports (or at its next start).
    expect((await first.send("/api/admin/helper-imports", { cookie })).status).toBe(200);
    const listing = await bucket.client().send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    const keys = (listing.Contents ?? []).map((object) => object.Key ?? "");
    expect(keys.filter((key) => key.startsWith("imports/"))).toEqual([]);
    for (const { dataDir } of [first, second])
      expect(await readdir(path.join(dataDir, "imports")).catch(() => [])).toEqual([]);
  });

  it("share sessions: made on the first, used on the second, ended on the second for both", async () => {
    const { email, password } = DEMO_ACCOUNTS.customer;
    const cookie = await signIn(first, "/api/auth/login", email, password);
    expect((await second.send("/api/auth/profile", { cookie })).status).toBe(200);

    const signedOut = await second.send("/api/auth/logout", { method: "POST", cookie });
    expect(signedOut.status).toBe(200);
    expect((await first.send("/api/auth/profile", { cookie })).status).toBe(401);
  });

  it("count sign-in failures made on either machine together", async () => {
    const { email, password } = DEMO_ACCOUNTS.customer;
    const { limit } = RATE_RULES.signInFailuresPerAccountAndIp;
    const database = openPostgres(databaseUrl(), 1);
    try {
      // All but two failures counted already; then one on each machine.
      await exhaustRateLimit(
        database.db,
        RATE_RULES.signInFailuresPerAccountAndIp,
        accountAndIp(email, "127.0.0.1"),
        limit - 2,
      );
    } finally {
      await database.close();
    }
    for (const machine of [first, second]) {
      const failed = await machine.send(
        "/api/auth/login",
        jsonBody({ email, password: "Wrong-1a" }),
      );
      expect(failed.status).toBe(401);
    }
    const refused = await first.send("/api/auth/login", jsonBody({ email, password }));
    expect(refused.status).toBe(429);
  });
});
