import { randomBytes } from "node:crypto";
import {
  EMPLOYER_FILE_MESSAGES,
  EMPLOYER_FILE_TEXTS,
  type EmployerFile,
  employerFileSchema,
} from "@maids/contract/employer-file.ts";
import { IDENTITY_MESSAGES } from "@maids/contract/identity-numbers.ts";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { addMonths, singaporeToday } from "../src/calendar.ts";
import { auditLog } from "../src/db/schema.ts";
import { resealIdentityNumbers } from "../src/employer-file/employer-file-service.ts";
import { identityCipher } from "../src/identity/identity-cipher.ts";
import { signedInCookie, signedInStaff } from "./support/factories.ts";
import { placementSteps } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";
import { selectRows } from "./support/test-database.ts";

const t = useTestApp();
const db = () => t.database.db;
const steps = placementSteps(t);

const EMPLOYER = {
  fullName: "Tan Mei Ling",
  idNumber: "s8765432z",
  dateOfBirth: "1985-04-12",
  nationality: "Singaporean",
  residentialStatus: "citizen",
  contactNumber: "9123 4567",
  occupation: "Accountant",
  firstTimeEmployer: false,
};

/** A family with a case, signed in, and the case's paths for the family and for staff. */
async function familyWithCase() {
  const family = await signedInCookie(db(), t.config, "customer");
  const { cookie: staffCookie } = await signedInStaff(db(), t.config, "owner");
  const placement = await steps.openCase(staffCookie, { customerId: family.user.id });
  return {
    ...family,
    placement,
    mine: `/api/user/hiring/${placement.reference}`,
    staff: `/api/admin/placements/${placement.id}`,
  };
}

async function readFile(path: string, cookie: string): Promise<EmployerFile> {
  const response = await t.app.inject({ url: `${path}/employer-file`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return employerFileSchema.parse(response.json());
}

async function consent(path: string, cookie: string) {
  const file = await readFile(path, cookie);
  const response = await send(t.app, "POST", `${path}/consent`, {
    cookie,
    body: { textVersion: file.consentText.version },
  });
  expect(response.statusCode, response.body).toBe(200);
  return employerFileSchema.parse(response.json());
}

function save(path: string, cookie: string, section: string, data: object, version = 0) {
  return send(t.app, "PUT", `${path}/particulars/${section}`, {
    cookie,
    body: { version, data },
  });
}

async function saved(path: string, cookie: string, section: string, data: object, version = 0) {
  const response = await save(path, cookie, section, data, version);
  expect(response.statusCode, response.body).toBe(200);
  return employerFileSchema.parse(response.json());
}

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors?: { field: string; message: string }[] }).errors ?? [];

describe("consent before particulars", () => {
  it("takes no particulars before consent, records consent to the text read, and shows it", async () => {
    const { cookie, mine } = await familyWithCase();
    const before = await readFile(mine, cookie);
    expect(before.consent).toBeNull();
    expect(before.editable).toBe(false);
    expect(before.consentText).toMatchObject({ kind: "employer_consent", version: 1 });
    expect(before.consentText.body).toContain(t.config.agency.name);

    const refused = await save(mine, cookie, "employer", EMPLOYER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "consent_required",
      message: EMPLOYER_FILE_MESSAGES.consentRequired,
    });

    const outdated = await send(t.app, "POST", `${mine}/consent`, {
      cookie,
      body: { textVersion: 2 },
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().code).toBe("text_changed");

    const given = await consent(mine, cookie);
    expect(given.consent).toMatchObject({
      textVersion: 1,
      recordedAs: "online",
      recordedBy: "The family",
      withdrawnAt: null,
    });
    expect(given.editable).toBe(true);
    const twice = await send(t.app, "POST", `${mine}/consent`, {
      cookie,
      body: { textVersion: 1 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EMPLOYER_FILE_MESSAGES.consentAlreadyGiven);
  });

  it("consents to the version in force after the owner publishes a new one", async () => {
    const { cookie, mine } = await familyWithCase();
    const { cookie: owner } = await signedInStaff(db(), t.config, "owner");
    const first = await readFile(mine, cookie);
    const body = `${first.consentText.body}\n\nA sentence the owner added.`;
    const published = await send(t.app, "PUT", "/api/admin/legal-texts/employer_consent", {
      cookie: owner,
      body: { body, basedOnVersion: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 2, body });
    // The family read version 1: it must read the new one first.
    const stale = await send(t.app, "POST", `${mine}/consent`, {
      cookie,
      body: { textVersion: 1 },
    });
    expect(stale.json().code).toBe("text_changed");
    expect((await consent(mine, cookie)).consent?.textVersion).toBe(2);
    // The version agreed to stays readable, as it was.
    const old = await t.app.inject({ url: "/api/legal/employer_consent?version=1" });
    expect(old.json()).toMatchObject({ version: 1, body: first.consentText.body });
    // A publication based on an older version is refused rather than lost.
    const clash = await send(t.app, "PUT", "/api/admin/legal-texts/employer_consent", {
      cookie: owner,
      body: { body: "Another owner's wording of the consent.", basedOnVersion: 1 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("stale_version");
  });

  it("after withdrawal, keeps the particulars but takes no change, and the case says so", async () => {
    const { cookie, mine, staff } = await familyWithCase();
    await consent(mine, cookie);
    await saved(mine, cookie, "employer", EMPLOYER);
    const withdrawn = await send(t.app, "POST", `${mine}/consent/withdraw`, { cookie });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const file = employerFileSchema.parse(withdrawn.json());
    expect(file.editable).toBe(false);
    expect(file.consent?.withdrawnAt).not.toBeNull();
    expect(file.sections.employer?.data.fullName).toBe("Tan Mei Ling");
    const day = file.notices[0] ?? "";
    expect(day).toMatch(/^Consent withdrawn on \d{1,2} \w{3} \d{4}\./);

    const refused = await save(mine, cookie, "employer", EMPLOYER, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("consent_required");
    const { cookie: officer } = await signedInStaff(db(), t.config, "ea_personnel");
    const staffView = await readFile(staff, officer);
    expect(staffView.notices).toEqual(file.notices);
    // Staff record a fresh consent the family signed on paper.
    const paper = await send(t.app, "POST", `${staff}/consent`, {
      cookie: officer,
      body: { textVersion: file.consentText.version },
    });
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.json().consent).toMatchObject({ recordedAs: "paper", withdrawnAt: null });
    expect(paper.json().consent.recordedBy).not.toBe("The family");
  });
});

describe("the employer's particulars", () => {
  it("saves sections as the family goes, masks the NRIC and lists what is still missing", async () => {
    const { cookie, mine } = await familyWithCase();
    await consent(mine, cookie);
    const partial = await saved(mine, cookie, "employer", { fullName: "Tan Mei Ling" });
    expect(partial.missing.map((item) => item.field)).toContain("employer.idNumberMasked");
    expect(partial.sections.employer?.data.idNumberMasked).toBe("");

    const file = await saved(mine, cookie, "employer", { ...EMPLOYER, firstTimeEmployer: true }, 1);
    expect(file.sections.employer).toMatchObject({
      version: 2,
      updatedBy: "The family",
      data: {
        fullName: "Tan Mei Ling",
        idNumberMasked: "S****432Z",
        contactNumber: "6591234567",
      },
    });
    expect(JSON.stringify(file)).not.toContain("8765432");
    expect(file.notices).toContain(EMPLOYER_FILE_TEXTS.firstTimeEmployerNotice);
    expect(file.missing.map((item) => item.field)).toEqual([
      "home.addressLine",
      "home.postalCode",
      "home.housingType",
      "home.monthlyHouseholdIncome",
      "home.worksAtThisAddress",
    ]);

    // Saved again without the number: the one on file stays; "" removes it.
    const kept = await saved(mine, cookie, "employer", { ...EMPLOYER, idNumber: undefined }, 2);
    expect(kept.sections.employer?.data.idNumberMasked).toBe("S****432Z");
    const cleared = await saved(mine, cookie, "employer", { ...EMPLOYER, idNumber: "" }, 3);
    expect(cleared.sections.employer?.data.idNumberMasked).toBe("");

    const home = await saved(mine, cookie, "home", {
      addressLine: "Blk 123 Tampines Street 11",
      unitNumber: "#08-123",
      postalCode: "521123",
      housingType: "hdb_4_room",
      monthlyHouseholdIncome: 9800,
      worksAtThisAddress: true,
    });
    await saved(mine, cookie, "employer", EMPLOYER, 4);
    const household = await saved(mine, cookie, "household", {
      members: [{ relationship: "Son", age: 4 }],
    });
    expect(home.sections.home?.data.postalCode).toBe("521123");
    expect(household.missing).toEqual([]);
    // A spouse added asks for her identity fields; removed, it no longer does.
    const withSpouse = await saved(mine, cookie, "spouse", { fullName: "Lee Wei Jie" });
    expect(withSpouse.missing.map((item) => item.field)).toEqual([
      "spouse.idNumberMasked",
      "spouse.dateOfBirth",
      "spouse.nationality",
      "spouse.residentialStatus",
    ]);
    const removed = await send(t.app, "DELETE", `${mine}/particulars/spouse`, { cookie });
    expect(removed.json().missing).toEqual([]);
  });

  it("refuses a wrong NRIC, an employer aged 20, and malformed fields, each with its message", async () => {
    const { cookie, mine } = await familyWithCase();
    await consent(mine, cookie);
    const cases: [string, object, string, string][] = [
      ["employer", { idNumber: "S1234567A" }, "data.idNumber", IDENTITY_MESSAGES.checksum],
      ["employer", { idNumber: "12345678" }, "data.idNumber", IDENTITY_MESSAGES.format],
      [
        "employer",
        { dateOfBirth: addMonths(singaporeToday(), -12 * 20) },
        "data.dateOfBirth",
        EMPLOYER_FILE_MESSAGES.tooYoung,
      ],
      [
        "sponsor",
        { dateOfBirth: addMonths(singaporeToday(), -12 * 18) },
        "data.dateOfBirth",
        EMPLOYER_FILE_MESSAGES.sponsorTooYoung,
      ],
      ["home", { postalCode: "12345" }, "data.postalCode", EMPLOYER_FILE_MESSAGES.postalCode],
      [
        "home",
        { monthlyHouseholdIncome: 12.5 },
        "data.monthlyHouseholdIncome",
        EMPLOYER_FILE_MESSAGES.income,
      ],
      [
        "household",
        { members: [{ relationship: "Son", age: -1 }] },
        "data.members.0.age",
        EMPLOYER_FILE_MESSAGES.age,
      ],
      [
        "household",
        { members: [{ relationship: " ", age: 3 }] },
        "data.members.0.relationship",
        EMPLOYER_FILE_MESSAGES.relationship,
      ],
    ];
    for (const [section, data, field, message] of cases) {
      const response = await save(mine, cookie, section, data);
      expect(response.statusCode, `${section} ${JSON.stringify(data)}`).toBe(400);
      expect(errorsOf(response), field).toContainEqual({ field, message });
    }
    // At 21 exactly, the employer may.
    await saved(mine, cookie, "employer", { dateOfBirth: addMonths(singaporeToday(), -12 * 21) });
    const wrongType = await save(mine, cookie, "employer", { fullName: 42 });
    expect(wrongType.statusCode).toBe(400);
    const noVersion = await send(t.app, "PUT", `${mine}/particulars/employer`, {
      cookie,
      body: { data: {} },
    });
    expect(noVersion.statusCode).toBe(400);
  });

  it("answers a stale save with 409 and the other's version, and lets other sections save", async () => {
    const { cookie, mine, staff } = await familyWithCase();
    const { cookie: officer } = await signedInStaff(db(), t.config, "ea_personnel");
    await consent(mine, cookie);
    await saved(mine, cookie, "employer", EMPLOYER);
    // Both read version 1; staff save first, then the family's save of the same section fails.
    await saved(staff, officer, "employer", { ...EMPLOYER, occupation: "Auditor" }, 1);
    const late = await save(mine, cookie, "employer", { ...EMPLOYER, occupation: "Teacher" }, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "stale_version",
      message: EMPLOYER_FILE_MESSAGES.stale,
    });
    // Two first saves of one section at once: one wins, the other is told.
    const [a, b] = await Promise.all([
      save(mine, cookie, "home", { postalCode: "111111" }),
      save(staff, officer, "home", { postalCode: "222222" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const file = await readFile(mine, cookie);
    expect(file.sections.employer?.data.occupation).toBe("Auditor");
    expect(file.sections.employer?.updatedBy).not.toBe("The family");
    expect(file.sections.home?.version).toBe(1);
  });
});

describe("who reaches a file", () => {
  it("gives a family its own file only, and staff by role", async () => {
    const { cookie, mine, staff } = await familyWithCase();
    await consent(mine, cookie);
    await saved(mine, cookie, "employer", EMPLOYER);
    const other = await signedInCookie(db(), t.config, "customer");
    for (const request of [
      t.app.inject({ url: `${mine}/employer-file`, headers: { cookie: other.cookie } }),
      save(mine, other.cookie, "employer", EMPLOYER, 1),
      send(t.app, "POST", `${mine}/consent/withdraw`, { cookie: other.cookie }),
    ]) {
      const response = await request;
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await t.app.inject({ url: `${mine}/employer-file` })).statusCode).toBe(401);
    expect((await readFile(mine, cookie)).sections.employer?.version).toBe(1);
    // A customer calling the staff route is refused.
    const asCustomer = await t.app.inject({ url: `${staff}/employer-file`, headers: { cookie } });
    expect(asCustomer.statusCode).toBe(403);

    const expected: Record<StaffRole, [read: number, write: number, reveal: number]> = {
      owner: [200, 200, 200],
      administrator: [200, 200, 200],
      ea_personnel: [200, 200, 403],
      accounts: [200, 403, 403],
      read_only: [403, 403, 403],
    };
    let version = 1;
    for (const [role, [read, write, reveal]] of Object.entries(expected)) {
      const { cookie: member } = await signedInStaff(db(), t.config, role as StaffRole);
      const readResponse = await t.app.inject({
        url: `${staff}/employer-file`,
        headers: { cookie: member },
      });
      expect(readResponse.statusCode, `${role} reads`).toBe(read);
      const writeResponse = await save(staff, member, "employer", EMPLOYER, version);
      expect(writeResponse.statusCode, `${role} writes`).toBe(write);
      if (write === 200) version += 1;
      const revealResponse = await send(t.app, "POST", `${staff}/particulars/employer/reveal`, {
        cookie: member,
        body: { purpose: "Work permit application on WP Online" },
      });
      expect(revealResponse.statusCode, `${role} reveals`).toBe(reveal);
    }
  });

  it("reveals a number only for a stated purpose, and writes who, why and when to the audit log", async () => {
    const { cookie, mine, staff, placement } = await familyWithCase();
    const { cookie: admin, user } = await signedInStaff(db(), t.config, "administrator");
    await consent(mine, cookie);
    await saved(mine, cookie, "employer", EMPLOYER);
    const reveal = (body: object, section = "employer") =>
      send(t.app, "POST", `${staff}/particulars/${section}/reveal`, { cookie: admin, body });

    const noPurpose = await reveal({ purpose: " ok " });
    expect(noPurpose.statusCode).toBe(400);
    expect(errorsOf(noPurpose)).toContainEqual({
      field: "purpose",
      message: EMPLOYER_FILE_MESSAGES.purposeRequired,
    });
    const none = await reveal({ purpose: "Checking the spouse" }, "spouse");
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(EMPLOYER_FILE_MESSAGES.nothingToReveal);
    expect((await reveal({ purpose: "x" }, "home")).statusCode).toBe(400);

    const shown = await reveal({ purpose: "Work permit application on WP Online" });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ idNumber: "S8765432Z" });
    expect(shown.headers["cache-control"]).toBe("no-store");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "identity.reveal"));
    expect(entry).toMatchObject({
      actorUserId: user.id,
      entityType: "placement_case",
      entityId: String(placement.id),
      details: { changed: ["employer.idNumber"], purpose: "Work permit application on WP Online" },
    });
    const trail = await t.app.inject({
      url: `/api/admin/audit?recordType=placement_case&recordId=${placement.id}`,
      headers: { cookie: admin },
    });
    expect(trail.json().entries[0]).toMatchObject({
      action: "identity.reveal",
      actor: { id: user.id },
      changed: ["employer.idNumber"],
    });
  });
});

describe("the helper's passport on the case", () => {
  it("is the agency's alone: sealed, masked, revealed for a purpose, never shown to the family", async () => {
    const { cookie, mine, staff } = await familyWithCase();
    const { cookie: owner } = await signedInStaff(db(), t.config, "owner");
    await consent(mine, cookie);
    const bad = await save(staff, owner, "helper", { idNumber: "AB-12" });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toContainEqual({
      field: "data.idNumber",
      message: EMPLOYER_FILE_MESSAGES.passport,
    });
    const file = await saved(staff, owner, "helper", {
      idNumber: "p 7391 0456 b",
      passportCountry: "Philippines",
    });
    expect(file.sections.helper?.data).toEqual({
      idNumberMasked: "P*****456B",
      passportCountry: "Philippines",
    });
    const revealed = await send(t.app, "POST", `${staff}/particulars/helper/reveal`, {
      cookie: owner,
      body: { purpose: "Work permit application for her" },
    });
    expect(revealed.json()).toEqual({ idNumber: "P73910456B" });

    const theirs = await readFile(mine, cookie);
    expect(theirs.sections).not.toHaveProperty("helper");
    expect(theirs).not.toHaveProperty("accepted");
    expect(JSON.stringify(theirs)).not.toContain("Philippines");
    expect((await save(mine, cookie, "helper", { idNumber: "P1234567" })).statusCode).toBe(404);
    const removed = await send(t.app, "DELETE", `${mine}/particulars/helper`, { cookie });
    expect(removed.statusCode).toBe(404);
    expect((await readFile(staff, owner)).sections.helper?.data.idNumberMasked).toBe("P*****456B");
    const rows = await selectRows<{ row: string }>(
      t.database,
      sql`select to_jsonb(p)::text as row from employer_particulars p`,
    );
    expect(rows.map((row) => row.row).join("\n")).not.toContain("73910456");
  });
});

describe("identity numbers at rest", () => {
  it("keeps no identity number in plain text in any table", async () => {
    const { cookie, mine } = await familyWithCase();
    await consent(mine, cookie);
    await saved(mine, cookie, "employer", EMPLOYER);
    await saved(mine, cookie, "spouse", { fullName: "Lee Wei Jie", idNumber: "T0246813H" });
    await saved(mine, cookie, "sponsor", { fullName: "Tan Ah Kow", idNumber: "F3141592Q" });
    const tables = await selectRows<{ table_name: string }>(
      t.database,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    let seen = "";
    for (const { table_name } of tables) {
      const rows = await selectRows<{ row: string }>(
        t.database,
        sql.raw(`select to_jsonb(t)::text as row from "${table_name}" t`),
      );
      seen += rows.map((row) => row.row).join("\n");
    }
    // The family's name is there (the search works on real rows); the numbers are not.
    expect(seen).toContain("Lee Wei Jie");
    for (const digits of ["8765432", "0246813", "3141592"]) expect(seen).not.toContain(digits);
  });

  it("still reads numbers after a key rotation, and seals them again with the new key", async () => {
    const { cookie, mine, staff } = await familyWithCase();
    const { cookie: owner } = await signedInStaff(db(), t.config, "owner");
    const oldKey = { id: "2026-01", key: randomBytes(32) };
    const newKey = { id: "2026-11", key: randomBytes(32) };
    const withKeys = async (keys: (typeof oldKey)[]) => {
      await t.app.close();
      t.app = await buildApp({
        config: { ...t.config, identityKeys: keys },
        database: t.database,
        imageStorage: t.storage,
      });
    };
    await withKeys([oldKey]);
    await consent(mine, cookie);
    await saved(mine, cookie, "employer", EMPLOYER);
    await withKeys([newKey, oldKey]);
    expect((await readFile(staff, owner)).sections.employer?.data.idNumberMasked).toBe("S****432Z");
    expect(await resealIdentityNumbers(db(), identityCipher([newKey, oldKey]))).toBe(1);
    expect(await resealIdentityNumbers(db(), identityCipher([newKey, oldKey]))).toBe(0);
    // The old key can now go.
    await withKeys([newKey]);
    const reveal = await send(t.app, "POST", `${staff}/particulars/employer/reveal`, {
      cookie: owner,
      body: { purpose: "Checking the key rotation" },
    });
    expect(reveal.json()).toEqual({ idNumber: "S8765432Z" });
  });
});
