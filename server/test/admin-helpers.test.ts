import { readdir } from "node:fs/promises";
import { emptyBiodata } from "@maids/contract/biodata.ts";
import { adminHelperRecordSchema, adminHelperSchema } from "@maids/contract/helper.ts";
import { updateHelperInputSchema } from "@maids/contract/helper-input.ts";
import { ADMIN_MESSAGES } from "@maids/contract/messages.ts";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { helperService } from "../src/admin/helper-service.ts";
import {
  auditLog,
  employmentEntries,
  favourites,
  maids,
  recommendationMaids,
} from "../src/db/schema.ts";
import { NotFoundError } from "../src/domain-errors.ts";
import { type ProcessedImage, processPhoto } from "../src/images/image-pipeline.ts";
import { recommendationIdFor } from "../src/recommendations/recommendation-repository.ts";
import { createHelper, createUser, signedInCookie } from "./support/factories.ts";
import { multipartBody, pixelFlood, samplePhoto } from "./support/photos.ts";
import { readAdminHelper, send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";
import { selectRows } from "./support/test-database.ts";

const t = useTestApp();

const NEW_HELPER = {
  name: "Siti Rahayu",
  country: "Indonesia",
  DOB: "1992-04-03",
  Religion: "Muslim",
  salary: 650,
  skills: ["Cooking", "Elderly Care"],
  languages: ["English", "Indonesian"],
  type: ["Ex-Singapore"],
  maidDetails: { description: "Gentle and organised.", restDay: 4, englishRating: 3 },
  employmentDetails: [
    {
      country: "Singapore",
      startDate: "2018-02-01",
      endDate: "2022-01-31",
      noOfFamilyMember: 5,
      mainJobScope: "Care of an elderly grandmother",
      employerDescription: "Family in Bishan",
      reasonOfLeaving: "Contract finished",
    },
  ],
};

async function admin() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

async function postMultipart(
  url: string,
  cookie: string,
  parts: Parameters<typeof multipartBody>[0],
  method: "POST" | "PUT" = "POST",
) {
  const { payload, contentType } = await multipartBody(parts);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { cookie, origin: SAME_ORIGIN, "content-type": contentType },
  });
}

async function storedPhotoKeys(): Promise<string[]> {
  return readdir(t.config.uploadsDir).catch(() => []);
}

describe("GET /api/admin/maids and search", () => {
  it("lists every helper, active or not, newest first, with full details", async () => {
    const first = await createHelper(t.database.db, { name: "Ana Santos" });
    const hidden = await createHelper(t.database.db, { name: "Bea Reyes", isActive: false });
    const response = await t.app.inject({
      url: "/api/admin/maids",
      headers: { cookie: await admin() },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((maid: { id: number }) => maid.id)).toEqual([hidden, first]);
    expect(adminHelperSchema.strict().parse(list[0])).toMatchObject({
      isActive: false,
      supplier: "ID-2",
    });
    expect(list[1].employmentDetails).toHaveLength(1);
  });

  it("searches by name (any case, any part) or by id; an empty query lists all", async () => {
    const ana = await createHelper(t.database.db, { name: "Ana Santos" });
    const bea = await createHelper(t.database.db, { name: "Bea Reyes" });
    const cookie = await admin();
    const search = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/admin/maids/search?query=${encodeURIComponent(query)}`,
          headers: { cookie },
        })
      )
        .json()
        .map((maid: { id: number }) => maid.id);
    expect(await search("santos")).toEqual([ana]);
    expect(await search(String(bea))).toEqual([bea]);
    expect(await search("")).toEqual([bea, ana]);
    expect(await search("100%_")).toEqual([]);
  });

  it("answers HEAD like GET without a body, and refuses customers and strangers", async () => {
    const cookie = await admin();
    const head = await t.app.inject({
      method: "HEAD",
      url: "/api/admin/maids",
      headers: { cookie },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const customer = (await signedInCookie(t.database.db, t.config)).cookie;
    expect(
      (
        await t.app.inject({
          method: "HEAD",
          url: "/api/admin/maids",
          headers: { cookie: customer },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "HEAD", url: "/api/admin/maids" })).statusCode).toBe(401);
  });
});

describe("GET /api/admin/maid/:id", () => {
  it("answers the full helper under both paths, and 404 for an unknown one", async () => {
    const id = await createHelper(t.database.db, { isActive: false });
    const cookie = await admin();
    for (const url of [`/api/admin/maid/${id}`, `/api/admin/maids/${id}`]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(adminHelperRecordSchema.strict().parse(response.json()).id).toBe(id);
    }
    const missing = await t.app.inject({ url: "/api/admin/maid/999999", headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });
});

describe("POST /api/admin/maid", () => {
  it("creates from JSON, applying the defaults, and audits it", async () => {
    const cookie = await admin();
    const response = await send(t.app, "POST", "/api/admin/maid", {
      cookie,
      body: { name: "Mya Mya", country: "Myanmar", DOB: "1995-01-20", Religion: "Buddhist" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const maid = adminHelperRecordSchema.strict().parse(response.json());
    expect(maid).toMatchObject({
      name: "Mya Mya",
      salary: 500,
      height: 160,
      weight: 55,
      maritalStatus: "Single",
      supplier: "Default Supplier",
      skills: ["Cooking"],
      languages: ["English"],
      type: ["New/Fresh"],
      isActive: true,
      imageUrl: "",
    });
    expect(maid.biodata).toEqual(emptyBiodata());
    const entries = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "supplier.create",
        entityId: String(maid.supplierId),
        details: { name: "Default Supplier", from: "helper form" },
      }),
      expect.objectContaining({ action: "maid.create", entityId: String(maid.id) }),
    ]);
  });

  it("refuses a NUL character in the multipart data with 400 naming the field", async () => {
    const cookie = await admin();
    const response = await postMultipart("/api/admin/maid", cookie, {
      data: { ...NEW_HELPER, name: "Siti\u0000Rahayu" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "name", message: "must not contain a NUL character" },
    ]);
    expect(await t.database.db.select().from(maids)).toEqual([]);
  });

  it.each([
    ["png", "image/png", "photo.png"],
    ["jpeg", "image/jpeg", "photo.jpg"],
    ["gif", "image/gif", "photo.gif"],
  ] as const)(
    "creates from multipart with a real %s photo, served as WebP",
    async (format, type, filename) => {
      const cookie = await admin();
      const content = await samplePhoto(format);
      const response = await postMultipart("/api/admin/maid", cookie, {
        data: NEW_HELPER,
        image: { content, filename, type },
      });
      expect(response.statusCode, response.body).toBe(201);
      const maid = response.json();
      expect(maid.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/card\.webp$/);
      expect(maid.employmentDetails).toEqual(
        NEW_HELPER.employmentDetails.map((entry) => ({ ...entry, employerType: "", feedback: "" })),
      );
      const image = await t.app.inject({ url: maid.imageUrl, headers: { cookie } });
      expect(image.headers["content-type"]).toBe("image/webp");
      const anonymous = await t.app.inject({ url: `/api/catalogue/maids/${maid.id}` });
      expect(anonymous.json().imageUrl).toMatch(/card-blurred\.webp$/);
    },
  );

  it("decides the type by content: a text file named .png is refused and nothing is kept", async () => {
    const cookie = await admin();
    const photosBefore = await storedPhotoKeys();
    const response = await postMultipart("/api/admin/maid", cookie, {
      data: NEW_HELPER,
      image: {
        content: Buffer.from("not a picture at all"),
        filename: "photo.png",
        type: "image/png",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Please select an image file",
      errors: [{ field: "image", message: "Please select an image file" }],
    });
    expect(await t.database.db.select().from(maids)).toEqual([]);
    expect(await storedPhotoKeys()).toEqual(photosBefore);
  });

  it("refuses a photo of 5 MB + 1 byte with 413 and the form's message", async () => {
    const cookie = await admin();
    const response = await postMultipart("/api/admin/maid", cookie, {
      data: NEW_HELPER,
      image: {
        content: Buffer.alloc(5 * 1024 * 1024 + 1, 7),
        filename: "big.jpg",
        type: "image/jpeg",
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Image size must be less than 5MB");
    expect(await t.database.db.select().from(maids)).toEqual([]);
  });

  it("accepts a large photo under 5 MB (beyond the 1 MB limit of JSON bodies)", async () => {
    const noise = Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, (_, i) => (i * 7919) % 251));
    const content = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(content.byteLength).toBeGreaterThan(2.5 * 1024 * 1024);
    const response = await postMultipart("/api/admin/maid", await admin(), {
      data: NEW_HELPER,
      image: { content, filename: "large.png", type: "image/png" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses an image too large in pixels", async () => {
    const cookie = await admin();
    const response = await postMultipart("/api/admin/maid", cookie, {
      data: NEW_HELPER,
      image: { content: await pixelFlood(), filename: "flood.png", type: "image/png" },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(maids)).toEqual([]);
  });

  it("answers 400 with a message per field and changes nothing", async () => {
    const cookie = await admin();
    const response = await send(t.app, "POST", "/api/admin/maid", {
      cookie,
      body: { ...NEW_HELPER, name: "", height: 251, salary: 299, maidDetails: { restDay: 32 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Name is required" },
        { field: "height", message: "Height must be between 100 and 250" },
        { field: "salary", message: "Salary must be between 300 and 5000" },
        { field: "maidDetails.restDay", message: "Rest days must be between 0 and 31" },
      ]),
    );
    expect(await t.database.db.select().from(maids)).toEqual([]);
  });

  it("refuses broken JSON in the data field", async () => {
    const cookie = await admin();
    const form = new FormData();
    form.append("data", "{not json");
    const encoded = new Response(form);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/maid",
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        cookie,
        origin: SAME_ORIGIN,
        "content-type": encoded.headers.get("content-type") ?? "",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "data", message: "data must be JSON text" }]);
  });
});

describe("PUT /api/admin/maid/:id", () => {
  async function createdWithPhoto(cookie: string) {
    const response = await postMultipart("/api/admin/maid", cookie, {
      data: NEW_HELPER,
      image: { content: await samplePhoto("png"), filename: "a.png", type: "image/png" },
    });
    return response.json();
  }

  const edited = {
    ...NEW_HELPER,
    height: 155,
    weight: 50,
    loan: 800,
    supplier: "ID-7",
    maritalStatus: "Married",
  };

  it("updates from JSON and keeps the photo", async () => {
    const cookie = await admin();
    const maid = await createdWithPhoto(cookie);
    const response = await send(t.app, "PUT", `/api/admin/maid/${maid.id}`, {
      cookie,
      body: { ...edited, name: "Siti R.", employmentDetails: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Siti R.",
      loan: 800,
      imageUrl: maid.imageUrl,
      employmentDetails: [],
    });
    expect(
      await t.database.db
        .select()
        .from(employmentEntries)
        .where(eq(employmentEntries.maidId, maid.id)),
    ).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.update"));
    expect(audit[0]?.details).toMatchObject({ changed: expect.arrayContaining(["name", "loan"]) });
  });

  it("replaces the photo and removes the old files", async () => {
    const cookie = await admin();
    const maid = await createdWithPhoto(cookie);
    const oldKey = maid.imageUrl.split("/")[3];
    const photosBefore = await storedPhotoKeys();
    const response = await postMultipart(
      `/api/admin/maid/${maid.id}`,
      cookie,
      {
        data: edited,
        image: { content: await samplePhoto("jpeg"), filename: "b.jpg", type: "image/jpeg" },
      },
      "PUT",
    );
    expect(response.statusCode, response.body).toBe(200);
    const newKey = response.json().imageUrl.split("/")[3];
    expect(newKey).not.toBe(oldKey);
    const expected = [...photosBefore.filter((key) => key !== oldKey), newKey].sort();
    expect((await storedPhotoKeys()).sort()).toEqual(expected);
  });

  it("applies the edit form's own ranges and leaves the helper unchanged when refused", async () => {
    const cookie = await admin();
    const id = await createHelper(t.database.db, { name: "Unchanged" });
    const response = await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...edited, name: "Changed", height: 201, weight: 151, salary: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: "height", message: "Height must be between 100 and 200" },
        { field: "weight", message: "Weight must be between 30 and 150" },
        { field: "salary", message: "Salary is required" },
      ]),
    );
    const [row] = await t.database.db.select().from(maids).where(eq(maids.id, id));
    expect(row?.name).toBe("Unchanged");
  });

  it("answers 404 for an unknown helper", async () => {
    const response = await send(t.app, "PUT", "/api/admin/maid/999999", {
      cookie: await admin(),
      body: edited,
    });
    expect(response.statusCode).toBe(404);
  });

  describe("two administrators editing one helper", () => {
    const keyOf = (imageUrl: string) => imageUrl.split("/")[3] ?? "";

    /** An edit as the PUT route runs it: the helper read first, the change made last. */
    async function editStartedBy(adminId: number, helperId: number) {
      const helpers = helperService(t.database.db, t.storage, t.app.log);
      const before = await helpers.withBiodata(helperId);
      return (input: unknown, photo: ProcessedImage | null = null) =>
        helpers.change(before, updateHelperInputSchema.parse(input), photo, adminId);
    }

    async function replacePhoto(helperId: number, cookie: string): Promise<string> {
      const response = await postMultipart(
        `/api/admin/maid/${helperId}`,
        cookie,
        {
          data: edited,
          image: { content: await samplePhoto("jpeg"), filename: "b.jpg", type: "image/jpeg" },
        },
        "PUT",
      );
      expect(response.statusCode, response.body).toBe(200);
      return keyOf(response.json().imageUrl);
    }

    async function currentPhotoKey(helperId: number) {
      const [row] = await t.database.db.select().from(maids).where(eq(maids.id, helperId));
      return row?.photoKey;
    }

    async function expectPhotoServed(key: string, cookie: string) {
      for (const file of ["card.webp", "detail-blurred.webp"]) {
        const image = await t.app.inject({
          url: `/api/images/${key}/${file}`,
          headers: { cookie },
        });
        expect(image.statusCode, `${key}/${file}`).toBe(200);
      }
    }

    it("a text-only edit finishing after another's photo replacement keeps the new photo", async () => {
      const { user, cookie } = await signedInCookie(t.database.db, t.config, "admin");
      const helper = await createdWithPhoto(cookie);
      const finishTextEdit = await editStartedBy(user.id, helper.id);
      const newKey = await replacePhoto(helper.id, cookie);

      const answer = await finishTextEdit({ ...edited, name: "Siti R." });

      expect(answer.maid).toMatchObject({ name: "Siti R.", photoKey: newKey });
      expect(await currentPhotoKey(helper.id)).toBe(newKey);
      await expectPhotoServed(newKey, cookie);
      expect(await storedPhotoKeys()).not.toContain(keyOf(helper.imageUrl));
    });

    it("a photo replacement finishing after another's removes the photo it replaced", async () => {
      const { user, cookie } = await signedInCookie(t.database.db, t.config, "admin");
      const helper = await createdWithPhoto(cookie);
      const finishPhotoEdit = await editStartedBy(user.id, helper.id);
      const replacedKey = await replacePhoto(helper.id, cookie);
      const photo = await processPhoto(await samplePhoto("png"));

      await finishPhotoEdit(edited, photo);

      expect(await currentPhotoKey(helper.id)).toBe(photo.key);
      await expectPhotoServed(photo.key, cookie);
      const stored = await storedPhotoKeys();
      expect(stored).not.toContain(replacedKey);
      expect(stored).not.toContain(keyOf(helper.imageUrl));
    });

    it("an edit finishing after another's delete is refused as not found and keeps no files", async () => {
      const { user, cookie } = await signedInCookie(t.database.db, t.config, "admin");
      const helper = await createdWithPhoto(cookie);
      const finishPhotoEdit = await editStartedBy(user.id, helper.id);
      await send(t.app, "DELETE", `/api/admin/maids/${helper.id}`, { cookie });
      const photo = await processPhoto(await samplePhoto("png"));

      await expect(finishPhotoEdit(edited, photo)).rejects.toBeInstanceOf(NotFoundError);

      expect(await t.database.db.select().from(maids)).toEqual([]);
      expect(await storedPhotoKeys()).not.toContain(photo.key);
    });

    it.skipIf(process.env.TEST_DATABASE !== "postgres").each([
      ["text-only", false],
      ["photo", true],
    ])(
      "a %s edit waits for another's photo change in progress and builds on what it committed",
      async (_, withPhoto) => {
        const { user, cookie } = await signedInCookie(t.database.db, t.config, "admin");
        const helper = await createdWithPhoto(cookie);
        const finishEdit = await editStartedBy(user.id, helper.id);
        const committed = await processPhoto(await samplePhoto("gif"));
        await t.storage.save(committed.key, committed.files);
        const { locked, commit, done } = photoChangeInProgress(helper.id, committed.key);
        await locked;
        const photo = withPhoto ? await processPhoto(await samplePhoto("png")) : null;

        const finishing = finishEdit(edited, photo);
        try {
          await untilSomeoneWaitsForALock();
        } finally {
          commit();
        }
        await done;
        await finishing;

        const expectedKey = photo?.key ?? committed.key;
        expect(await currentPhotoKey(helper.id)).toBe(expectedKey);
        await expectPhotoServed(expectedKey, cookie);
        if (photo) expect(await storedPhotoKeys()).not.toContain(committed.key);
      },
    );

    /** Another administrator's transaction that set a new photo key and holds the row until `commit`. */
    function photoChangeInProgress(helperId: number, key: string) {
      let markLocked = () => {};
      let commit = () => {};
      const locked = new Promise<void>((resolve) => {
        markLocked = resolve;
      });
      const released = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const done = t.database.db.transaction(async (tx) => {
        await tx.update(maids).set({ photoKey: key }).where(eq(maids.id, helperId));
        markLocked();
        await released;
      });
      return { locked, commit, done };
    }

    async function untilSomeoneWaitsForALock() {
      for (let attempt = 0; attempt < 500; attempt++) {
        const [row] = await selectRows<{ waiting: number }>(
          t.database,
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row && row.waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("the edit never waited for the row lock");
    }
  });
});

describe("a helper's available-from day", () => {
  const edit = {
    ...NEW_HELPER,
    height: 155,
    weight: 50,
    loan: 0,
    supplier: "ID-7",
    maritalStatus: "Married",
  };

  it("is stored from the add form, none when left out or blank", async () => {
    const cookie = await admin();
    const create = (body: object) => send(t.app, "POST", "/api/admin/maid", { cookie, body });
    const later = await create({ ...NEW_HELPER, availableFrom: "2027-03-01" });
    expect(later.statusCode, later.body).toBe(201);
    expect(adminHelperRecordSchema.strict().parse(later.json()).availableFrom).toBe("2027-03-01");
    const [stored] = await t.database.db
      .select({ availableFrom: maids.availableFrom })
      .from(maids)
      .where(eq(maids.id, later.json().id));
    expect(stored?.availableFrom).toBe("2027-03-01");
    expect((await create({ ...NEW_HELPER, name: "Left Out" })).json().availableFrom).toBeNull();
    expect(
      (await create({ ...NEW_HELPER, name: "Blank", availableFrom: "" })).json().availableFrom,
    ).toBeNull();
  });

  it("is changed by an edit, kept when the edit leaves it out, cleared when blank", async () => {
    const cookie = await admin();
    const created = await send(t.app, "POST", "/api/admin/maid", { cookie, body: NEW_HELPER });
    const id = created.json().id as number;
    const put = (body: object) => send(t.app, "PUT", `/api/admin/maid/${id}`, { cookie, body });
    const record = () => readAdminHelper(t.app, cookie, id);

    const changed = await put({ ...edit, availableFrom: "2027-04-15" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().availableFrom).toBe("2027-04-15");
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.update"));
    expect(audit?.details).toMatchObject({ changed: expect.arrayContaining(["availableFrom"]) });
    expect((await put(edit)).statusCode).toBe(200);
    expect((await record()).availableFrom).toBe("2027-04-15");
    expect((await put({ ...edit, availableFrom: "" })).json().availableFrom).toBeNull();
    expect((await record()).availableFrom).toBeNull();
  });

  it("refuses a day that is not one, naming the field, and changes nothing", async () => {
    const cookie = await admin();
    const id = await createHelper(t.database.db, { availableFrom: "2027-01-10" });
    const refused = await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...edit, availableFrom: "2027-02-30" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: "availableFrom",
      message: "Available from is not a valid date",
    });
    const [stored] = await t.database.db
      .select({ availableFrom: maids.availableFrom })
      .from(maids)
      .where(eq(maids.id, id));
    expect(stored?.availableFrom).toBe("2027-01-10");
  });
});

describe("DELETE /api/admin/maids/:id", () => {
  it("removes the helper, her photos, favourites and recommendations together", async () => {
    const cookie = await admin();
    const created = (
      await postMultipart("/api/admin/maid", cookie, {
        data: NEW_HELPER,
        image: { content: await samplePhoto("png"), filename: "a.png", type: "image/png" },
      })
    ).json();
    const photoKey = created.imageUrl.split("/")[3];
    const other = await createHelper(t.database.db);
    const customer = await createUser(t.database.db);
    await t.database.db.insert(favourites).values([
      { userId: customer.id, maidId: created.id },
      { userId: customer.id, maidId: other },
    ]);
    const recommendationId = await recommendationIdFor(t.database.db, customer.id);
    await t.database.db
      .insert(recommendationMaids)
      .values({ recommendationId, maidId: created.id });

    const response = await send(t.app, "DELETE", `/api/admin/maids/${created.id}`, { cookie });

    expect(response.json()).toEqual({ id: created.id, deleted: true });
    expect(await t.database.db.select().from(maids).where(eq(maids.id, created.id))).toEqual([]);
    expect((await t.database.db.select().from(favourites)).map((row) => row.maidId)).toEqual([
      other,
    ]);
    expect(await t.database.db.select().from(recommendationMaids)).toEqual([]);
    expect(await storedPhotoKeys()).not.toContain(photoKey);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.delete"));
    expect(audit).toHaveLength(1);
    expect(
      (await send(t.app, "DELETE", `/api/admin/maids/${created.id}`, { cookie })).statusCode,
    ).toBe(404);
  });
});

describe("who may manage helpers", () => {
  it.each([
    ["GET", "/api/admin/maids"],
    ["GET", "/api/admin/maids/search?query=a"],
    ["GET", "/api/admin/maid/1"],
    ["POST", "/api/admin/maid"],
    ["PUT", "/api/admin/maid/1"],
    ["DELETE", "/api/admin/maids/1"],
  ] as const)("%s %s: 401 for strangers, 403 for customers", async (method, url) => {
    await createHelper(t.database.db);
    const customer = (await signedInCookie(t.database.db, t.config)).cookie;
    const call = (cookie?: string) =>
      t.app.inject({
        method,
        url,
        headers: { origin: SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
        ...(method === "GET" || method === "DELETE" ? {} : { payload: NEW_HELPER }),
      });
    expect((await call()).statusCode).toBe(401);
    expect((await call(customer)).statusCode).toBe(403);
    expect(await t.database.db.select().from(maids)).toHaveLength(1);
  });
});

describe("PUT /api/admin/maid/:id with the version the edit was made on", () => {
  /** The edit form's values with `body`'s changes: every field the form requires. */
  const FORM = {
    ...NEW_HELPER,
    name: "Ana Santos",
    height: 155,
    weight: 50,
    loan: 800,
    supplier: "ID-7",
    maritalStatus: "Single",
  };
  const edit = (cookie: string, id: number, body: Record<string, unknown>) =>
    send(t.app, "PUT", `/api/admin/maid/${id}`, { cookie, body: { ...FORM, ...body } });

  const readRecord = (cookie: string, id: number) => readAdminHelper(t.app, cookie, id);

  it("raises the version with every save", async () => {
    const cookie = await admin();
    const id = await createHelper(t.database.db, { name: "Ana Santos" });
    const { version } = await readRecord(cookie, id);
    const saved = await edit(cookie, id, { name: "Ana S.", expectedVersion: version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(version + 1);
    expect((await readRecord(cookie, id)).version).toBe(version + 1);
  });

  it("refuses an edit made on an older version with 409 and her current record, changing nothing", async () => {
    const [first, second] = [await admin(), await admin()];
    const id = await createHelper(t.database.db, { name: "Ana Santos" });
    const { version } = await readRecord(first, id);

    expect((await edit(first, id, { salary: 700, expectedVersion: version })).statusCode).toBe(200);
    const stale = await edit(second, id, {
      name: "Ana Reverted",
      salary: 600,
      expectedVersion: version,
    });

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: ADMIN_MESSAGES.helperChangedMeanwhile,
      current: { id, name: "Ana Santos", salary: 700, version: version + 1 },
    });
    expect(await readRecord(first, id)).toMatchObject({ name: "Ana Santos", salary: 700 });
  });

  it("lets one of two edits made on the same version through at once, on either database", async () => {
    const [first, second] = [await admin(), await admin()];
    const id = await createHelper(t.database.db, { name: "Ana Santos" });
    const { version } = await readRecord(first, id);
    const answers = await Promise.all([
      edit(first, id, { salary: 710, expectedVersion: version }),
      edit(second, id, { salary: 720, expectedVersion: version }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(await readRecord(first, id)).toMatchObject({
      salary: winner.salary,
      version: version + 1,
    });
  });

  it("keeps the original front end's edit, which sends back the record it read: the last write wins", async () => {
    const cookie = await admin();
    const id = await createHelper(t.database.db, { name: "Ana Santos" });
    const read = await readRecord(cookie, id);
    expect((await edit(cookie, id, { ...read, ...FORM, salary: 700 })).statusCode).toBe(200);
    // Its second save of the same record carries the old `version`: not a stale edit.
    const last = await edit(cookie, id, { ...read, ...FORM, salary: 650 });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().salary).toBe(650);
  });

  it("refuses an expected version that is not a whole number", async () => {
    const cookie = await admin();
    const id = await createHelper(t.database.db, { name: "Ana Santos" });
    for (const expectedVersion of ["2", 1.5, 0, null]) {
      const response = await edit(cookie, id, { expectedVersion });
      expect(response.statusCode, String(expectedVersion)).toBe(400);
      expect(response.json().errors).toEqual([
        { field: "expectedVersion", message: "expectedVersion must be a whole number" },
      ]);
    }
  });
});
