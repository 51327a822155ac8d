import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { type Database, openPostgres } from "../src/db/database.ts";
import { isDatabaseUnavailable } from "../src/db/database-unavailable.ts";
import { auditLog, maids } from "../src/db/schema.ts";
import { loggerOptions } from "../src/http/request-logging.ts";
import { createDiskImageStorage } from "../src/images/disk-image-storage.ts";
import {
  type ImageStorage,
  ORPHAN_PHOTO_MIN_AGE_MS,
  removeOrphanPhotos,
} from "../src/images/image-storage.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/photos.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";
import { runDatabaseName, testServerDatabaseUrl } from "./support/test-database.ts";

const t = useTestApp();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A local port nothing listens on: connecting is refused, as when PostgreSQL is stopped. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A server that accepts connections and never says a word: a stuck or unreachable database. */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as { port: number }).port;
}

async function appOver(database: Database): Promise<App> {
  const app = await buildApp({ config: t.config, database, imageStorage: t.storage });
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

const UNAVAILABLE_BODY = {
  statusCode: 503,
  error: "Service Unavailable",
  code: "database_unavailable",
  message: API_MESSAGES.databaseUnavailable,
};

describe("database outage", () => {
  it("answers 503 with a clear message, no stack trace or SQL, when the database refuses connections", async () => {
    const app = await appOver(
      openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/x`),
    );
    const { cookie } = await signedInCookie(t.database.db, t.config);

    const answers = [
      await app.inject({ url: "/api/catalogue/maids?page=1&limit=20" }),
      await app.inject({ url: "/api/catalogue/maids/1" }),
      await send(app, "POST", "/api/auth/login", {
        body: { email: "customer@example.com", password: "Harbour7view" },
      }),
      await send(app, "POST", "/api/user/favorites/1", { cookie }),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE_BODY);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.body).not.toMatch(/ECONNREFUSED|select |insert |at .*\.(ts|js)/);
    }
  });

  it("answers 503 within 5 s when the database accepts connections but never answers", async () => {
    const app = await appOver(
      openPostgres(`postgres://postgres@127.0.0.1:${await silentServer()}/x`),
    );
    const started = Date.now();
    const [catalogue, profile] = await Promise.all([
      app.inject({ url: "/api/catalogue/maids" }),
      app.inject({ url: "/api/catalogue/maids/1" }),
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(catalogue.statusCode).toBe(503);
    expect(catalogue.json()).toEqual(UNAVAILABLE_BODY);
    expect(profile.statusCode).toBe(503);
  });

  it("fails /readyz within 3.5 s while /livez stays up", async () => {
    for (const port of [await closedPort(), await silentServer()]) {
      const app = await appOver(openPostgres(`postgres://postgres@127.0.0.1:${port}/x`));
      const started = Date.now();
      const ready = await app.inject({ url: "/readyz" });
      expect(Date.now() - started).toBeLessThan(3_500);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", checks: { database: "failing" } });
      const live = await app.inject({ url: "/livez" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
    }
  });

  it("tells a connection failure from a wrong query or another service being down", async () => {
    const wrongQuery = await t.database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(wrongQuery).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrongQuery)).toBe(false);

    const refused = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/x`);
    cleanups.push(() => refused.close());
    const outage = await refused.db
      .select()
      .from(maids)
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(outage)).toBe(true);
    const inTransaction = await refused.db
      .transaction(async (tx) => tx.select().from(maids))
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(inTransaction)).toBe(true);

    // The same socket error from a mail server is not the database's.
    const smtpDown = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailable(smtpDown)).toBe(false);
  });

  it.skipIf(process.env.TEST_DATABASE !== "postgres")(
    "recovers by itself when PostgreSQL drops its connections, without losing a pool slot",
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? "";
      const name = runDatabaseName(`maids_faults_${process.env.VITEST_POOL_ID ?? "1"}`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      cleanups.push(() => admin.end());
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      // One connection only: a failure that kept its slot would stop everything after it.
      const database = openPostgres(testServerDatabaseUrl(name), 1);
      cleanups.push(() => database.close());
      const terminateAll = () =>
        admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
          name,
        ]);

      for (let attempt = 0; attempt < 4; attempt++) {
        await database.ping();
        // Terminated while idle in the pool (as when PostgreSQL restarts), then used at
        // once: the transaction's BEGIN usually meets the dying connection.
        await terminateAll();
        const idleKilled = await database.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .catch((error: unknown) => error);
        if (idleKilled instanceof Error) expect(isDatabaseUnavailable(idleKilled)).toBe(true);
        // Terminated in the middle of a transaction.
        const busyKilled = await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
          })
          .catch((error: unknown) => error);
        expect(isDatabaseUnavailable(busyKilled)).toBe(true);
      }
      const started = Date.now();
      const result = await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );
});

describe("uploads directory not writable", () => {
  const HELPER = {
    name: "Siti Rahayu",
    country: "Indonesia",
    DOB: "1992-04-03",
    Religion: "Muslim",
    salary: 650,
    height: 155,
    weight: 50,
    loan: 800,
    supplier: "ID-7",
    maritalStatus: "Married",
    skills: ["Cooking"],
    languages: ["English"],
    type: ["Ex-Singapore"],
  };

  /** An app whose uploads directory cannot be made: its parent is a regular file (root ignores modes). */
  async function appWithUnwritableUploads() {
    const notADirectory = path.join(t.dataDir, "not-a-directory");
    await writeFile(notADirectory, "a file where the uploads' parent should be");
    const app = await buildApp({
      config: t.config,
      database: t.database,
      imageStorage: createDiskImageStorage(path.join(notADirectory, "uploads")),
    });
    cleanups.push(() => app.close());
    return app;
  }

  async function sendWithPhoto(app: App, method: "POST" | "PUT", url: string, cookie: string) {
    const { payload, contentType } = await multipartBody({
      data: HELPER,
      image: { content: await samplePhoto("jpeg"), filename: "photo.jpg", type: "image/jpeg" },
    });
    return app.inject({
      method,
      url,
      payload,
      headers: { cookie, origin: SAME_ORIGIN, "content-type": contentType },
    });
  }

  it("answers a clear 500 to a new helper with a photo, and creates no helper", async () => {
    const app = await appWithUnwritableUploads();
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const response = await sendWithPhoto(app, "POST", "/api/admin/maid", cookie);
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      code: "internal",
      message: API_MESSAGES.photoNotStored,
    });
    expect(response.body).not.toMatch(/ENOTDIR|not-a-directory/);
    const [helpers] = await t.database.db.select({ n: count() }).from(maids);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    expect(helpers?.n).toBe(0);
    expect(audits?.n).toBe(0);

    // Without a photo, adding a helper still works.
    const withoutPhoto = await send(app, "POST", "/api/admin/maid", { body: HELPER, cookie });
    expect(withoutPhoto.statusCode, withoutPhoto.body).toBe(201);
  });

  it("answers a clear 500 to a new photo for a helper, and leaves her unchanged", async () => {
    const id = await createHelper(t.database.db, { name: "Ana Santos" });
    const app = await appWithUnwritableUploads();
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const response = await sendWithPhoto(app, "PUT", `/api/admin/maid/${id}`, cookie);
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json().message).toBe(API_MESSAGES.photoNotStored);
    const [row] = await t.database.db.select().from(maids).where(eq(maids.id, id));
    expect(row).toMatchObject({ name: "Ana Santos", photoKey: null });
  });

  describe("when the replaced or deleted photo's files cannot be removed", () => {
    const keyOf = (response: { json(): { imageUrl: string } }) =>
      response.json().imageUrl.split("/")[3] ?? "";

    async function freshUploadsDir() {
      const dir = path.join(t.dataDir, `uploads-${randomUUID()}`);
      await mkdir(dir, { recursive: true });
      return dir;
    }

    /** An app over `storage` whose log lines (info and up) gather in `lines`. */
    async function appLoggingTo(storage: ImageStorage, lines: string[]) {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await buildApp({
        config: t.config,
        database: t.database,
        imageStorage: storage,
        logger: loggerOptions("info", stream),
      });
      cleanups.push(() => app.close());
      return app;
    }

    async function helperWithPhoto(app: App, cookie: string): Promise<{ id: number; key: string }> {
      const created = await sendWithPhoto(app, "POST", "/api/admin/maid", cookie);
      expect(created.statusCode, created.body).toBe(201);
      return { id: created.json().id, key: keyOf(created) };
    }

    /**
     * Makes `dir` read-only, even for root (the immutable attribute, as bench/chaos/disk.mjs does);
     * returns how to undo it, or null when this system cannot.
     */
    function makeReadOnly(dir: string): (() => void) | null {
      const asRoot = process.getuid?.() === 0;
      const lock = asRoot ? spawnSync("chattr", ["+i", dir]) : spawnSync("chmod", ["0555", dir]);
      if (lock.status !== 0) return null;
      const unlock = () => {
        if (asRoot) spawnSync("chattr", ["-i", dir]);
        else spawnSync("chmod", ["0755", dir]);
      };
      cleanups.push(async () => unlock());
      return unlock;
    }

    it("answers 200 to the edit and the delete, logs the leftovers without her name, and the sweep removes them", async () => {
      const uploadsDir = await freshUploadsDir();
      const disk = createDiskImageStorage(uploadsDir);
      const lines: string[] = [];
      const app = await appLoggingTo(
        {
          ...disk,
          remove: async () => {
            throw Object.assign(new Error("EROFS: read-only file system"), { code: "EROFS" });
          },
        },
        lines,
      );
      const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
      const edited = await helperWithPhoto(app, cookie);
      const deleted = await helperWithPhoto(app, cookie);

      const edit = await sendWithPhoto(app, "PUT", `/api/admin/maid/${edited.id}`, cookie);
      expect(edit.statusCode, edit.body).toBe(200);
      const newKey = keyOf(edit);
      expect(newKey).not.toBe(edited.key);
      const removal = await send(app, "DELETE", `/api/admin/maids/${deleted.id}`, { cookie });
      expect(removal.statusCode, removal.body).toBe(200);
      expect(removal.json()).toEqual({ id: deleted.id, deleted: true });

      const [row] = await t.database.db.select().from(maids).where(eq(maids.id, edited.id));
      expect(row?.photoKey).toBe(newKey);
      expect(await t.database.db.select().from(maids).where(eq(maids.id, deleted.id))).toEqual([]);
      const leftovers = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg?.includes("photo files not removed"));
      expect(leftovers).toEqual([
        expect.objectContaining({ level: 40, helperId: edited.id, photoKey: edited.key }),
        expect.objectContaining({ level: 40, helperId: deleted.id, photoKey: deleted.key }),
      ]);
      expect(JSON.stringify(leftovers)).not.toContain(HELPER.name);

      const swept = await removeOrphanPhotos(t.database, createDiskImageStorage(uploadsDir), {
        minAgeMs: 0,
      });
      expect(swept.sort()).toEqual([edited.key, deleted.key].sort());
      expect(await readdir(uploadsDir)).toEqual([newKey]);
    });

    it("on a real read-only disk: 200, and the files stay until a sweep can remove them", async (context) => {
      const uploadsDir = await freshUploadsDir();
      const app = await appLoggingTo(createDiskImageStorage(uploadsDir), []);
      const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
      const edited = await helperWithPhoto(app, cookie);
      const deleted = await helperWithPhoto(app, cookie);
      // The edit saves its new photo, so only the old photo's own folder is read-only.
      const unlockOldPhoto = makeReadOnly(path.join(uploadsDir, edited.key));
      if (!unlockOldPhoto) return context.skip();
      const edit = await sendWithPhoto(app, "PUT", `/api/admin/maid/${edited.id}`, cookie);
      const unlockUploads = makeReadOnly(uploadsDir);
      if (!unlockUploads) return context.skip();
      const removal = await send(app, "DELETE", `/api/admin/maids/${deleted.id}`, { cookie });

      expect(edit.statusCode, edit.body).toBe(200);
      expect(removal.statusCode, removal.body).toBe(200);
      const leftovers = [edited.key, deleted.key].sort();
      expect(
        await removeOrphanPhotos(t.database, createDiskImageStorage(uploadsDir), { minAgeMs: 0 }),
      ).toEqual([]);
      expect((await readdir(uploadsDir)).sort()).toEqual([...leftovers, keyOf(edit)].sort());

      unlockOldPhoto();
      unlockUploads();
      const swept = await removeOrphanPhotos(t.database, createDiskImageStorage(uploadsDir), {
        minAgeMs: 0,
      });
      expect(swept.sort()).toEqual(leftovers);
      expect(await readdir(uploadsDir)).toEqual([keyOf(edit)]);
    });
  });
});

describe("orphan photo sweep", () => {
  const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

  async function photoDir(uploadsDir: string, name: string, ageMs: number) {
    const dir = path.join(uploadsDir, name);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "card.webp"), "webp");
    const then = new Date(Date.now() - ageMs);
    await utimes(dir, then, then);
  }

  async function uploadsDir() {
    const dir = path.join(t.dataDir, `uploads-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  it("removes directories no helper refers to once old enough; keeps referenced, young and foreign ones", async () => {
    const dir = await uploadsDir();
    const old = ORPHAN_PHOTO_MIN_AGE_MS + 60_000;
    await createHelper(t.database.db, { photoKey: key(1) });
    await photoDir(dir, key(1), old); // referenced
    await photoDir(dir, key(2), old); // orphan
    await photoDir(dir, key(3), 1_000); // orphan, but another process may be committing it
    await photoDir(dir, "not-a-photo-key", old);
    await writeFile(path.join(dir, key(4)), "a file, not a photo directory");

    const removed = await removeOrphanPhotos(t.database, createDiskImageStorage(dir), {
      minAgeMs: ORPHAN_PHOTO_MIN_AGE_MS,
    });
    expect(removed).toEqual([key(2)]);
    expect((await readdir(dir)).sort()).toEqual([key(1), key(3), key(4), "not-a-photo-key"]);
    expect(await readdir(path.join(dir, key(1)))).toEqual(["card.webp"]);
  });

  it("sweeps every orphan on the embedded database (it is single-process), only old ones on PostgreSQL", async () => {
    const dir = await uploadsDir();
    await photoDir(dir, key(5), 1_000);
    const removed = await removeOrphanPhotos(t.database, createDiskImageStorage(dir));
    expect(removed).toEqual(t.database.kind === "pglite" ? [key(5)] : []);
  });

  it("does nothing before the first upload", async () => {
    expect(
      await removeOrphanPhotos(
        t.database,
        createDiskImageStorage(path.join(t.dataDir, "no-uploads-yet")),
      ),
    ).toEqual([]);
  });
});
