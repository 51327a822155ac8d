import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { auditLog, maids } from "../src/db/schema.ts";
import { createImageStorage } from "../src/images/storage-from-config.ts";
import { HELPER_FORM } from "./support/biodata.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/photos.ts";
import { SAME_ORIGIN } from "./support/test-app.ts";
import { useTestAppOnS3 } from "./support/test-s3.ts";

/** The whole app with STORAGE=s3: photos go to the bucket and come back through /api/images. */
const { s3, t } = useTestAppOnS3("photos");

async function sendWithPhoto(app: typeof t.app, method: "POST" | "PUT", url: string) {
  const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
  const { payload, contentType } = await multipartBody({
    data: HELPER_FORM,
    image: { content: await samplePhoto("jpeg"), filename: "photo.jpg", type: "image/jpeg" },
  });
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { cookie, origin: SAME_ORIGIN, "content-type": contentType },
  });
  return { response, cookie };
}

async function objectNames() {
  const listing = await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listing.Contents ?? []).map((object) => object.Key);
}

describe("helper photos with STORAGE=s3", () => {
  it("stores an uploaded photo in the bucket and serves it back through the image route", async () => {
    expect(t.config.storage).toMatchObject({ kind: "s3", prefix: "photos/" });
    const { response, cookie } = await sendWithPhoto(t.app, "POST", "/api/admin/maid");
    expect(response.statusCode, response.body).toBe(201);
    const imageUrl: string = response.json().imageUrl;
    const key = imageUrl.split("/")[3] ?? "";
    expect(await objectNames()).toContain(`photos/${key}/card.webp`);

    const served = await t.app.inject({ url: `/api/images/${key}/card.webp`, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const stored = await s3
      .client()
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: `photos/${key}/card.webp` }));
    expect(stored.ContentType).toBe("image/webp");
    expect(
      served.rawPayload.equals(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])),
    ).toBe(true);
    const blurred = await t.app.inject({ url: `/api/images/${key}/card-blurred.webp` });
    expect(blurred.statusCode).toBe(200);
    const missing = await t.app.inject({
      url: `/api/images/00000000-0000-4000-8000-000000000000/card-blurred.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });

  describe("when the bucket refuses writes", () => {
    async function refusingApp() {
      const app = await buildApp({
        config: t.config,
        database: t.database,
        // An access key the store does not know: every request is refused.
        imageStorage: await createImageStorage(t.config, {
          credentials: { accessKeyId: "UNKNOWN", secretAccessKey: "none" },
        }),
      });
      return app;
    }

    it("answers the usual 500 to a new helper with a photo, and saves no helper", async () => {
      const app = await refusingApp();
      const before = await objectNames();
      const { response } = await sendWithPhoto(app, "POST", "/api/admin/maid");
      await app.close();
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        code: "internal",
        message: API_MESSAGES.photoNotStored,
      });
      const [helpers] = await t.database.db.select({ n: count() }).from(maids);
      const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
      expect(helpers?.n).toBe(0);
      expect(audits?.n).toBe(0);
      expect(await objectNames()).toEqual(before);
    });

    it("answers the usual 500 to a new photo for a helper, and leaves her unchanged", async () => {
      const id = await createHelper(t.database.db, { name: "Ana Santos" });
      const app = await refusingApp();
      const { response } = await sendWithPhoto(app, "PUT", `/api/admin/maid/${id}`);
      await app.close();
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json().message).toBe(API_MESSAGES.photoNotStored);
      const [row] = await t.database.db.select().from(maids).where(eq(maids.id, id));
      expect(row).toMatchObject({ name: "Ana Santos", photoKey: null });
    });

    it("answers a photo 503 with a message, not a 500 or a 404, and says when to try again", async () => {
      const { response: created } = await sendWithPhoto(t.app, "POST", "/api/admin/maid");
      const photoUrl = created.json().imageUrl.replace("card.webp", "card-blurred.webp");
      const app = await refusingApp();
      const response = await app.inject({ url: photoUrl });
      await app.close();
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({
        code: "photo_store_unavailable",
        message: API_MESSAGES.photoStoreUnavailable,
      });
      expect(response.headers["retry-after"]).toBe("5");
      expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);
    });
  });

  it("answers a photo 503 within seconds while the store hangs, and serves it again once the store answers, without a restart", async () => {
    const { response: created } = await sendWithPhoto(t.app, "POST", "/api/admin/maid");
    const photoUrl = created.json().imageUrl.replace("card.webp", "card-blurred.webp");
    await s3.hang();
    try {
      const started = performance.now();
      const response = await t.app.inject({ url: photoUrl });
      // Before the photo calls had a deadline, a hung store held the request 30 to 60 s.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().code).toBe("photo_store_unavailable");
    } finally {
      await s3.start();
    }
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);
  }, 60_000);
});
