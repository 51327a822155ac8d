import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { createAnswerCache } from "../src/catalogue/answer-cache.ts";
import type { Db } from "../src/db/database.ts";
import { freshReader } from "../src/db/fresh-reads.ts";
import { maidDetails, maids } from "../src/db/schema.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

/** Catalogue answers are kept as bytes until the catalogue changes (ADR 0020). */
const t = useTestApp();

const catalogueVersion = async (db: Db) => (await freshReader(db).read()).catalogueVersion;

const LIST = "/api/catalogue/maids?page=1&limit=20";
const NEW_HELPER = { name: "Mya Mya", country: "Myanmar", DOB: "1995-01-20", Religion: "Buddhist" };

const names = async (url = LIST, cookie?: string) =>
  (await t.app.inject({ url, headers: cookie ? { cookie } : {} }))
    .json()
    .maids.map((maid: { name: string }) => maid.name);

async function admin() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

describe("catalogue answers kept until the catalogue changes", () => {
  it("answers the same bytes with an ETag, 304 when the client has them, compressed once", async () => {
    for (let i = 0; i < 8; i++) await createHelper(t.database.db, { name: `Helper ${i}` });
    const first = await t.app.inject({ url: LIST });
    const second = await t.app.inject({ url: LIST });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers.vary).toContain("Accept-Encoding");

    const notModified = await t.app.inject({
      url: LIST,
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");

    const br = await t.app.inject({ url: LIST, headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await t.app.inject({ url: LIST, headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it("keeps anonymous and signed-in answers apart", async () => {
    await createHelper(t.database.db, { photoKey: "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11" });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const anonymous = (await t.app.inject({ url: LIST })).json().maids[0];
    const signedIn = (await t.app.inject({ url: LIST, headers: { cookie } })).json().maids[0];
    expect(anonymous.photoIsBlurred).toBe(true);
    expect(signedIn.photoIsBlurred).toBe(false);
    expect(signedIn.DOB).toBeDefined();
    expect((await t.app.inject({ url: LIST })).json().maids[0].photoIsBlurred).toBe(true);
  });

  it("shows a helper an administrator adds, changes, hides or deletes on the very next request", async () => {
    await createHelper(t.database.db, { name: "Ana Cruz", salary: 600 });
    const cookie = await admin();
    expect(await names()).toEqual(["Ana Cruz"]);

    const created = await send(t.app, "POST", "/api/admin/maid", { cookie, body: NEW_HELPER });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await names()).toEqual(["Mya Mya", "Ana Cruz"]);
    const profile = `/api/catalogue/maids/${id}`;
    expect((await t.app.inject({ url: profile })).json().name).toBe("Mya Mya");

    const full = (
      await t.app.inject({ url: `/api/admin/maids/${id}`, headers: { cookie } })
    ).json();
    const updated = await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...full, name: "Mya Thin", salary: 720 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await names()).toEqual(["Mya Thin", "Ana Cruz"]);
    expect((await t.app.inject({ url: profile })).json()).toMatchObject({
      name: "Mya Thin",
      salary: 720,
    });
    expect(await names(`${LIST}&salaryMin=700`)).toEqual(["Mya Thin"]);

    const hidden = await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...full, name: "Mya Thin", isActive: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await names()).toEqual(["Ana Cruz"]);
    expect((await t.app.inject({ url: profile })).statusCode).toBe(404);

    await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...full, isActive: true },
    });
    expect(await names()).toEqual(["Mya Mya", "Ana Cruz"]);
    const deleted = await send(t.app, "DELETE", `/api/admin/maids/${id}`, { cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await names()).toEqual(["Ana Cruz"]);
    expect((await t.app.inject({ url: profile })).statusCode).toBe(404);
  });

  it("sees a change made through another process (another app on the same database) at once", async () => {
    await createHelper(t.database.db, { name: "Ana Cruz" });
    const other = await buildApp({
      config: t.config,
      database: t.database,
      imageStorage: t.storage,
    });
    try {
      expect(await names()).toEqual(["Ana Cruz"]);
      const cookie = await admin();
      const created = await send(other, "POST", "/api/admin/maid", { cookie, body: NEW_HELPER });
      expect(created.statusCode, created.body).toBe(201);
      expect(await names()).toEqual(["Mya Mya", "Ana Cruz"]);
    } finally {
      await other.close();
    }
  });

  it("sees changes written straight to the database: details, employment and suppliers change the version too", async () => {
    const id = await createHelper(t.database.db, { name: "Ana Cruz" });
    const profile = `/api/catalogue/maids/${id}`;
    expect((await t.app.inject({ url: profile })).json().maidDetails.description).not.toBe("New");
    await t.database.db
      .update(maidDetails)
      .set({ description: "New" })
      .where(eq(maidDetails.maidId, id));
    expect((await t.app.inject({ url: profile })).json().maidDetails.description).toBe("New");

    await t.database.db.update(maids).set({ name: "Ana C." }).where(eq(maids.id, id));
    expect(await names()).toEqual(["Ana C."]);

    const before = await catalogueVersion(t.database.db);
    const cookie = await admin();
    const supplier = await send(t.app, "POST", "/api/admin/supplier", {
      cookie,
      body: { name: "Manila Partners", country: "Philippines" },
    });
    expect(supplier.statusCode, supplier.body).toBe(201);
    expect(await catalogueVersion(t.database.db)).not.toBe(before);
  });
});

describe("an answer produced while the catalogue changed", () => {
  /** The least of a request and a reply that the cache uses, recording what was sent. */
  function exchange() {
    const sent: { body?: unknown } = {};
    const request = { url: "/list", viewer: null, headers: {} } as unknown as FastifyRequest;
    const reply = {
      serialize: (value: unknown) => JSON.stringify(value),
      header: () => reply,
      code: () => reply,
      send: (body: unknown) => {
        sent.body = body === undefined ? undefined : String(body);
        return reply;
      },
    } as unknown as FastifyReply;
    return { request, reply, sent };
  }

  it("keeps no more bytes than its budget, dropping the least recently used answers", async () => {
    const cache = createAnswerCache(t.database.db, { maxBytes: 2500 });
    let produced = 0;
    const ask = async (url: string, size = 900) => {
      const { reply, sent } = exchange();
      const request = { url, viewer: null, headers: {} } as unknown as FastifyRequest;
      await cache.send(request, reply, async () => {
        produced += 1;
        return { answer: url.padEnd(size, ".") };
      });
      return sent.body;
    };
    await ask("/a");
    await ask("/b");
    await ask("/a"); // kept; now the most recently used
    expect(produced).toBe(2);
    await ask("/c"); // 3 × 900 bytes > 2,500: the least recently used, /b, goes
    expect(produced).toBe(3);
    await ask("/a");
    await ask("/c");
    expect(produced).toBe(3);
    await ask("/b");
    expect(produced).toBe(4);
    // An answer larger than half the budget is sent but not kept, and pushes nothing out.
    await ask("/huge", 2000);
    await ask("/huge", 2000);
    expect(produced).toBe(6);
    await ask("/b");
    expect(produced).toBe(6);
  });

  it("is not kept for the newer version another request has seen", async () => {
    const cache = createAnswerCache(t.database.db);
    const slow = exchange();
    await cache.send(slow.request, slow.reply, async () => {
      // While this answer is produced from the old rows, a change commits and another
      // request reads the new version.
      await createHelper(t.database.db, { name: "Late Change" });
      const other = exchange();
      await cache.send(other.request, other.reply, async () => ({ answer: "new" }));
      return { answer: "old" };
    });
    expect(slow.sent.body).toBe(JSON.stringify({ answer: "old" }));

    const next = exchange();
    await cache.send(next.request, next.reply, async () => ({ answer: "newest" }));
    expect(next.sent.body).toBe(JSON.stringify({ answer: "new" }));
  });
});
