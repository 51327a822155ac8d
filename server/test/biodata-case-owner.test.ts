import { BIODATA_LABELS } from "@maids/contract/biodata.ts";
import type { PlacementStage } from "@maids/contract/placement-stages.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placementCases, users } from "../src/db/schema.ts";
import { findActiveCaseOwner } from "../src/users/user-repository.ts";
import { CUSTOMER_SECRETS, withPlantedBiodata } from "./support/biodata.ts";
import { createHelper, createUser, signedInCookie } from "./support/factories.ts";
import { pdfText } from "./support/pdf-text.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const LABEL = BIODATA_LABELS.eaPersonnelNumber;
const BIODATA_LINE = `${LABEL}: ${CUSTOMER_SECRETS.eaPersonnelNumber}`;

let references = 0;

/** A placement case of a new family for the helper, owned by `ownerId`, at `stage`. */
async function openCase(maidId: number, ownerId: number, stage: PlacementStage) {
  references += 1;
  const customer = await createUser(t.database.db, "customer");
  const [row] = await t.database.db
    .insert(placementCases)
    .values({ reference: `T-${references}`, customerId: customer.id, maidId, ownerId, stage })
    .returning({ id: placementCases.id });
  return row?.id as number;
}

async function staffMember(name: string, eaRegistrationNumber: string) {
  const { user, cookie } = await signedInCookie(t.database.db, t.config, "admin");
  await t.database.db
    .update(users)
    .set({ name, eaRegistrationNumber })
    .where(eq(users.id, user.id));
  return { id: user.id, cookie };
}

async function pdfTextOf(url: string, cookie: string) {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).text.replace(/\s+/g, " ");
}

const adminPdf = (id: number) => `/api/admin/maids/${id}/biodata.pdf`;
const userPdf = (id: number) => `/api/user/maids/${id}/biodata.pdf`;

describe("biodata PDF: the case owner's EA personnel registration number", () => {
  it("gives the biodata's number while she is in no active case", async () => {
    const owner = await staffMember("Siew Ling Tan", "R1234567A");
    const maidId = await createHelper(t.database.db, withPlantedBiodata());
    await openCase(maidId, owner.id, "cancelled");
    await openCase(maidId, owner.id, "closed");

    const text = await pdfTextOf(adminPdf(maidId), owner.cookie);
    expect(text).toContain(BIODATA_LINE);
    expect(text).not.toContain("R1234567A");
  });

  it("gives the owner's number and name, to administrators and customers, while a case is active", async () => {
    const owner = await staffMember("Siew Ling Tan", "R1234567A");
    const maidId = await createHelper(t.database.db, withPlantedBiodata());
    await openCase(maidId, owner.id, "selected");
    const customer = await signedInCookie(t.database.db, t.config, "customer");

    for (const text of [
      await pdfTextOf(adminPdf(maidId), owner.cookie),
      await pdfTextOf(userPdf(maidId), customer.cookie),
    ]) {
      expect(text).toContain(`${LABEL}: R1234567A (Siew Ling Tan)`);
      expect(text).not.toContain(BIODATA_LINE);
    }
  });

  it("follows a change of the owner's number, and the end of the case, past the PDF cache", async () => {
    const owner = await staffMember("Siew Ling Tan", "R1234567A");
    const maidId = await createHelper(t.database.db, withPlantedBiodata());
    const caseId = await openCase(maidId, owner.id, "interviewing");
    expect(await pdfTextOf(adminPdf(maidId), owner.cookie)).toContain("R1234567A (Siew Ling Tan)");

    const patched = await send(t.app, "PATCH", `/api/admin/staff/${owner.id}`, {
      cookie: owner.cookie,
      body: { eaRegistrationNumber: "R7777777B", name: "Tan Siew Ling" },
    });
    expect(patched.statusCode).toBe(200);
    expect(await pdfTextOf(adminPdf(maidId), owner.cookie)).toContain(
      `${LABEL}: R7777777B (Tan Siew Ling)`,
    );

    await t.database.db
      .update(placementCases)
      .set({ stage: "replaced" })
      .where(eq(placementCases.id, caseId));
    expect(await pdfTextOf(adminPdf(maidId), owner.cookie)).toContain(BIODATA_LINE);
  });

  it("keeps the biodata's number when the owner has none", async () => {
    const owner = await staffMember("New Staff", "");
    const maidId = await createHelper(t.database.db, withPlantedBiodata());
    await openCase(maidId, owner.id, "deployed");
    expect(await pdfTextOf(adminPdf(maidId), owner.cookie)).toContain(BIODATA_LINE);
  });
});

describe("findActiveCaseOwner", () => {
  it("prefers the case that holds her, then the newest; none once every case has ended", async () => {
    const first = await staffMember("First", "R1111111A");
    const second = await staffMember("Second", "R2222222B");
    const maidId = await createHelper(t.database.db);
    expect(await findActiveCaseOwner(t.database.db, maidId)).toBeNull();

    const holding = await openCase(maidId, first.id, "permit_applied");
    await openCase(maidId, second.id, "enquiry");
    expect(await findActiveCaseOwner(t.database.db, maidId)).toEqual({
      id: first.id,
      name: "First",
      eaRegistrationNumber: "R1111111A",
    });

    await t.database.db
      .update(placementCases)
      .set({ stage: "transferred" })
      .where(eq(placementCases.id, holding));
    expect((await findActiveCaseOwner(t.database.db, maidId))?.id).toBe(second.id);
  });
});
