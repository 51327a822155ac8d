import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { PLACEMENT_STAGES, STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import {
  customerHiringSchema,
  dashboardSchema,
  PLACEMENT_MESSAGES,
  type PlacementCase,
  placementCaseSchema,
  placementListSchema,
} from "@maids/contract/placements.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, maids, placementEvents } from "../src/db/schema.ts";
import { createHelper, createUser } from "./support/factories.ts";
import { placementSteps, stageFacts, today } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const { staff, family, openCase, move, moved, walk } = placementSteps(t);

const catalogueIds = async () =>
  (await t.app.inject({ url: "/api/catalogue/maids?limit=100" }))
    .json()
    .maids.map((maid: { id: number }) => maid.id);

describe("who may reach placement cases", () => {
  it("refuses anonymous visitors and customers the staff routes, and anonymous My hiring", async () => {
    const { cookie: customer } = await family();
    for (const [method, url] of [
      ["GET", "/api/admin/placements"],
      ["GET", "/api/admin/placements/1"],
      ["GET", "/api/admin/dashboard"],
      ["POST", "/api/admin/placements"],
      ["POST", "/api/admin/placements/1/stage"],
      ["PATCH", "/api/admin/placements/1"],
      ["POST", "/api/admin/placements/1/notes"],
    ] as const) {
      const anonymous =
        method === "GET"
          ? await t.app.inject({ url })
          : await send(t.app, method, url, { body: {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCustomer =
        method === "GET"
          ? await t.app.inject({ url, headers: { cookie: customer } })
          : await send(t.app, method, url, { body: {}, cookie: customer });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/user/hiring" })).statusCode).toBe(401);
  });
});

describe("opening a case", () => {
  it("opens an enquiry with a reference of the year, owned by its opener, audited", async () => {
    const { user, cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());

    const opened = await openCase(cookie, { customerId: customer.id, maidId });

    expect(opened).toMatchObject({
      reference: expect.stringMatching(/^PL-\d{4}-0001$/),
      stage: "enquiry",
      kind: "new_arrival",
      owner: { id: user.id },
      customer: { id: customer.id },
      helper: null,
      candidates: [{ id: maidId }],
      nextStages: ["interviewing", "cancelled"],
      timeline: [{ type: "stage", stage: "enquiry", actor: { id: user.id } }],
    });
    const second = await openCase(cookie, { customerId: customer.id });
    expect(second.reference).toMatch(/^PL-\d{4}-0002$/);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "placement.open"));
    expect(audits).toHaveLength(2);
  });

  it("answers each bad input with its message", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const { user: otherAdmin } = await staff();
    const cases: [unknown, number, string][] = [
      [{}, 400, "customerId must be a whole number"],
      [{ customerId: "x" }, 400, "customerId must be a whole number"],
      [{ customerId: 999_999 }, 400, "Customer not found"],
      [{ customerId: otherAdmin.id }, 400, "Customer not found"],
      [
        { customerId: customer.id, ownerId: customer.id },
        400,
        "The case owner must be a staff member",
      ],
      [{ customerId: customer.id, maidId: 999_999 }, 400, "Helper not found"],
      [{ customerId: customer.id, kind: "holiday" }, 400, "kind must be new_arrival or transfer"],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(t.app, "POST", "/api/admin/placements", { cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });
});

describe("moving a case through its stages", () => {
  it("walks to deployed with the facts each stage needs, dated, in an append-only history", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());
    const opened = await openCase(cookie, { customerId: customer.id, maidId });

    const deployed = await walk(cookie, opened, maidId, "deployed");

    expect(deployed).toMatchObject({
      stage: "deployed",
      helper: { id: maidId },
      deployedOn: today(),
      arrivalDate: today(),
      ...stageFacts().permit_issued,
      cardRegisteredOn: today(),
      nextStages: ["closed", "transferred", "replaced", "repatriated"],
    });
    expect(deployed.timeline.map((event) => event.stage ?? event.type)).toEqual([
      "enquiry",
      "interviewing",
      "selected",
      "agreements_signed",
      "permit_applied",
      "permit_approved",
      "ready_for_arrival",
      "arrived",
      "settling_in_done",
      "medical",
      "medical_passed",
      "permit_issued",
      "card_registered",
      "deployed",
    ]);
    const [employed] = await db().select().from(maids).where(eq(maids.id, maidId));
    expect(employed).toMatchObject({ isEmployed: true, heldByCaseId: opened.id });
    const refusal = (change: Promise<unknown>) =>
      change.then(
        () => "changed",
        (error: Error) => String(error.cause ?? error),
      );
    expect(
      await refusal(
        db().execute(sql`update placement_events set note = 'x' where case_id = ${opened.id}`),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(db().delete(placementEvents).where(eq(placementEvents.caseId, opened.id))),
    ).toMatch(/append-only/);
  });

  it("refuses a skipped stage with 409 and changes nothing", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });

    const response = await move(cookie, opened, "deployed");

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "stage_not_allowed",
      message: 'A case at "Enquiry" cannot move to "Deployed".',
    });
    const after = placementCaseSchema.parse(
      (
        await t.app.inject({ url: `/api/admin/placements/${opened.id}`, headers: { cookie } })
      ).json(),
    );
    expect(after.version).toBe(opened.version);
    expect(after.timeline).toHaveLength(1);
  });

  it("names each missing fact, and saves facts sent with the move", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());
    const applied = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "permit_applied",
    );

    const refused = await move(cookie, applied, "permit_approved", {
      facts: { approvalDate: "2026-11-01" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "stage_requirements_missing",
      message: '"Permit approved (IPA)" needs the date the IPA is valid until.',
      errors: [{ field: "ipaValidUntil", message: "Enter the date the IPA is valid until" }],
    });

    const approved = await moved(cookie, applied, "permit_approved", {
      facts: stageFacts().permit_approved,
    });
    expect(approved).toMatchObject(stageFacts().permit_approved);
    const arrival = await move(cookie, approved, "ready_for_arrival");
    expect(arrival.json().errors.map((error: { field: string }) => error.field)).toEqual([
      "bondReference",
      "insurancePolicy",
      "insuranceEnd",
    ]);
  });

  it("refuses a permit that expires before its approval, and a bad date", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });
    const patch = (body: object) =>
      send(t.app, "PATCH", `/api/admin/placements/${opened.id}`, {
        cookie,
        body: { version: opened.version, ...body },
      });

    const backwards = await patch({ approvalDate: "2026-11-01", permitExpiry: "2026-10-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      "The permit's expiry date must be after the approval date",
    );
    const notADate = await patch({ arrivalDate: "20/11/2026" });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toContain("The arrival date must be a date (YYYY-MM-DD)");
  });

  it("refuses an edit that takes away a fact a reached stage needed", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db()),
      "arrived",
    );

    const response = await send(t.app, "PATCH", `/api/admin/placements/${arrived.id}`, {
      cookie,
      body: { version: arrived.version, arrivalDate: "", bondReference: "SB-2" },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "stage_requirements_missing",
      message: '"Arrived" needs the arrival date.',
      errors: [{ field: "arrivalDate", message: "Enter the arrival date" }],
    });
    const after = await t.app.inject({
      url: `/api/admin/placements/${arrived.id}`,
      headers: { cookie },
    });
    expect(after.json()).toMatchObject({ arrivalDate: today(), bondReference: "SB-2026-118" });
  });

  it("answers a change made against an old version with 409 stale_version", async () => {
    const { cookie } = await staff();
    const { cookie: colleague } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });

    await moved(colleague, opened, "interviewing");
    const stale = await send(t.app, "PATCH", `/api/admin/placements/${opened.id}`, {
      cookie,
      body: { version: opened.version, bondReference: "SB-1" },
    });

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: "This case was changed by someone else meanwhile. Reload it and try again.",
    });
  });

  it("skips the arrival steps on a transfer, and refuses a change of kind that strands the case", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());
    const transfer = await openCase(cookie, { customerId: customer.id, kind: "transfer" });
    const ready = await walk(cookie, transfer, maidId, "ready_for_arrival");
    expect(ready.nextStages).toEqual(["permit_issued", "replaced", "cancelled"]);
    const issued = await moved(cookie, ready, "permit_issued", {
      facts: stageFacts().permit_issued,
    });
    expect(issued.nextStages[0]).toBe("deployed");
    const deployed = await moved(cookie, issued, "deployed");
    expect(deployed.stage).toBe("deployed");

    const other = await openCase(cookie, { customerId: customer.id });
    const arrived = await walk(cookie, other, await createHelper(db()), "arrived");
    const stranding = await send(t.app, "PATCH", `/api/admin/placements/${other.id}`, {
      cookie,
      body: { version: arrived.version, kind: "transfer" },
    });
    expect(stranding.statusCode).toBe(409);
    expect(stranding.json().code).toBe("stage_not_allowed");
  });
});

describe("eligibility on a case", () => {
  it("warns on the case of a helper outside the first work permit's rules, not on others", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const older = await createHelper(db(), {
      dateOfBirth: "1970-03-01",
      details: { highestEducation: "Primary School" },
    });
    const eligible = await createHelper(db(), {
      dateOfBirth: "1995-03-01",
      details: { highestEducation: "High School" },
    });

    const warned = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      older,
      "selected",
    );
    const fine = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      eligible,
      "selected",
    );

    expect(warned.warnings).toEqual([
      ELIGIBILITY_MESSAGES.olderThanFirstPermit,
      ELIGIBILITY_MESSAGES.tooLittleSchooling,
    ]);
    expect(fine.warnings).toEqual([]);
  });
});

describe("the work permit's eligibility gate", () => {
  /** A case of `kind` for a new family, walked with `maidId` to the step before the permit. */
  async function caseBeforePermit(kind: "new_arrival" | "transfer", maidId: number) {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const placement = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id, kind }),
      maidId,
      "agreements_signed",
    );
    return { cookie, placement };
  }

  it("refuses 'work permit applied' for a new arrival outside MOM's rules, with every reason", async () => {
    const helpers = {
      "aged 52, primary school, from Vietnam": await createHelper(db(), {
        dateOfBirth: "1974-01-01",
        country: "Vietnam",
        details: { highestEducation: "Primary School" },
      }),
      "aged 22": await createHelper(db(), { dateOfBirth: "2004-06-01" }),
    };
    const reasons = {
      "aged 52, primary school, from Vietnam": [
        ELIGIBILITY_MESSAGES.olderThanFirstPermit,
        ELIGIBILITY_MESSAGES.tooLittleSchooling,
        ELIGIBILITY_MESSAGES.notApprovedSource("Vietnam"),
      ],
      "aged 22": [ELIGIBILITY_MESSAGES.youngerThanFirstPermit],
    };
    for (const [who, maidId] of Object.entries(helpers)) {
      const { cookie, placement } = await caseBeforePermit("new_arrival", maidId);
      const refused = await move(cookie, placement, "permit_applied");
      expect(refused.statusCode, who).toBe(409);
      expect(refused.json(), who).toMatchObject({
        code: "not_eligible",
        message: PLACEMENT_MESSAGES.notEligible(reasons[who as keyof typeof reasons]),
      });
      const after = await t.app.inject({
        url: `/api/admin/placements/${placement.id}`,
        headers: { cookie },
      });
      expect(after.json().stage, who).toBe("agreements_signed");
    }
  });

  it("lets a renewal or transfer through until 60, and a first permit within the rules", async () => {
    const sixty = await createHelper(db(), { dateOfBirth: "1960-01-01", isEmployed: true });
    const refused = await caseBeforePermit("transfer", sixty);
    const answer = await move(refused.cookie, refused.placement, "permit_applied");
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      PLACEMENT_MESSAGES.notEligible([ELIGIBILITY_MESSAGES.tooOldToRenew]),
    );

    const fiftyFive = await createHelper(db(), { dateOfBirth: "1971-06-01", isEmployed: true });
    const transfer = await caseBeforePermit("transfer", fiftyFive);
    await moved(transfer.cookie, transfer.placement, "permit_applied");
    const eligible = await caseBeforePermit("new_arrival", await createHelper(db()));
    await moved(eligible.cookie, eligible.placement, "permit_applied");
  });

  it("refuses to select a helper employed today for a new arrival; a transfer selects her", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const employed = await createHelper(db(), { isEmployed: true });
    const newArrival = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      employed,
      "interviewing",
    );
    const refused = await move(cookie, newArrival, "selected", { maidId: employed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: "maidId", message: PLACEMENT_MESSAGES.helperEmployed },
    ]);
    const transfer = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id, kind: "transfer" }),
      employed,
      "selected",
    );
    expect(transfer.stage).toBe("selected");
  });
});

describe("one family at a time", () => {
  it("refuses to select a helper another family's case holds, naming that case", async () => {
    const { cookie } = await staff();
    const maidId = await createHelper(db());
    const first = await openCase(cookie, { customerId: (await createUser(db())).id });
    const second = await openCase(cookie, { customerId: (await createUser(db())).id });
    const held = await walk(cookie, first, maidId, "selected");
    const interviewing = await moved(cookie, second, "interviewing");

    const response = await move(cookie, interviewing, "selected", { maidId });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "helper_held",
      message: `This helper is already held for another family (case ${held.reference})`,
    });
    const candidate = await send(t.app, "POST", `/api/admin/placements/${second.id}/candidates`, {
      cookie,
      body: { maidId },
    });
    expect(candidate.statusCode).toBe(409);
  });

  it("lets exactly one of two staff selecting the same helper at the same moment win", async () => {
    const { cookie } = await staff();
    const { cookie: colleague } = await staff();
    const maidId = await createHelper(db());
    const ready = [];
    for (const _ of [1, 2]) {
      const opened = await openCase(cookie, { customerId: (await createUser(db())).id });
      ready.push(await moved(cookie, opened, "interviewing"));
    }
    const [a, b] = ready as [PlacementCase, PlacementCase];

    const answers = await Promise.all([
      move(cookie, a, "selected", { maidId }),
      move(colleague, b, "selected", { maidId }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().code).toBe("helper_held");
    const [helper] = await db().select().from(maids).where(eq(maids.id, maidId));
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(helper?.heldByCaseId).toBe([a, b][winner]?.id);
  });
});

describe("what the public sees of a held helper", () => {
  it("takes her off the catalogue and profile while held, and puts her back on cancelling", async () => {
    const { cookie } = await staff();
    const maidId = await createHelper(db());
    const { cookie: shortlister } = await family();
    await send(t.app, "POST", "/api/user/favorites", { cookie: shortlister, body: { maidId } });
    expect(await catalogueIds()).toContain(maidId);

    const opened = await openCase(cookie, { customerId: (await createUser(db())).id });
    const held = await walk(cookie, opened, maidId, "selected");

    expect(await catalogueIds()).not.toContain(maidId);
    expect((await t.app.inject({ url: `/api/catalogue/maids/${maidId}` })).statusCode).toBe(404);
    const adminRow = async () =>
      (
        await t.app.inject({ url: `/api/admin/maids/page?query=${maidId}`, headers: { cookie } })
      ).json().maids[0];
    expect((await adminRow()).heldBy).toEqual({ caseId: held.id, reference: held.reference });
    const interview = await send(t.app, "POST", "/api/user/interview-requests", {
      cookie: shortlister,
      body: { maidId },
    });
    expect(interview.statusCode).toBe(404);
    const shortlist = async () =>
      (await t.app.inject({ url: "/api/user/favorites", headers: { cookie: shortlister } })).json();
    expect(await shortlist()).toEqual([
      expect.objectContaining({ id: maidId, noLongerAvailable: true }),
    ]);

    await moved(cookie, held, "cancelled", { note: "Family chose to wait" });
    expect((await shortlist())[0]).not.toHaveProperty("noLongerAvailable");
    expect((await adminRow()).heldBy).toBeNull();

    expect(await catalogueIds()).toContain(maidId);
    expect((await t.app.inject({ url: `/api/catalogue/maids/${maidId}` })).statusCode).toBe(200);
  });

  it("still shows her profile and biodata PDF to her own family and to staff, to no one else", async () => {
    const { cookie: staffCookie } = await staff();
    const { cookie: ownFamily, user: customer } = await family();
    const { cookie: otherFamily } = await family();
    const maidId = await createHelper(db(), { name: "Rosalind Held" });
    await walk(
      staffCookie,
      await openCase(staffCookie, { customerId: customer.id }),
      maidId,
      "selected",
    );

    const profile = (cookie?: string) =>
      t.app.inject({ url: `/api/catalogue/maids/${maidId}`, headers: cookie ? { cookie } : {} });
    const pdf = (cookie: string) =>
      t.app.inject({ url: `/api/user/maids/${maidId}/biodata.pdf`, headers: { cookie } });

    const own = await profile(ownFamily);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: maidId, name: "Rosalind Held" });
    expect(own.json()).toHaveProperty("employmentDetails");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect((await pdf(ownFamily)).statusCode).toBe(200);
    expect((await profile(staffCookie)).statusCode).toBe(200);

    // Another family and an anonymous visitor, after and before the family's own look.
    expect((await profile(otherFamily)).statusCode).toBe(404);
    expect((await pdf(otherFamily)).statusCode).toBe(404);
    expect((await profile()).statusCode).toBe(404);
    expect((await profile(ownFamily)).statusCode).toBe(200);
  });

  it("takes her listing down when a deployed case closes", async () => {
    const { cookie } = await staff();
    const maidId = await createHelper(db());
    const opened = await openCase(cookie, { customerId: (await createUser(db())).id });
    await walk(cookie, opened, maidId, "closed");

    const [helper] = await db().select().from(maids).where(eq(maids.id, maidId));
    expect(helper).toMatchObject({ heldByCaseId: null, isActive: false, isEmployed: true });
    expect(await catalogueIds()).not.toContain(maidId);
  });

  it("keeps a helper selected in a case from being deleted", async () => {
    const { cookie } = await staff();
    const maidId = await createHelper(db());
    const opened = await openCase(cookie, { customerId: (await createUser(db())).id });
    await walk(cookie, opened, maidId, "selected");

    const response = await send(t.app, "DELETE", `/api/admin/maids/${maidId}`, { cookie });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("make her inactive instead");
  });
});

describe("replacing a helper", () => {
  it("opens a linked case for the family, and releases the first helper once her release is recorded", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const first = await createHelper(db());
    const replacement = await createHelper(db());
    const opened = await openCase(cookie, { customerId: customer.id });
    const deployed = await walk(cookie, opened, first, "deployed");

    const replaced = await moved(cookie, deployed, "replaced", { replacementMaidId: replacement });

    expect(replaced.stage).toBe("replaced");
    expect(replaced.replacedBy).not.toBeNull();
    const successor = placementCaseSchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/placements/${replaced.replacedBy?.id}`,
          headers: { cookie },
        })
      ).json(),
    );
    expect(successor).toMatchObject({
      stage: "enquiry",
      customer: { id: customer.id },
      replacesCase: { id: opened.id, reference: opened.reference },
      candidates: [{ id: replacement }],
    });
    // She worked in Singapore for this family: she returns only after her release.
    expect(replaced.awaitingRelease).toBe(true);
    expect(await catalogueIds()).not.toContain(first);
    const release = await send(t.app, "POST", `/api/admin/placements/${replaced.id}/release`, {
      cookie,
      body: { kind: "permit_cancelled", on: today() },
    });
    expect(release.statusCode, release.body).toBe(200);
    const [released] = await db().select().from(maids).where(eq(maids.id, first));
    expect(released).toMatchObject({ heldByCaseId: null, isEmployed: false });
    expect(await catalogueIds()).toContain(first);
  });
});

describe("interview requests and enquiries", () => {
  it("joins a family's interview requests into one enquiry that staff see in no other list", async () => {
    const { cookie } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const [one, two] = [await createHelper(db()), await createHelper(db())];

    for (const maidId of [one, two, one]) {
      const response = await send(t.app, "POST", "/api/user/interview-requests", {
        cookie: familyCookie,
        body: { maidId },
      });
      expect(response.statusCode).toBeLessThan(300);
    }

    const list = placementListSchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/placements?customerId=${customer.id}`,
          headers: { cookie },
        })
      ).json(),
    );
    expect(list.total).toBe(1);
    const enquiry = placementCaseSchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/placements/${list.cases[0]?.id}`,
          headers: { cookie },
        })
      ).json(),
    );
    expect(enquiry.candidates.map((candidate) => candidate.id)).toEqual([one, two]);
    const dashboard = dashboardSchema.parse(
      (await t.app.inject({ url: "/api/admin/dashboard", headers: { cookie } })).json(),
    );
    expect(dashboard.openInterviewRequests).toEqual([]);
    expect(dashboard.countsByStage.enquiry).toBe(1);
  });
});

describe("the dashboard", () => {
  it("lists overdue and upcoming dates of the viewer's cases, or of all staff", async () => {
    const { cookie } = await staff();
    const { cookie: colleague } = await staff();
    const maidId = await createHelper(db());
    const opened = await openCase(colleague, { customerId: (await createUser(db())).id });
    await walk(colleague, opened, maidId, "permit_approved", {
      facts: { approvalDate: "2026-09-01", ipaValidUntil: "2026-11-02" },
    });

    const dashboard = async (query: string) =>
      dashboardSchema.parse(
        (await t.app.inject({ url: `/api/admin/dashboard${query}`, headers: { cookie } })).json(),
      );

    expect((await dashboard("?owner=all")).due).toEqual([
      expect.objectContaining({
        kind: "ipa_expiry",
        dueOn: "2026-11-02",
        status: "overdue",
        caseId: opened.id,
        reference: opened.reference,
      }),
    ]);
    expect((await dashboard("?owner=mine")).due).toEqual([]);
    expect(
      (await t.app.inject({ url: "/api/admin/dashboard?owner=x", headers: { cookie } })).statusCode,
    ).toBe(400);
  });
});

describe("My hiring", () => {
  it("shows a family its own cases in plain words: no notes, no stage names", async () => {
    const { cookie } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const { cookie: otherFamily } = await family();
    const maidId = await createHelper(db());
    const opened = await openCase(cookie, { customerId: customer.id });
    await send(t.app, "POST", `/api/admin/placements/${opened.id}/notes`, {
      cookie,
      body: { note: "Employer prefers calls after 7pm; PRIVATE-NOTE" },
    });
    await walk(cookie, opened, maidId, "arrived");

    const response = await t.app.inject({
      url: "/api/user/hiring",
      headers: { cookie: familyCookie },
    });

    expect(response.statusCode).toBe(200);
    const [hiring] = customerHiringSchema.parse(response.json());
    expect(hiring).toMatchObject({
      reference: opened.reference,
      status: "in_progress",
      helper: { id: maidId },
      owner: { whatsappNumber: t.config.agency.whatsappNumber },
    });
    expect(hiring?.steps.slice(0, 3)).toEqual([
      { label: "Interviews arranged", done: true, on: today() },
      { label: "Helper chosen", done: true, on: today() },
      { label: "Employment contract signed", done: true, on: today() },
    ]);
    expect(hiring?.steps.at(-1)).toEqual({
      label: "Helper started work with your family",
      done: false,
      on: null,
    });
    const text = response.body;
    expect(text).not.toContain("PRIVATE-NOTE");
    for (const stage of PLACEMENT_STAGES) {
      expect(text).not.toContain(`"${stage}"`);
      expect(text).not.toContain(STAGE_LABELS[stage]);
    }
    expect(
      (await t.app.inject({ url: "/api/user/hiring", headers: { cookie: otherFamily } })).json(),
    ).toEqual([]);
  });
});
