import { emptyBiodata, toCustomerBiodata } from "@maids/contract/biodata.ts";
import {
  adminHelperRecordSchema,
  adminHelperSchema,
  customerHelperProfileSchema,
  publicHelperSchema,
} from "@maids/contract/helper.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, maidDetails } from "../src/db/schema.ts";
import {
  ADMIN_ONLY_SECRETS,
  CUSTOMER_SECRETS,
  HELPER_FORM,
  plantedBiodata,
  withPlantedBiodata,
} from "./support/biodata.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { readAdminHelper, send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const ENTRY = {
  country: "Singapore",
  startDate: "2018-02-01",
  endDate: "2022-01-31",
  noOfFamilyMember: 5,
  mainJobScope: "Care of an elderly grandmother",
  employerDescription: "Family in Bishan",
  reasonOfLeaving: "Contract finished",
};

async function adminCookie() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

async function createThroughApi(cookie: string, body: object) {
  const response = await send(t.app, "POST", "/api/admin/maid", { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return adminHelperRecordSchema.strict().parse(response.json());
}

const adminRecord = (cookie: string, id: number) => readAdminHelper(t.app, cookie, id);

describe("writing biodata through the helper forms", () => {
  it("creates with full biodata, as sent in form text, and answers it back", async () => {
    const cookie = await adminCookie();
    const created = await createThroughApi(cookie, {
      ...HELPER_FORM,
      employmentDetails: [{ ...ENTRY, employerType: "Chinese family", feedback: "Very kind" }],
      biodata: {
        ...plantedBiodata(),
        personal: { ...plantedBiodata().personal, siblings: "4", childrenAges: "9, 4" },
        eaPersonnelNumber: "r7654321",
      },
    });
    expect(created.biodata).toEqual(plantedBiodata());
    expect(created.employmentDetails[0]).toMatchObject({
      employerType: "Chinese family",
      feedback: "Very kind",
    });
    expect(await adminRecord(cookie, created.id)).toEqual(created);
  });

  it("stores empty biodata when a create leaves it out", async () => {
    const cookie = await adminCookie();
    const created = await createThroughApi(cookie, HELPER_FORM);
    expect(created.biodata).toEqual(emptyBiodata());
    const [row] = await t.database.db
      .select({ biodata: maidDetails.biodata })
      .from(maidDetails)
      .where(eq(maidDetails.maidId, created.id));
    expect(row?.biodata).toEqual(emptyBiodata());
  });

  it("replaces the biodata an update sends, and audits it as changed", async () => {
    const cookie = await adminCookie();
    const created = await createThroughApi(cookie, { ...HELPER_FORM, biodata: plantedBiodata() });
    const changed = { ...plantedBiodata(), interview: ["notAvailable"] };
    const response = await send(t.app, "PUT", `/api/admin/maid/${created.id}`, {
      cookie,
      body: { ...HELPER_FORM, biodata: changed },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminHelperRecordSchema.parse(response.json()).biodata.interview).toEqual([
      "notAvailable",
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.update"));
    expect(audit?.details).toMatchObject({ changed: ["biodata"] });
  });

  it("keeps the stored biodata when an update leaves it out, and audits only what changed", async () => {
    const cookie = await adminCookie();
    const created = await createThroughApi(cookie, { ...HELPER_FORM, biodata: plantedBiodata() });
    const response = await send(t.app, "PUT", `/api/admin/maid/${created.id}`, {
      cookie,
      body: { ...HELPER_FORM, salary: 700 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await adminRecord(cookie, created.id)).biodata).toEqual(plantedBiodata());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.update"));
    expect(audit?.details).toMatchObject({ changed: ["salary"] });
  });

  it("keeps each entry's employer type and feedback, by position, when an update leaves them out", async () => {
    const cookie = await adminCookie();
    const created = await createThroughApi(cookie, {
      ...HELPER_FORM,
      employmentDetails: [
        { ...ENTRY, employerType: "Chinese family", feedback: "Very kind" },
        { ...ENTRY, country: "Hong Kong", employerType: "Expatriate family", feedback: "Punctual" },
      ],
    });
    const response = await send(t.app, "PUT", `/api/admin/maid/${created.id}`, {
      cookie,
      body: {
        ...HELPER_FORM,
        employmentDetails: [
          { ...ENTRY, mainJobScope: "Cooking" },
          { ...ENTRY, country: "Hong Kong", feedback: "" },
          { ...ENTRY, country: "Taiwan" },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = (await adminRecord(cookie, created.id)).employmentDetails;
    expect(
      entries.map(({ mainJobScope, employerType, feedback }) => [
        mainJobScope,
        employerType,
        feedback,
      ]),
    ).toEqual([
      ["Cooking", "Chinese family", "Very kind"],
      [ENTRY.mainJobScope, "Expatriate family", ""],
      [ENTRY.mainJobScope, "", ""],
    ]);
  });

  it("answers 400 naming each nested field that breaks a rule", async () => {
    const cookie = await adminCookie();
    const response = await send(t.app, "POST", "/api/admin/maid", {
      cookie,
      body: {
        ...HELPER_FORM,
        employmentDetails: [{ ...ENTRY, feedback: "x".repeat(501) }],
        biodata: {
          personal: { homeContactNumber: "call me", childrenAges: "7 and 3" },
          skills: { cooking: { experienced: "false", experienceYears: "3", assessment: "6" } },
          interview: ["notAvailable", "video"],
          eaPersonnelNumber: "12345",
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        {
          field: "employmentDetails.0.feedback",
          message: "Feedback from employer must be at most 500 characters",
        },
        {
          field: "biodata.personal.homeContactNumber",
          message: "Contact number may contain only digits, spaces and + ( ) -",
        },
        {
          field: "biodata.personal.childrenAges.0",
          message: "Ages of children must be whole numbers separated by commas",
        },
        {
          field: "biodata.skills.cooking.assessment",
          message: "Assessment must be 1 to 5 stars or N.A.",
        },
        {
          field: "biodata.interview",
          message: "'Not available for interview' cannot be combined with other ways",
        },
        {
          field: "biodata.eaPersonnelNumber",
          message: "EA personnel registration number must look like R1234567",
        },
      ]),
    );
  });
});

describe("who sees which biodata", () => {
  it("answers anonymous visitors the public profile: no biodata, no planted text", async () => {
    const id = await createHelper(t.database.db, withPlantedBiodata());
    for (const url of [
      `/api/catalogue/maids/${id}`,
      "/api/catalogue/maids",
      "/api/catalogue/top-maids",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body, url).not.toContain("biodata");
      for (const secret of [
        ...Object.values(CUSTOMER_SECRETS),
        ...Object.values(ADMIN_ONLY_SECRETS),
      ]) {
        expect(response.body, url).not.toContain(secret);
      }
    }
    const profile = await t.app.inject({ url: `/api/catalogue/maids/${id}` });
    publicHelperSchema.strict().parse(profile.json());
  });

  it("answers signed-in customers the biodata without home address and contact number (and, not engaged, medical history)", async () => {
    const id = await createHelper(t.database.db, withPlantedBiodata());
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await t.app.inject({ url: `/api/catalogue/maids/${id}`, headers: { cookie } });
    const profile = customerHelperProfileSchema.strict().parse(response.json());
    expect(profile.biodata).toEqual(toCustomerBiodata(plantedBiodata(), { medicalHistory: false }));
    expect(profile.employmentDetails[0]).toMatchObject({
      employerType: CUSTOMER_SECRETS.employerType,
      feedback: CUSTOMER_SECRETS.feedback,
    });
    for (const secret of Object.values(ADMIN_ONLY_SECRETS)) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("answers administrators everything for one helper, and lists without biodata", async () => {
    const id = await createHelper(t.database.db, withPlantedBiodata());
    const cookie = await adminCookie();
    expect((await adminRecord(cookie, id)).biodata).toEqual(plantedBiodata());
    const list = await t.app.inject({ url: "/api/admin/maids", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const [listed] = list.json();
    expect(adminHelperSchema.strict().parse(listed).employmentDetails[0]).toMatchObject({
      employerType: CUSTOMER_SECRETS.employerType,
    });
    expect(listed).not.toHaveProperty("biodata");
  });

  it("answers an older helper without stored biodata as empty, everywhere", async () => {
    const id = await createHelper(t.database.db);
    await t.database.db.update(maidDetails).set({ biodata: {} }).where(eq(maidDetails.maidId, id));
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const profile = await t.app.inject({ url: `/api/catalogue/maids/${id}`, headers: { cookie } });
    expect(customerHelperProfileSchema.parse(profile.json()).biodata).toEqual(
      toCustomerBiodata(emptyBiodata(), { medicalHistory: false }),
    );
    expect((await adminRecord(await adminCookie(), id)).biodata).toEqual(emptyBiodata());
  });

  it("never serves a customer's cached profile to an anonymous visitor, and shows a change at once", async () => {
    const cookie = await adminCookie();
    const created = await createThroughApi(cookie, { ...HELPER_FORM, biodata: plantedBiodata() });
    const url = `/api/catalogue/maids/${created.id}`;
    const customer = (await signedInCookie(t.database.db, t.config)).cookie;
    const first = await t.app.inject({ url, headers: { cookie: customer } });
    expect(first.json().biodata.medical.dietaryRestrictions).toBe(
      CUSTOMER_SECRETS.dietaryRestrictions,
    );

    const anonymous = await t.app.inject({ url });
    expect(anonymous.body).not.toContain("biodata");

    const changed = plantedBiodata();
    changed.medical.dietaryRestrictions = "Peanuts";
    const update = await send(t.app, "PUT", `/api/admin/maid/${created.id}`, {
      cookie,
      body: { ...HELPER_FORM, biodata: changed },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await t.app.inject({ url, headers: { cookie: customer } });
    expect(after.json().biodata.medical.dietaryRestrictions).toBe("Peanuts");
  });
});
