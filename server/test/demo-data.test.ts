import { caseMoneySchema } from "@maids/contract/case-money.ts";
import {
  DOCUMENT_KINDS,
  type DocumentToRead,
  documentPackSchema,
  documentToReadSchema,
} from "@maids/contract/document-pack.ts";
import { employerFileSchema } from "@maids/contract/employer-file.ts";
import { CATALOGUE_COUNTRIES, EXPERIENCE_TYPES, SKILLS } from "@maids/contract/enums.ts";
import { helperInterviewsSchema, ownHelperProfileSchema } from "@maids/contract/helper-accounts.ts";
import { helperImportsSchema } from "@maids/contract/helper-imports.ts";
import { employerDeductionsSchema } from "@maids/contract/helper-loan.ts";
import { matchesPageSchema } from "@maids/contract/matches.ts";
import {
  customerHiringSchema,
  dashboardSchema,
  placementCaseSchema,
  placementListSchema,
} from "@maids/contract/placements.ts";
import { createStaffBodySchema } from "@maids/contract/staff.ts";
import { STAFF_ROLES } from "@maids/contract/staff-roles.ts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { verifyPassword } from "../src/auth/password.ts";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "../src/demo/demo-accounts.ts";
import { insertDemoDocuments } from "../src/demo/demo-documents.ts";
import { loadDemoData } from "../src/demo/load-demo-data.ts";
import { checkPdfSignature } from "./support/pdf-signature.ts";
import { pdfText } from "./support/pdf-text.ts";
import { send, signInAs } from "./support/requests.ts";
import { demoIdentity, useTestApp } from "./support/test-app.ts";
import { selectRows } from "./support/test-database.ts";

const t = useTestApp();
const DEMO_FAMILY_COUNT = 11;

const countRows = async (table: string) =>
  (
    await selectRows<{ n: number }>(t.database, sql.raw(`select count(*)::int as n from ${table}`))
  )[0]?.n;

describe("demo data", () => {
  it("loads helpers with portraits and demo accounts once; a second load changes nothing", async () => {
    const first = await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    expect(first.loaded).toBe(true);
    expect(first.helpers).toBeGreaterThanOrEqual(60);

    const counts = {
      maids: await countRows("maids"),
      details: await countRows("maid_details"),
      employment: await countRows("employment_entries"),
      users: await countRows("users"),
    };
    expect(counts.maids).toBe(first.helpers);
    expect(counts.details).toBe(first.helpers);
    expect(counts.employment).toBeGreaterThan(0);
    expect(counts.users).toBe(Object.keys(DEMO_ACCOUNTS).length + DEMO_FAMILY_COUNT);

    const second = await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    expect(second).toEqual({
      loaded: false,
      helpers: 0,
      packCases: { awaiting: null, signed: null },
    });
    expect({
      maids: await countRows("maids"),
      details: await countRows("maid_details"),
      employment: await countRows("employment_entries"),
      users: await countRows("users"),
    }).toEqual(counts);

    // Portraits went through the photo pipeline: every helper's photo is served.
    const { maids, total } = (await t.app.inject({ url: "/api/catalogue/maids?limit=100" })).json();
    const offSite = await selectRows<{ inactive: number; held: number }>(
      t.database,
      sql`select count(*) filter (where not is_active)::int as inactive,
                 count(*) filter (where is_active and held_by_case_id is not null)::int as held
          from maids`,
    );
    expect(offSite[0]?.held).toBeGreaterThan(0);
    expect(total).toBe(first.helpers - (offSite[0]?.inactive ?? 0) - (offSite[0]?.held ?? 0));
    for (const maid of maids) {
      expect(maid.imageUrl).toMatch(/^\/api\/images\/[a-f0-9-]{36}\/card-blurred\.webp$/);
    }
    const photo = await t.app.inject({ url: maids[0].imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: "webp" });

    // The catalogue filters (docs/product.md#catalogue) have something to find.
    const covered = (column: string) =>
      selectRows<{ value: string }>(
        t.database,
        sql.raw(`select distinct unnest(${column}) as value from maids`),
      ).then((rows) => rows.map((row) => row.value));
    expect(await covered("skills")).toEqual(expect.arrayContaining([...SKILLS]));
    expect(await covered("types")).toEqual(expect.arrayContaining([...EXPERIENCE_TYPES]));
    expect(await covered("array[country]")).toEqual(
      expect.arrayContaining([...CATALOGUE_COUNTRIES]),
    );
  }, 120_000);

  it("creates the demo accounts with their printed passwords and roles", async () => {
    await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    const accounts = await selectRows<{
      email: string;
      role: string;
      password_hash: string;
      ea_registration_number: string;
      phone: string;
      staff_role: string | null;
    }>(
      t.database,
      sql`select email, role, password_hash, ea_registration_number, phone, staff_role
          from users order by email`,
    );
    const families = accounts.filter((account) => account.email.startsWith("family"));
    expect(
      accounts
        .filter((account) => !families.includes(account))
        .map(({ email, role }) => ({ email, role })),
    ).toEqual([
      { email: DEMO_ACCOUNTS.admin.email, role: "admin" },
      { email: DEMO_ACCOUNTS.customer.email, role: "customer" },
      { email: DEMO_ACCOUNTS.faizal.email, role: "admin" },
      { email: DEMO_ACCOUNTS.helper.email, role: "helper" },
      { email: DEMO_ACCOUNTS.jolene.email, role: "admin" },
      { email: DEMO_ACCOUNTS.meiLing.email, role: "admin" },
      { email: DEMO_ACCOUNTS.ravi.email, role: "admin" },
    ]);
    // One demo staff member in each role.
    expect(new Set(DEMO_STAFF.map((staff) => staff.staffRole))).toEqual(new Set(STAFF_ROLES));
    expect(families).toHaveLength(DEMO_FAMILY_COUNT);
    // The demo families own demo cases but cannot sign in: no password of theirs is published.
    for (const family of families) {
      expect(family.role).toBe("customer");
      expect(await verifyPassword(family.password_hash, DEMO_ACCOUNTS.customer.password)).toBe(
        false,
      );
    }
    for (const staff of DEMO_STAFF) {
      const stored = accounts.find((account) => account.email === staff.email);
      const valid = createStaffBodySchema.parse({ ...staff, role: staff.staffRole });
      expect({ ...valid, eaRegistrationNumber: valid.eaRegistrationNumber ?? "" }).toMatchObject({
        eaRegistrationNumber: stored?.ea_registration_number,
        phone: stored?.phone,
        role: stored?.staff_role,
      });
      expect(await verifyPassword(stored?.password_hash ?? "", staff.password)).toBe(true);
    }
    const admin = accounts.find((account) => account.email === DEMO_ACCOUNTS.admin.email);
    expect(await verifyPassword(admin?.password_hash ?? "", DEMO_ACCOUNTS.admin.password)).toBe(
      true,
    );
    expect(await verifyPassword(admin?.password_hash ?? "", "wrong password")).toBe(false);
  }, 120_000);

  it("opens a dozen placement cases over the stages, with dates overdue and due soon", async () => {
    await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    const admin = await signInAs(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const dashboard = dashboardSchema.parse(
      (await t.app.inject({ url: "/api/admin/dashboard", headers: { cookie: admin } })).json(),
    );
    const stages = Object.keys(dashboard.countsByStage);
    expect(Object.values(dashboard.countsByStage).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(12);
    expect(stages.length).toBeGreaterThanOrEqual(10);
    expect(dashboard.due.some((item) => item.status === "overdue")).toBe(true);
    expect(dashboard.due.some((item) => item.status === "soon")).toBe(true);
    expect(dashboard.openInterviewRequests).toHaveLength(1);
    // The calendar's states: a six-monthly medical missed, a pre-employment one due, an IPA
    // lapsing before arrival.
    const dueKinds = dashboard.due.map((item) => `${item.kind} ${item.status}`);
    expect(dueKinds).toContain("medical overdue");
    expect(dueKinds).toContain("pre_employment_medical soon");
    expect(dueKinds).toContain("ipa_expiry soon");

    // A partner's file waits for review: its helpers are off the site until published.
    const imports = helperImportsSchema.parse(
      (await t.app.inject({ url: "/api/admin/helper-imports", headers: { cookie: admin } })).json(),
    ).imports;
    expect(imports).toEqual([
      expect.objectContaining({
        status: "committed",
        result: { created: 3, updated: 0, skipped: 0 },
      }),
    ]);
    const published = await send(
      t.app,
      "POST",
      `/api/admin/helper-imports/${imports[0]?.id}/publish`,
      { cookie: admin },
    );
    expect(published.json()).toEqual({ published: 3, keptBack: [] });

    // Every case past "work permit applied" passed MOM's rules, and a transfer has its 6ME date.
    const list = placementListSchema.parse(
      (await t.app.inject({ url: "/api/admin/placements", headers: { cookie: admin } })).json(),
    );
    for (const summary of list.cases) {
      const placement = placementCaseSchema.parse(
        (
          await t.app.inject({
            url: `/api/admin/placements/${summary.id}`,
            headers: { cookie: admin },
          })
        ).json(),
      );
      expect(placement.warnings, placement.reference).not.toContainEqual(
        expect.stringMatching(/first work permit|not a source MOM approves/),
      );
      if (placement.kind === "transfer" && placement.stage === "deployed") {
        expect(placement.dueDates.map((item) => item.kind)).toContain("medical");
      }
    }

    const customer = await signInAs(
      t.app,
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    const hiring = customerHiringSchema.parse(
      (await t.app.inject({ url: "/api/user/hiring", headers: { cookie: customer } })).json(),
    );
    expect(hiring).toHaveLength(1);
    expect(hiring[0]?.steps.filter((step) => step.done).length).toBeGreaterThan(2);
  }, 120_000);
});

describe("the demo customer's file and money", () => {
  it("has consent, particulars with a valid NRIC shown masked, a package applied and a paid deposit", async () => {
    await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    const cookie = await signInAs(
      t.app,
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    const hiring = await t.app.inject({ url: "/api/user/hiring", headers: { cookie } });
    const reference = (hiring.json() as { reference: string }[])[0]?.reference;
    const file = employerFileSchema.parse(
      (
        await t.app.inject({
          url: `/api/user/hiring/${reference}/employer-file`,
          headers: { cookie },
        })
      ).json(),
    );
    expect(file.consent).toMatchObject({ recordedAs: "online", withdrawnAt: null });
    expect(file.sections.employer?.data.idNumberMasked).toBe("S****345I");
    expect(file.missing).toEqual([]);
    const money = caseMoneySchema.parse(
      (
        await t.app.inject({ url: `/api/user/hiring/${reference}/money`, headers: { cookie } })
      ).json(),
    );
    expect(money.packageName).toMatch(/^Standard package/);
    expect(money.documents.map((document) => document.kind)).toEqual(["invoice", "receipt"]);
    expect(money.paidCents).toBe(money.depositCents);
    const deductions = employerDeductionsSchema.parse(
      (
        await t.app.inject({ url: `/api/user/hiring/${reference}/deductions`, headers: { cookie } })
      ).json(),
    );
    expect(deductions.months.map((month) => month.deductionCents)).toEqual([
      55_000, 55_000, 20_000,
    ]);

    // A transfer that ended within six months of deployment, refunded as MOM's rule asks.
    const [ended] = await selectRows<{ id: number }>(
      t.database,
      sql`select c.id from placement_cases c join users u on u.id = c.customer_id
          where u.name = 'Aisyah Ismail'`,
    );
    const admin = await signInAs(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const refunded = caseMoneySchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/placements/${ended?.id}/money`,
          headers: { cookie: admin },
        })
      ).json(),
    );
    expect(refunded.refund).toMatchObject({ due: true });
    expect(refunded.refundedCents).toBe(refunded.refund?.minimumCents);
  }, 120_000);

  it("has a helper's own account, its profile sent for review and an interview request to answer", async () => {
    await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    const cookie = await signInAs(t.app, DEMO_ACCOUNTS.helper.email, DEMO_ACCOUNTS.helper.password);
    const profile = ownHelperProfileSchema.parse(
      (await t.app.inject({ url: "/api/user/helper/profile", headers: { cookie } })).json(),
    );
    expect(profile).toMatchObject({ status: "submitted", published: true, language: "id" });
    expect(profile.helperId).not.toBeNull();
    expect(profile.photoUrl).not.toBeNull();
    const interviews = helperInterviewsSchema.parse(
      (await t.app.inject({ url: "/api/user/helper/interviews", headers: { cookie } })).json(),
    );
    expect(interviews).toEqual([
      expect.objectContaining({ familyFirstName: "Demo", answer: null }),
    ]);
    expect(interviews[0]?.district).not.toBeNull();

    const admin = await signInAs(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const waiting = (
      await t.app.inject({
        url: "/api/admin/helper-profiles?status=submitted",
        headers: { cookie: admin },
      })
    ).json();
    expect(waiting).toHaveLength(1);
  });

  it("has the demo family's requirements filled in, so that its ranked helpers show at once", async () => {
    await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    const cookie = await signInAs(
      t.app,
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    const ranked = matchesPageSchema.parse(
      (await t.app.inject({ url: "/api/user/matches", headers: { cookie } })).json(),
    );
    expect(ranked.total).toBeGreaterThan(5);
    const best = ranked.matches[0];
    expect(best?.criteria.map((result) => result.criterion)).toEqual(
      expect.arrayContaining(["salary", "startDate", "childcare", "pets", "cooking"]),
    );
    expect(best?.criteria.find((result) => result.criterion === "salary")?.level).not.toBe(
      "notMet",
    );
  });

  it("has the demo customer's documents waiting for her signature, and a deployed family's signed and sealed", async () => {
    const demo = await loadDemoData(t.database.db, t.storage, await demoIdentity(t.config));
    await insertDemoDocuments(
      t.database.db,
      t.config,
      (await demoIdentity(t.config)).identity.cipher,
      demo.packCases,
    );
    const cookie = await signInAs(
      t.app,
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    const hiring = await t.app.inject({ url: "/api/user/hiring", headers: { cookie } });
    const reference = (hiring.json() as { reference: string }[])[0]?.reference;
    const documents = z.array(documentToReadSchema).parse(
      (
        await t.app.inject({
          url: `/api/user/hiring/${reference}/documents`,
          headers: { cookie },
        })
      ).json(),
    );
    expect(documents.map((document) => document.kind).sort()).toEqual([...DOCUMENT_KINDS].sort());
    const employerWaits = (document: DocumentToRead) =>
      document.signatures.some((each) => each.role === "employer" && each.signedAt === null);
    expect(documents.every(employerWaits)).toBe(true);

    const admin = await signInAs(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const pack = documentPackSchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/placements/${demo.packCases.signed}/documents`,
          headers: { cookie: admin },
        })
      ).json(),
    );
    expect(pack.current).toHaveLength(DOCUMENT_KINDS.length);
    expect(
      pack.current.every((document) => document.status === "signed" && document.signedPdf),
    ).toBe(true);
    const sealed = await t.app.inject({
      url: `/api/admin/placements/${demo.packCases.signed}/documents/${pack.current[0]?.id}/pdf`,
      headers: { cookie: admin },
    });
    expect(checkPdfSignature(sealed.rawPayload).valid).toBe(true);
    expect((await pdfText(sealed.rawPayload)).text).toContain("Ahmad Rahim");
  }, 120_000);
});
