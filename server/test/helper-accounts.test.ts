import {
  HELPER_PROFILE_MESSAGES,
  helperInterviewSchema,
  helperInterviewsSchema,
  ownHelperProfileSchema,
  staffDataRequestsSchema,
  staffHelperProfileSchema,
} from "@maids/contract/helper-accounts.ts";
import { ADMIN_MESSAGES, API_MESSAGES } from "@maids/contract/messages.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, singaporeToday } from "../src/calendar.ts";
import { employerParticulars, interviewRequests, maids, placementCases } from "../src/db/schema.ts";
import { createHelper, createUser, signedInCookie, signedInStaff } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/photos.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** What a helper fills before she may send her profile. */
const COMPLETE = {
  country: "Indonesia",
  dateOfBirth: "1994-03-12",
  heightCm: 155,
  weightKg: 50,
  maritalStatus: "Single",
  religion: "Muslim",
  education: "Secondary School",
  languages: ["Indonesian", "English"],
  skills: ["Cooking", "Childcare"],
  restDays: 4,
  aboutMe: "Saya suka memasak dan merawat anak-anak.",
  jobs: [
    {
      country: "Singapore",
      startDate: "2019-01-01",
      endDate: "2022-12-31",
      duties: "Cared for two children and cooked",
    },
  ],
};

const helperAccount = () => signedInCookie(t.database.db, t.config, "helper");
const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const saveProfile = (cookie: string, data: object) =>
  send(t.app, "PUT", "/api/user/helper/profile", { cookie, body: { data } });

async function uploadPhoto(cookie: string, content: Buffer, type = "image/png") {
  const { payload, contentType } = await multipartBody({
    image: { content, filename: "me.png", type },
  });
  return t.app.inject({
    method: "PUT",
    url: "/api/user/helper/profile/photo",
    payload,
    headers: { cookie, origin: SAME_ORIGIN, "content-type": contentType },
  });
}

/** A helper account whose complete profile waits for review. */
async function submittedHelper() {
  const account = await helperAccount();
  await saveProfile(account.cookie, COMPLETE);
  await uploadPhoto(account.cookie, await samplePhoto("png"));
  await send(t.app, "PUT", "/api/user/helper/consent", {
    cookie: account.cookie,
    body: { shown: true },
  });
  const submitted = await send(t.app, "POST", "/api/user/helper/profile/submit", {
    cookie: account.cookie,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return account;
}

/** Staff accept her profile and publish her record through the helper edit form. */
async function acceptedAndPublished(userId: number) {
  const staff = await signedInStaff(t.database.db, t.config, "ea_personnel");
  const accepted = await send(t.app, "POST", `/api/admin/helper-profiles/${userId}/accept`, {
    cookie: staff.cookie,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { helperId } = accepted.json() as { helperId: number };
  const record = (await get(`/api/admin/maid/${helperId}`, staff.cookie)).json();
  const published = await send(t.app, "PUT", `/api/admin/maid/${helperId}`, {
    cookie: staff.cookie,
    body: { ...record, isActive: true },
  });
  expect(published.statusCode, published.body).toBe(200);
  return { helperId, staff, record };
}

describe("who reaches a helper account's calls", () => {
  it("a helper account reaches only her own pages; families and staff reach none of them", async () => {
    const { cookie } = await helperAccount();
    expect((await get("/api/user/helper/profile", cookie)).statusCode).toBe(200);
    for (const url of [
      "/api/user/favorites",
      "/api/catalogue/user/favorites",
      "/api/user/recommended",
      "/api/user/requirements",
      "/api/user/matches",
      "/api/user/hiring",
      "/api/user/interview-requests",
    ]) {
      expect((await get(url, cookie)).statusCode, url).toBe(403);
    }
    const maidId = await createHelper(t.database.db);
    const asked = await send(t.app, "POST", "/api/user/interview-requests", {
      cookie,
      body: { maidId },
    });
    expect(asked.statusCode).toBe(403);

    expect((await get("/api/user/helper/profile")).statusCode).toBe(401);
    const family = await signedInCookie(t.database.db, t.config);
    expect((await get("/api/user/helper/profile", family.cookie)).statusCode).toBe(403);
    const staff = await signedInStaff(t.database.db, t.config, "owner");
    expect((await get("/api/user/helper/interviews", staff.cookie)).statusCode).toBe(403);
  });

  it("a helper account sees other helpers as a visitor does: public fields, blurred photos", async () => {
    const photoKey = "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11";
    const maidId = await createHelper(t.database.db, { photoKey });
    const { cookie } = await helperAccount();

    const list = (await get("/api/catalogue/maids", cookie)).json();
    expect(list.maids[0]).toMatchObject({ id: maidId, photoIsBlurred: true });
    const profile = (await get(`/api/catalogue/maids/${maidId}`, cookie)).json();
    expect(profile.photoIsBlurred).toBe(true);
    expect(profile).not.toHaveProperty("employmentDetails");
    expect(profile).not.toHaveProperty("biodata");
    const clear = await get(`/api/images/${photoKey}/card.webp`, cookie);
    expect(clear.statusCode).toBe(403);
  });
});

describe("her own profile", () => {
  it("starts empty, saves as she goes, shows her own photo clear, and says what it lacks", async () => {
    const { cookie } = await helperAccount();
    const empty = ownHelperProfileSchema.parse(
      (await get("/api/user/helper/profile", cookie)).json(),
    );
    expect(empty).toMatchObject({
      status: "draft",
      photoUrl: null,
      helperId: null,
      language: "en",
    });

    const saved = await saveProfile(cookie, { country: "Indonesia", skills: ["Cooking"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ownHelperProfileSchema.parse(saved.json()).data).toMatchObject({
      country: "Indonesia",
      skills: ["Cooking"],
    });

    const incomplete = await send(t.app, "POST", "/api/user/helper/profile/submit", { cookie });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual(
      expect.arrayContaining([
        { field: "data.dateOfBirth", message: HELPER_PROFILE_MESSAGES.required },
        { field: "photo", message: HELPER_PROFILE_MESSAGES.photoRequired },
        { field: "consent", message: HELPER_PROFILE_MESSAGES.consentRequired },
      ]),
    );

    const photo = await uploadPhoto(cookie, await samplePhoto("jpeg"), "image/jpeg");
    expect(photo.statusCode, photo.body).toBe(200);
    const { photoUrl } = ownHelperProfileSchema.parse(photo.json());
    expect(photoUrl).toMatch(/^\/api\/images\/[^/]+\/card\.webp$/);
    expect((await get(photoUrl as string, cookie)).statusCode).toBe(200);
    const other = await helperAccount();
    expect((await get(photoUrl as string, other.cookie)).statusCode).toBe(403);
  });

  it("refuses impossible values and a fake photo, field by field", async () => {
    const { cookie } = await helperAccount();
    const today = singaporeToday();
    const refused = await saveProfile(cookie, {
      dateOfBirth: addDays(today, -365 * 10),
      heightCm: "tall",
      availableFrom: addDays(today, -1),
      jobs: [{ country: "Hong Kong", startDate: "2020-05-01", endDate: "2019-01-01" }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: "data.dateOfBirth", message: HELPER_PROFILE_MESSAGES.dateOfBirth },
        { field: "data.heightCm", message: HELPER_PROFILE_MESSAGES.heightCm },
        { field: "data.jobs.0.endDate", message: HELPER_PROFILE_MESSAGES.jobDates },
      ]),
    );
    const past = await saveProfile(cookie, { availableFrom: addDays(today, -1) });
    expect(past.json().errors).toEqual([
      { field: "data.availableFrom", message: HELPER_PROFILE_MESSAGES.availableFrom },
    ]);

    const fake = await uploadPhoto(cookie, Buffer.from("GIF89a not really an image"), "image/gif");
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].field).toBe("image");
    const language = await send(t.app, "PUT", "/api/user/helper/language", {
      cookie,
      body: { language: "xx" },
    });
    expect(language.statusCode).toBe(400);
  });

  it("remembers the language of her pages", async () => {
    const { cookie } = await helperAccount();
    const changed = await send(t.app, "PUT", "/api/user/helper/language", {
      cookie,
      body: { language: "id" },
    });
    expect(changed.json().language).toBe("id");
    expect((await get("/api/user/helper/profile", cookie)).json().language).toBe("id");
  });
});

describe("staff's review", () => {
  it("accepts into an unpublished record linked to her account; nothing is public until published", async () => {
    const account = await submittedHelper();
    const staff = await signedInStaff(t.database.db, t.config, "ea_personnel");
    const waiting = (await get("/api/admin/helper-profiles?status=submitted", staff.cookie)).json();
    expect(waiting.map((row: { userId: number }) => row.userId)).toContain(account.user.id);
    const review = staffHelperProfileSchema.parse(
      (await get(`/api/admin/helper-profiles/${account.user.id}`, staff.cookie)).json(),
    );
    expect(review.missing).toEqual([]);

    const accepted = await send(
      t.app,
      "POST",
      `/api/admin/helper-profiles/${account.user.id}/accept`,
      {
        cookie: staff.cookie,
      },
    );
    const { helperId } = accepted.json() as { helperId: number };
    const [row] = await t.database.db.select().from(maids).where(eq(maids.id, helperId));
    expect(row).toMatchObject({
      accountUserId: account.user.id,
      isActive: false,
      country: "Indonesia",
      types: ["Ex-Singapore"],
    });
    expect((await get(`/api/catalogue/maids/${helperId}`)).statusCode).toBe(404);
    const own = ownHelperProfileSchema.parse(
      (await get("/api/user/helper/profile", account.cookie)).json(),
    );
    expect(own).toMatchObject({ status: "accepted", helperId, published: false });

    const again = await send(
      t.app,
      "POST",
      `/api/admin/helper-profiles/${account.user.id}/accept`,
      {
        cookie: staff.cookie,
      },
    );
    expect(again.statusCode).toBe(409);
  });

  it("accepting her changed profile updates what she says of herself and keeps what the agency decided", async () => {
    const account = await submittedHelper();
    const { helperId, staff } = await acceptedAndPublished(account.user.id);
    await t.database.db.update(maids).set({ salary: 780 }).where(eq(maids.id, helperId));

    await saveProfile(account.cookie, { ...COMPLETE, aboutMe: "Now learning Mandarin.", jobs: [] });
    const resent = await send(t.app, "POST", "/api/user/helper/profile/submit", {
      cookie: account.cookie,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const accepted = await send(
      t.app,
      "POST",
      `/api/admin/helper-profiles/${account.user.id}/accept`,
      {
        cookie: staff.cookie,
      },
    );
    expect(accepted.json()).toEqual({ helperId });
    const profile = (await get(`/api/catalogue/maids/${helperId}`, staff.cookie)).json();
    expect(profile).toMatchObject({
      salary: 780,
      maidDetails: { description: "Now learning Mandarin." },
    });
    expect(profile.employmentDetails).toHaveLength(1);
  });

  it("asks for changes with a note, or declines with a reason; a declined profile stays as it is", async () => {
    const staff = await signedInStaff(t.database.db, t.config, "administrator");
    const first = await submittedHelper();
    const noNote = await send(
      t.app,
      "POST",
      `/api/admin/helper-profiles/${first.user.id}/request-changes`,
      {
        cookie: staff.cookie,
        body: { note: " " },
      },
    );
    expect(noNote.statusCode).toBe(400);
    const asked = await send(
      t.app,
      "POST",
      `/api/admin/helper-profiles/${first.user.id}/request-changes`,
      {
        cookie: staff.cookie,
        body: { note: "Please add a clearer photo." },
      },
    );
    expect(asked.json()).toMatchObject({
      status: "changes_requested",
      staffNote: "Please add a clearer photo.",
    });
    expect((await get("/api/user/helper/profile", first.cookie)).json().staffNote).toBe(
      "Please add a clearer photo.",
    );

    const second = await submittedHelper();
    const declined = await send(
      t.app,
      "POST",
      `/api/admin/helper-profiles/${second.user.id}/decline`,
      {
        cookie: staff.cookie,
        body: { note: "We place helpers from Indonesia through our partner only." },
      },
    );
    expect(declined.json().status).toBe("declined");
    const edit = await saveProfile(second.cookie, { aboutMe: "Changed" });
    expect(edit.statusCode).toBe(409);
  });

  it("is staff's: a helper account, a family and a read-only member cannot review", async () => {
    const account = await submittedHelper();
    const url = `/api/admin/helper-profiles/${account.user.id}/accept`;
    const other = await helperAccount();
    expect((await send(t.app, "POST", url, { cookie: other.cookie })).statusCode).toBe(403);
    const family = await signedInCookie(t.database.db, t.config);
    expect((await send(t.app, "POST", url, { cookie: family.cookie })).statusCode).toBe(403);
    const readOnly = await signedInStaff(t.database.db, t.config, "read_only");
    expect((await send(t.app, "POST", url, { cookie: readOnly.cookie })).statusCode).toBe(403);
    const owner = await signedInStaff(t.database.db, t.config, "owner");
    const customer = await createUser(t.database.db);
    const notHelper = await get(`/api/admin/helper-profiles/${customer.id}`, owner.cookie);
    expect(notHelper.statusCode).toBe(404);
  });
});

describe("interviews and consent", () => {
  it("she sees a request for her with the family's first name and district only, and answers it", async () => {
    const account = await submittedHelper();
    const { helperId, staff } = await acceptedAndPublished(account.user.id);
    const family = await signedInCookie(t.database.db, t.config);
    const requested = await send(t.app, "POST", "/api/user/interview-requests", {
      cookie: family.cookie,
      body: { maidId: helperId },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const [request] = await t.database.db
      .select()
      .from(interviewRequests)
      .where(eq(interviewRequests.maidId, helperId));
    const [placement] = await t.database.db
      .select()
      .from(placementCases)
      .where(eq(placementCases.customerId, family.user.id));
    await t.database.db.insert(employerParticulars).values({
      caseId: placement?.id as number,
      section: "home",
      data: { addressLine: "12 Tampines Street 81", postalCode: "520123" },
    });

    const seen = helperInterviewsSchema.parse(
      (await get("/api/user/helper/interviews", account.cookie)).json(),
    );
    expect(seen).toEqual([
      expect.objectContaining({
        id: request?.id,
        familyFirstName: family.user.name.split(" ")[0],
        district: "Tampines, Pasir Ris",
        answer: null,
      }),
    ]);
    const body = JSON.stringify(seen);
    expect(body).not.toContain(family.user.email);
    expect(body).not.toContain("Street 81");

    const other = await helperAccount();
    const notHers = await send(t.app, "POST", `/api/user/helper/interviews/${request?.id}/answer`, {
      cookie: other.cookie,
      body: { answer: "declined" },
    });
    expect(notHers.statusCode).toBe(404);
    const agreed = await send(t.app, "POST", `/api/user/helper/interviews/${request?.id}/answer`, {
      cookie: account.cookie,
      body: { answer: "agreed" },
    });
    expect(helperInterviewSchema.parse(agreed.json()).answer).toBe("agreed");
    const board = (await get("/api/admin/interview-requests", staff.cookie)).json();
    expect(board.requests.find((row: { id: number }) => row.id === request?.id)?.helperAnswer).toBe(
      "agreed",
    );
  });

  it("withdrawing her consent takes her out of every public answer, and staff cannot publish her again", async () => {
    const account = await submittedHelper();
    const { helperId, staff, record } = await acceptedAndPublished(account.user.id);
    expect((await get(`/api/catalogue/maids/${helperId}`)).statusCode).toBe(200);

    const withdrawn = await send(t.app, "PUT", "/api/user/helper/consent", {
      cookie: account.cookie,
      body: { shown: false },
    });
    expect(withdrawn.json()).toMatchObject({ consent: { shown: false }, published: false });
    expect((await get(`/api/catalogue/maids/${helperId}`)).statusCode).toBe(404);
    const list = (await get("/api/catalogue/maids?limit=100")).json();
    expect(list.maids.map((maid: { id: number }) => maid.id)).not.toContain(helperId);
    const top = (await get("/api/catalogue/top-maids")).json();
    expect(top.map((maid: { id: number }) => maid.id)).not.toContain(helperId);

    const current = (await get(`/api/admin/maid/${helperId}`, staff.cookie)).json();
    const republish = await send(t.app, "PUT", `/api/admin/maid/${helperId}`, {
      cookie: staff.cookie,
      body: { ...record, isActive: true, expectedVersion: current.version },
    });
    expect(republish.statusCode, republish.body).toBe(400);
    expect(republish.json().errors).toEqual([
      { field: "isActive", message: ADMIN_MESSAGES.helperWithdrewConsent },
    ]);
  });
});

describe("requests about her personal data", () => {
  it("she asks for a copy or for deletion; staff see them and mark them handled", async () => {
    const { cookie, user } = await helperAccount();
    const first = await send(t.app, "POST", "/api/user/helper/data-requests", {
      cookie,
      body: { kind: "copy" },
    });
    expect(first.statusCode).toBe(201);
    const again = await send(t.app, "POST", "/api/user/helper/data-requests", {
      cookie,
      body: { kind: "copy" },
    });
    expect(again.json().id).toBe(first.json().id);
    const bad = await send(t.app, "POST", "/api/user/helper/data-requests", {
      cookie,
      body: { kind: "everything" },
    });
    expect(bad.statusCode).toBe(400);

    const staff = await signedInStaff(t.database.db, t.config, "accounts");
    const listed = staffDataRequestsSchema.parse(
      (await get("/api/admin/data-requests", staff.cookie)).json(),
    );
    expect(listed[0]).toMatchObject({
      userId: user.id,
      kind: "copy",
      handledAt: null,
      role: "helper",
    });
    const handled = await send(
      t.app,
      "POST",
      `/api/admin/data-requests/${first.json().id}/handled`,
      {
        cookie: staff.cookie,
      },
    );
    expect(handled.json().handledAt).not.toBeNull();
    const mine = (await get("/api/user/helper/data-requests", cookie)).json();
    expect(mine[0].handledAt).not.toBeNull();
    const missing = await send(t.app, "POST", "/api/admin/data-requests/999999/handled", {
      cookie: staff.cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(API_MESSAGES.dataRequestNotFound);
  });
});
