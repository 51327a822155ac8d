import { adminHelperSchema } from "@maids/contract/helper.ts";
import { describe, expect, it } from "vitest";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { samplePhoto } from "./support/photos.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

/**
 * The agency's original front end (yikiat97/MaidCatalogue, maid-catalogue/) talks to this
 * API unchanged. These fixtures replay its admin helper form as its source builds the
 * requests (src/pages/admin/admin.jsx for Add, src/components/admin/MaidDetailModal.jsx
 * for Edit): written from reading it, not copied.
 */
const t = useTestApp();

/** What the Add dialog's state holds after an administrator fills it in. */
const ADD_FORM_STATE = {
  name: "Maria Santos",
  imageUrl: "",
  country: "Philippines",
  salary: "700",
  loan: "1500",
  DOB: "1990-06-15",
  height: "158",
  weight: "52",
  Religion: "Catholic",
  maritalStatus: "",
  NumChildren: "",
  skills: ["Cooking", "Childcare", ""],
  languages: ["English"],
  type: [] as string[],
  isActive: true,
  isEmployed: false,
  supplier: "",
  maidDetails: {
    description: "Cheerful, loves children.",
    restDay: "4",
    englishRating: "4",
    chineseRating: "",
    dialectRating: "",
    highestEducation: "High school",
    religion: "",
    employmentHistory: "",
  },
  employmentDetails: [
    {
      country: "",
      startDate: "2016-03-01",
      endDate: "2019-02-28",
      employerDescription: "",
      noOfFamilyMember: "",
      reasonOfLeaving: "",
      mainJobScope: "",
    },
  ],
};

const int = (value: unknown) => Number.parseInt(String(value), 10);
const nonBlank = (items: string[]) => items.filter((item) => item.trim() !== "");

/** admin.jsx: the `maidData` it sends, with its own defaults for empty fields. */
function addPayload(form: typeof ADD_FORM_STATE) {
  return {
    ...form,
    NumChildren: form.NumChildren !== "" ? int(form.NumChildren) : 0,
    salary: int(form.salary) || 500,
    maritalStatus: form.maritalStatus || "Single",
    loan: int(form.loan) || 0,
    height: int(form.height) || 160,
    weight: int(form.weight) || 55,
    skills: nonBlank(form.skills).length > 0 ? nonBlank(form.skills) : ["Cooking"],
    languages: nonBlank(form.languages).length > 0 ? nonBlank(form.languages) : ["English"],
    type: nonBlank(form.type).length > 0 ? nonBlank(form.type) : ["New/Fresh"],
    isActive: form.isActive ?? false,
    isEmployed: form.isEmployed ?? false,
    supplier: form.supplier || "Default Supplier",
    maidDetails: {
      description: form.maidDetails.description || "",
      restDay: int(form.maidDetails.restDay) || 0,
      highestEducation: form.maidDetails.highestEducation || "",
      englishRating: int(form.maidDetails.englishRating) || 0,
      chineseRating: int(form.maidDetails.chineseRating) || 0,
      dialectRating: int(form.maidDetails.dialectRating) || 0,
      religion: form.maidDetails.religion || "",
      employmentHistory: form.maidDetails.employmentHistory || "",
    },
    employmentDetails: form.employmentDetails.map((entry) => ({
      country: entry.country || "Singapore",
      startDate: entry.startDate || null,
      endDate: entry.endDate || null,
      employerDescription: entry.employerDescription || "Default description",
      noOfFamilyMember: int(entry.noOfFamilyMember) || 1,
      reasonOfLeaving: entry.reasonOfLeaving || "Contract finished",
      mainJobScope: entry.mainJobScope || "General housekeeping",
    })),
  };
}

type Helper = Record<string, unknown> & {
  maidDetails: Record<string, unknown>;
  employmentDetails: Record<string, unknown>[];
  skills: string[];
  languages: string[];
  type: string[];
};

/** MaidDetailModal.jsx: the helper as GET answered it, edited, with its number parsing. */
function editPayload(helper: Helper, edits: Partial<Helper>) {
  const form = { ...helper, ...edits };
  return {
    ...form,
    imageUrl: form.imageUrl,
    salary: Number.parseFloat(String(form.salary)) || 0,
    loan: Number.parseFloat(String(form.loan)) || 0,
    height: Number.parseFloat(String(form.height)) || 0,
    weight: Number.parseFloat(String(form.weight)) || 0,
    NumChildren: int(form.NumChildren) || 0,
    skills: nonBlank(form.skills),
    languages: nonBlank(form.languages),
    type: nonBlank(form.type),
    maidDetails: { ...form.maidDetails, restDay: int(form.maidDetails.restDay) || 0 },
    employmentDetails: form.employmentDetails.map((entry) => ({
      ...entry,
      noOfFamilyMember: int(entry.noOfFamilyMember) || 0,
      startDate: entry.startDate || null,
      endDate: entry.endDate || null,
    })),
  };
}

/** Its FormData: the photo first, then `data` as JSON text; the browser sets the boundary. */
async function originalMultipart(data: unknown, photo: Buffer) {
  const form = new FormData();
  form.append("image", new Blob([photo], { type: "image/jpeg" }), "maria20260101T101010.jpg");
  form.append("data", JSON.stringify({ ...(data as object), imageFile: {} }));
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

/** Its admin screens call with credentials from the front end's origin. */
function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  cookie: string,
  body?: { payload: Buffer | string; contentType: string },
) {
  return t.app.inject({
    method,
    url,
    headers: {
      cookie,
      origin: SAME_ORIGIN,
      ...(body ? { "content-type": body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
}

const asJson = (data: unknown) => ({
  payload: JSON.stringify(data),
  contentType: "application/json",
});

/** Its catalogue's age: full years from `new Date(DOB)`, in the visitor's own time zone. */
function originalAge(dob: string, today = new Date()): number {
  const birth = new Date(dob);
  let age = today.getFullYear() - birth.getFullYear();
  const months = today.getMonth() - birth.getMonth();
  if (months < 0 || (months === 0 && today.getDate() < birth.getDate())) age -= 1;
  return age;
}

describe("the original front end's catalogue", () => {
  it("shows every helper to an anonymous visitor: one request for 1,000, ages from DOB within 18 to 60", async () => {
    for (const dateOfBirth of ["2006-02-28", "1990-12-31", "1970-07-01"]) {
      await createHelper(t.database.db, { dateOfBirth });
    }
    const response = await t.app.inject({ url: "/api/catalogue/maids?page=1&limit=1000" });
    const { maids } = response.json() as { maids: { age: number; DOB: string }[] };
    const shown = maids.filter((maid) => {
      const age = originalAge(maid.DOB);
      return age >= 18 && age <= 60;
    });
    expect(shown).toHaveLength(3);
    for (const maid of maids) expect(originalAge(maid.DOB)).toBe(maid.age);
    // A visitor's day a month either side gives the same ages.
    const DAY = 24 * 60 * 60 * 1000;
    for (const offset of [-30, 30]) {
      const day = new Date(Date.now() + offset * DAY);
      for (const maid of maids) expect(originalAge(maid.DOB, day)).toBe(maid.age);
    }
  });
});

describe("the original front end's Add helper form", () => {
  it("creates a helper from its multipart request, photo and all, with its defaults", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const body = await originalMultipart(addPayload(ADD_FORM_STATE), await samplePhoto("jpeg"));

    const response = await call("POST", "/api/admin/maid", cookie, body);

    expect(response.statusCode, response.body).toBe(201);
    const created = adminHelperSchema.parse(response.json());
    expect(created).toMatchObject({
      name: "Maria Santos",
      country: "Philippines",
      salary: 700,
      loan: 1500,
      height: 158,
      maritalStatus: "Single",
      Religion: "Catholic",
      skills: ["Cooking", "Childcare"],
      type: ["New/Fresh"],
      supplier: "Default Supplier",
    });
    expect(created.imageUrl).toMatch(/^\/api\/images\/[a-f0-9-]{36}\//);
    expect(created.maidDetails).toMatchObject({ restDay: 4, englishRating: 4 });
    expect(created.employmentDetails).toEqual([
      expect.objectContaining({
        country: "Singapore",
        startDate: "2016-03-01",
        endDate: "2019-02-28",
        noOfFamilyMember: 1,
        mainJobScope: "General housekeeping",
        employerDescription: "Default description",
        reasonOfLeaving: "Contract finished",
      }),
    ]);
  });

  it("creates a helper from its JSON request when no photo was chosen", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const body = asJson({ ...addPayload(ADD_FORM_STATE), imageUrl: "" });
    const response = await call("POST", "/api/admin/maid", cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: "Maria Santos", imageUrl: "" });
  });

  it("takes the religion from maidDetails when only that one was given", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const form = {
      ...ADD_FORM_STATE,
      Religion: "",
      maidDetails: { ...ADD_FORM_STATE.maidDetails, religion: "Christian" },
    };
    const response = await call("POST", "/api/admin/maid", cookie, asJson(addPayload(form)));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ Religion: "Christian" });
    expect(response.json().maidDetails.religion).toBe("Christian");
  });

  it("answers an entry without an end date (which the helper form requires) with a message and the field", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const form = {
      ...ADD_FORM_STATE,
      employmentDetails: ADD_FORM_STATE.employmentDetails.map((entry) => ({
        ...entry,
        endDate: "",
      })),
    };
    const response = await call("POST", "/api/admin/maid", cookie, asJson(addPayload(form)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "End date is required",
      errors: [{ field: "employmentDetails.0.endDate", message: "End date is required" }],
    });
  });
});

describe("the original front end's Edit helper dialog", () => {
  async function loadForEdit(cookie: string, id: number): Promise<Helper> {
    const response = await call("GET", `/api/admin/maid/${id}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("saves the helper it loaded and edited, sent back as JSON with every field it read", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const id = await createHelper(t.database.db);
    const helper = await loadForEdit(cookie, id);

    const edited = editPayload(helper, { salary: "820" as never, skills: [...helper.skills, ""] });
    const response = await call("PUT", `/api/admin/maid/${id}`, cookie, asJson(edited));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, salary: 820, skills: helper.skills });
  });

  it("saves the helper with a new photo from its multipart request", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const id = await createHelper(t.database.db);
    const helper = await loadForEdit(cookie, id);
    const body = await originalMultipart(
      editPayload(helper, { name: "Maria Clara Santos" }),
      await samplePhoto("jpeg"),
    );

    const response = await call("PUT", `/api/admin/maid/${id}`, cookie, body);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe("Maria Clara Santos");
    expect(response.json().imageUrl).toMatch(/^\/api\/images\/[a-f0-9-]{36}\//);
  });
});

describe("its pages on another host of the agency's site", () => {
  it("may show the photos: they are shared with the same site, not only the same origin", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const body = await originalMultipart(addPayload(ADD_FORM_STATE), await samplePhoto("jpeg"));
    const created = (await call("POST", "/api/admin/maid", cookie, body)).json();

    const photo = await t.app.inject({ url: created.imageUrl, headers: { cookie } });

    expect(photo.statusCode).toBe(200);
    expect(photo.headers["cross-origin-resource-policy"]).toBe("same-site");
  });
});
