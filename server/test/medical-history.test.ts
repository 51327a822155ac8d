import { BIODATA_LABELS } from "@maids/contract/biodata.ts";
import { customerHelperProfileSchema } from "@maids/contract/helper.ts";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/database.ts";
import {
  interviewRequests,
  placementCandidates,
  placementCases,
  recommendationMaids,
  recommendations,
} from "../src/db/schema.ts";
import {
  CUSTOMER_SECRETS,
  MEDICAL_HISTORY_SECRETS,
  withPlantedBiodata,
} from "./support/biodata.ts";
import { createHelper, createUser, signedInCookie } from "./support/factories.ts";
import { pdfText } from "./support/pdf-text.ts";
import { useTestApp } from "./support/test-app.ts";

/**
 * The helper's medical history goes to a signed-in customer only when the agency has engaged
 * with that family about her (docs/product.md#biodata); the rest of her biodata to any.
 */
const t = useTestApp();

let references = 0;

async function openCase(db: Db, customerId: number, maidId: number | null) {
  const owner = await createUser(db, "admin");
  references += 1;
  const [created] = await db
    .insert(placementCases)
    .values({
      reference: `TEST-${references}`,
      customerId,
      maidId,
      ownerId: owner.id,
      stage: maidId === null ? "interviewing" : "selected",
    })
    .returning({ id: placementCases.id });
  if (!created) throw new Error("no case");
  return created.id;
}

/** Each way the agency engages with a family about a helper. */
const ENGAGEMENTS: Record<string, (db: Db, customerId: number, maidId: number) => Promise<void>> = {
  "a recommendation": async (db, customerId, maidId) => {
    const [recommendation] = await db
      .insert(recommendations)
      .values({ customerId })
      .returning({ id: recommendations.id });
    if (!recommendation) throw new Error("no recommendation");
    await db.insert(recommendationMaids).values({ recommendationId: recommendation.id, maidId });
  },
  "an interview request": async (db, customerId, maidId) => {
    await db.insert(interviewRequests).values({ userId: customerId, maidId });
  },
  "a placement case's candidate": async (db, customerId, maidId) => {
    const caseId = await openCase(db, customerId, null);
    await db.insert(placementCandidates).values({ caseId, maidId });
  },
  "a placement case's helper": async (db, customerId, maidId) => {
    await openCase(db, customerId, maidId);
  },
};

const profileUrl = (id: number) => `/api/catalogue/maids/${id}`;
const pdfUrl = (id: number) => `/api/user/maids/${id}/biodata.pdf`;

async function profileOf(id: number, cookie?: string) {
  const response = await t.app.inject({ url: profileUrl(id), headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function pdfTextOf(id: number, cookie: string) {
  const response = await t.app.inject({ url: pdfUrl(id), headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfText(response.rawPayload)).text.replace(/\s+/g, " ");
}

function expectMedicalHistory(text: string, shown: boolean) {
  for (const secret of Object.values(MEDICAL_HISTORY_SECRETS)) {
    if (shown) expect(text).toContain(secret);
    else expect(text).not.toContain(secret);
  }
  // The rest of the medical section goes to every signed-in customer.
  expect(text).toContain(CUSTOMER_SECRETS.dietaryRestrictions);
}

describe("the medical history (docs/product.md#biodata)", () => {
  it.each(Object.keys(ENGAGEMENTS))(
    "goes to the family engaged with about her through %s, in the profile and the PDF, and to no other",
    async (engagement) => {
      const db = t.database.db;
      const maidId = await createHelper(db, withPlantedBiodata());
      const engaged = await signedInCookie(db, t.config);
      const other = await signedInCookie(db, t.config);
      // Before the engagement, and for the other family, its version is not kept for anyone.
      expectMedicalHistory((await profileOf(maidId, engaged.cookie)).body, false);
      expectMedicalHistory(await pdfTextOf(maidId, other.cookie), false);
      await ENGAGEMENTS[engagement]?.(db, engaged.user.id, maidId);

      const profile = customerHelperProfileSchema
        .strict()
        .parse((await profileOf(maidId, engaged.cookie)).json());
      expect(profile.biodata.medical.illnesses?.asthma).toBe(true);
      expectMedicalHistory(JSON.stringify(profile), true);
      expectMedicalHistory(await pdfTextOf(maidId, engaged.cookie), true);

      // The other family, after the engaged one's answers were made (and kept).
      const otherProfile = customerHelperProfileSchema
        .strict()
        .parse((await profileOf(maidId, other.cookie)).json());
      expect(otherProfile.biodata.medical).not.toHaveProperty("illnesses");
      expectMedicalHistory(JSON.stringify(otherProfile), false);
      const otherPdf = await pdfTextOf(maidId, other.cookie);
      expectMedicalHistory(otherPdf, false);
      expect(otherPdf).toContain(BIODATA_LABELS.medicalHistoryWithheld.text);
      expect(otherPdf).not.toContain(BIODATA_LABELS.illnesses.asthma);

      // Anonymous visitors get no biodata at all.
      const anonymous = await profileOf(maidId);
      expect(anonymous.body).not.toContain("biodata");
      for (const secret of Object.values(CUSTOMER_SECRETS)) {
        expect(anonymous.body).not.toContain(secret);
      }
      expect((await t.app.inject({ url: pdfUrl(maidId) })).statusCode).toBe(401);
    },
  );

  it("is about the helper engaged: a family recommended another helper does not see hers", async () => {
    const db = t.database.db;
    const maidId = await createHelper(db, withPlantedBiodata());
    const otherHelper = await createHelper(db, withPlantedBiodata());
    const family = await signedInCookie(db, t.config);
    await ENGAGEMENTS["a recommendation"]?.(db, family.user.id, otherHelper);
    await db.insert(interviewRequests).values({ userId: family.user.id, maidId: otherHelper });
    expectMedicalHistory((await profileOf(maidId, family.cookie)).body, false);
    expectMedicalHistory(await pdfTextOf(maidId, family.cookie), false);
    expectMedicalHistory((await profileOf(otherHelper, family.cookie)).body, true);
  });

  it("goes to administrators everywhere", async () => {
    const db = t.database.db;
    const maidId = await createHelper(db, withPlantedBiodata());
    const { cookie } = await signedInCookie(db, t.config, "admin");
    expectMedicalHistory((await profileOf(maidId, cookie)).body, true);
    expectMedicalHistory(await pdfTextOf(maidId, cookie), true);
    const adminPdf = await t.app.inject({
      url: `/api/admin/maids/${maidId}/biodata.pdf`,
      headers: { cookie },
    });
    expectMedicalHistory((await pdfText(adminPdf.rawPayload)).text.replace(/\s+/g, " "), true);
  });
});
