import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import {
  customerHiringSchema,
  dashboardSchema,
  PLACEMENT_MESSAGES,
  placementCaseSchema,
} from "@maids/contract/placements.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMonths } from "../src/calendar.ts";
import { maidDetails, maids, placementCases } from "../src/db/schema.ts";
import { sendDailyReminders } from "../src/placements/daily-reminders.ts";
import { createHelper, createUser } from "./support/factories.ts";
import { daysFromToday, placementSteps, today } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const { staff, family, openCase, move, moved, recordMedical, recordedMedical, patched, walk } =
  placementSteps(t);

const caseOf = async (cookie: string, id: number) =>
  placementCaseSchema.parse(
    (await t.app.inject({ url: `/api/admin/placements/${id}`, headers: { cookie } })).json(),
  );

const dashboard = async (cookie: string) =>
  dashboardSchema.parse(
    (await t.app.inject({ url: "/api/admin/dashboard", headers: { cookie } })).json(),
  );

/** Six months and a week ago: a six-monthly medical due from it was missed last week. */
const sixMonthsAndAWeekAgo = () => addMonths(daysFromToday(-7), -6);
const missedLastWeek = () => addMonths(sixMonthsAndAWeekAgo(), 6);

describe("the six-monthly medical examination", () => {
  it("shows one missed last week as overdue on the case, the dashboard and the mail, until one is recorded", async () => {
    const { cookie, user } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db(), { name: "Marites Dela Cruz" });
    const deployed = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "deployed",
      {
        facts: { arrivalDate: sixMonthsAndAWeekAgo(), settlingInDate: daysFromToday(-180) },
        preEmploymentOn: sixMonthsAndAWeekAgo(),
      },
    );

    const overdue = { kind: "medical", dueOn: missedLastWeek(), status: "overdue" };
    expect(deployed.dueDates).toContainEqual(expect.objectContaining(overdue));
    expect((await dashboard(cookie)).due).toContainEqual(
      expect.objectContaining({ ...overdue, caseId: deployed.id }),
    );
    const mails: { to: string; subject: string; text: string }[] = [];
    await sendDailyReminders(
      db(),
      { send: async (mail) => void mails.push(mail) },
      {
        publicHolidays: [],
        agencyWhatsapp: "6580000000",
        publicUrl: "https://agency.example.sg",
        now: new Date(),
      },
    );
    const mail = mails.find((sent) => sent.to === user.email);
    expect(mail?.text).toContain(
      `OVERDUE ${missedLastWeek()}  Six-monthly medical examination: ${deployed.reference}`,
    );

    const examined = await recordedMedical(cookie, deployed.id, {
      kind: "six_monthly",
      examinedOn: daysFromToday(-1),
      clinic: "Fullerton Health Novena",
    });

    expect(examined.dueDates.find((item) => item.kind === "medical")).toMatchObject({
      dueOn: addMonths(daysFromToday(-1), 6),
      status: "later",
    });
    expect((await dashboard(cookie)).due.map((item) => item.kind)).not.toContain("medical");
    expect(examined.medicalExaminations[0]).toMatchObject({
      kind: "six_monthly",
      clinic: "Fullerton Health Novena",
      result: "fit",
      caseReference: deployed.reference,
      recordedBy: { id: user.id },
    });
    // The timeline is in the order things happened: yesterday's examination before today's moves.
    expect(
      examined.timeline.find((event) => event.examination?.kind === "six_monthly"),
    ).toMatchObject({
      type: "medical",
      happenedOn: daysFromToday(-1),
      examination: { kind: "six_monthly", result: "fit" },
    });
  });

  it("dates a transfer's from the last one staff enter, and asks for it until then", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db(), { isEmployed: true });
    const selected = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id, kind: "transfer" }),
      maidId,
      "selected",
    );
    expect(selected.warnings).toContain(PLACEMENT_MESSAGES.lastMedicalUnknown);
    expect(selected.dueDates.map((item) => item.kind)).not.toContain("medical");

    const entered = await recordedMedical(cookie, selected.id, { examinedOn: "2026-08-03" });

    expect(entered.warnings).not.toContain(PLACEMENT_MESSAGES.lastMedicalUnknown);
    expect(entered.dueDates).toContainEqual(
      expect.objectContaining({ kind: "medical", dueOn: "2027-02-03" }),
    );
  });

  it("carries her examinations to her next case", async () => {
    const { cookie } = await staff();
    const maidId = await createHelper(db(), { isEmployed: true });
    const first = await walk(
      cookie,
      await openCase(cookie, { customerId: (await createUser(db())).id, kind: "transfer" }),
      maidId,
      "selected",
    );
    await recordedMedical(cookie, first.id, { examinedOn: "2026-09-10" });
    await moved(cookie, await caseOf(cookie, first.id), "cancelled");

    const second = await walk(
      cookie,
      await openCase(cookie, { customerId: (await createUser(db())).id, kind: "transfer" }),
      maidId,
      "selected",
    );

    expect(second.medicalExaminations).toEqual([
      expect.objectContaining({ examinedOn: "2026-09-10", caseReference: first.reference }),
    ]);
    expect(second.dueDates).toContainEqual(
      expect.objectContaining({ kind: "medical", dueOn: "2027-03-10" }),
    );
  });

  it("flags the case red for a result of not fit, and shows the result nowhere public", async () => {
    const { cookie } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const maidId = await createHelper(db(), { name: "Siti Rahayu" });
    const deployed = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "deployed",
    );

    const flagged = await recordedMedical(cookie, deployed.id, {
      examinedOn: today(),
      clinic: "CONFIDENTIAL-CLINIC",
      result: "not_fit",
    });

    expect(flagged.alerts).toEqual([PLACEMENT_MESSAGES.notFit("six_monthly", today())]);
    const hiring = await t.app.inject({
      url: "/api/user/hiring",
      headers: { cookie: familyCookie },
    });
    const profile = await t.app.inject({
      url: `/api/catalogue/maids/${maidId}`,
      headers: { cookie: familyCookie },
    });
    for (const body of [hiring.body, profile.body]) {
      expect(body).not.toContain("CONFIDENTIAL-CLINIC");
      expect(body).not.toContain("not_fit");
    }
  });

  it("answers each bad examination with its message, and refuses who may not record one", async () => {
    const { cookie } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const enquiry = await openCase(cookie, { customerId: customer.id });
    const selected = await walk(cookie, enquiry, await createHelper(db()), "selected");
    const cases: [object, number, string][] = [
      [{ kind: "annual" }, 400, "kind must be pre_employment, six_monthly or renewal"],
      [{ result: "maybe" }, 400, "result must be fit or not_fit"],
      [{ result: "fit", examinedOn: "10/11/2026" }, 400, "The examination date must be a date"],
      [{ result: "fit", clinic: " " }, 400, "Enter the clinic"],
      [{ result: "fit", clinic: "x".repeat(101) }, 400, "at most 100 characters"],
      [{ result: "fit", examinedOn: daysFromToday(1) }, 400, "The examination date cannot be"],
    ];
    for (const [body, status, message] of cases) {
      const response = await recordMedical(cookie, selected.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const url = `/api/admin/placements/${selected.id}/medical-examinations`;
    const body = { kind: "six_monthly", examinedOn: today(), clinic: "Raffles", result: "fit" };
    expect((await send(t.app, "POST", url, { body })).statusCode).toBe(401);
    expect((await send(t.app, "POST", url, { body, cookie: familyCookie })).statusCode).toBe(403);

    const noHelper = await openCase(cookie, { customerId: customer.id });
    const refused = await recordMedical(cookie, noHelper.id, { result: "fit" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLACEMENT_MESSAGES.noHelperForMedical);
    await moved(cookie, await caseOf(cookie, selected.id), "cancelled");
    expect((await recordMedical(cookie, selected.id, { result: "fit" })).statusCode).toBe(409);
    expect((await caseOf(cookie, selected.id)).medicalExaminations).toEqual([]);
  });
});

describe("the pre-employment medical and the steps after arrival", () => {
  it("is due within two weeks of arrival; permit issuance waits for a fit result", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db()),
      "settling_in_done",
      { facts: { arrivalDate: daysFromToday(-15), settlingInDate: daysFromToday(-13) } },
    );

    expect(arrived.dueDates).toContainEqual({
      kind: "pre_employment_medical",
      label: "Pre-employment medical examination",
      dueOn: daysFromToday(-1),
      status: "overdue",
    });
    const refused = await move(cookie, arrived, "medical_passed");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "stage_requirements_missing",
      message:
        '"Pre-employment medical passed" needs a pre-employment medical examination recorded as fit.',
    });
    expect(arrived.nextStages).toContain("repatriated");
  });

  it("sends a helper found not fit home: the case ends repatriated and she leaves the catalogue", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "settling_in_done",
    );
    const unfit = await recordedMedical(cookie, arrived.id, {
      kind: "pre_employment",
      result: "not_fit",
    });
    expect(unfit.alerts).toEqual([PLACEMENT_MESSAGES.notFit("pre_employment", today())]);
    expect((await move(cookie, unfit, "medical_passed")).statusCode).toBe(409);

    const repatriated = await moved(cookie, unfit, "repatriated", { note: "Flew home on SQ" });

    expect(repatriated).toMatchObject({ stage: "repatriated", nextStages: [] });
    expect(repatriated.timeline.at(-1)).toMatchObject({
      stage: "repatriated",
      happenedOn: today(),
    });
    const [helper] = await db().select().from(maids).where(eq(maids.id, maidId));
    expect(helper).toMatchObject({ heldByCaseId: null, isActive: false, isEmployed: false });
  });

  it("keeps only the permit number's last four characters, and checks them", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });
    for (const permitLastFour of ["12345", "G12", "12-4"]) {
      const response = await send(t.app, "PATCH", `/api/admin/placements/${opened.id}`, {
        cookie,
        body: { version: opened.version, permitLastFour },
      });
      expect(response.statusCode, permitLastFour).toBe(400);
      expect(response.json().message).toBe(
        "Enter only the last four letters or digits of the permit number",
      );
    }
    expect(await patched(cookie, opened, { permitLastFour: " 482k " })).toMatchObject({
      permitLastFour: "482K",
    });
  });

  it("asks no security bond of a Malaysian helper", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const approved = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db(), { country: "Malaysia" }),
      "permit_approved",
    );

    const ready = await moved(cookie, approved, "ready_for_arrival", {
      facts: { insurancePolicy: "FDW-1", insuranceEnd: addMonths(today(), 24) },
    });

    expect(ready).toMatchObject({ stage: "ready_for_arrival", bondReference: "" });
  });
});

describe("her passport and the permit", () => {
  it("warns from selection when her passport will not outlast a permit, and refuses the permit", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const passportExpiry = addMonths(today(), 18);
    const selected = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db(), { passportExpiry }),
      "selected",
    );
    expect(selected.warnings).toContain(
      PLACEMENT_MESSAGES.passportWithinPermitTerm(passportExpiry),
    );

    const carded = await walk(cookie, selected, 0, "medical_passed");
    const permitExpiry = addMonths(today(), 24);
    const refused = await move(cookie, carded, "permit_issued", {
      facts: { permitLastFour: "482K", permitIssuedOn: today(), permitExpiry },
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "passport_before_permit",
      message: PLACEMENT_MESSAGES.passportBeforePermit(passportExpiry, permitExpiry),
    });
    const after = await caseOf(cookie, carded.id);
    expect(after).toMatchObject({ stage: "medical_passed", permitExpiry: null });
    const shorter = await moved(cookie, after, "permit_issued", {
      facts: { permitLastFour: "482K", permitIssuedOn: today(), permitExpiry: passportExpiry },
    });
    expect(shorter.stage).toBe("permit_issued");
  });
});

describe("dates that can be corrected, never rewritten", () => {
  it("refuses a step dated after today, or before the step it follows, naming both dates", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });

    const future = await move(cookie, opened, "interviewing", { happenedOn: daysFromToday(1) });
    expect(future.statusCode).toBe(409);
    expect(future.json()).toMatchObject({
      code: "date_not_allowed",
      message: PLACEMENT_MESSAGES.stageInFuture("interviewing", daysFromToday(1), today()),
    });

    const before = await move(cookie, opened, "interviewing", { happenedOn: daysFromToday(-1) });
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({
      code: "date_not_allowed",
      message: PLACEMENT_MESSAGES.stageBeforePrevious(
        "interviewing",
        daysFromToday(-1),
        "enquiry",
        today(),
      ),
    });
    expect((await caseOf(cookie, opened.id)).stage).toBe("enquiry");
  });

  it("refuses a date of something that happened when it is after today", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });

    const response = await send(t.app, "PATCH", `/api/admin/placements/${opened.id}`, {
      cookie,
      body: { version: opened.version, arrivalDate: daysFromToday(1) },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: "arrivalDate",
        message: PLACEMENT_MESSAGES.dayInFuture("Arrival date", daysFromToday(1), today()),
      },
    ]);
  });

  it("keeps a corrected arrival date's original on the timeline; every derived date follows the new one", async () => {
    const { cookie, user } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db()),
      "arrived",
      { facts: { arrivalDate: daysFromToday(-2) } },
    );

    const corrected = await patched(cookie, arrived, {
      arrivalDate: daysFromToday(-9),
      correctionReason: "Typed the flight's booking date",
    });

    expect(corrected.arrivalDate).toBe(daysFromToday(-9));
    expect(corrected.timeline.filter((event) => event.stage === "arrived")).toHaveLength(1);
    expect(corrected.timeline.at(-1)).toMatchObject({
      type: "correction",
      happenedOn: today(),
      actor: { id: user.id },
      note: "Typed the flight's booking date",
      correction: { field: "arrivalDate", from: daysFromToday(-2), to: daysFromToday(-9) },
    });
    expect(corrected.dueDates).toContainEqual(
      expect.objectContaining({ kind: "pre_employment_medical", dueOn: daysFromToday(5) }),
    );
    const [hiring] = customerHiringSchema.parse(
      (await t.app.inject({ url: "/api/user/hiring", headers: { cookie: familyCookie } })).json(),
    );
    expect(hiring?.steps).toContainEqual({
      label: "Helper arrived in Singapore",
      done: true,
      on: daysFromToday(-9),
    });
    expect(hiring?.dates).toContainEqual({
      label: "Pre-employment medical examination",
      dueOn: daysFromToday(5),
    });
  });

  it("writes no correction when a date is first recorded or left as it was", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const opened = await openCase(cookie, { customerId: customer.id });

    const first = await patched(cookie, opened, { insuranceEnd: "2028-06-30" });
    const same = await patched(cookie, first, { insuranceEnd: "2028-06-30", bondReference: "B" });

    expect(same.timeline.map((event) => event.type)).toEqual(["stage"]);
  });
});

describe("replacement and release", () => {
  it("leaves the family one case to follow after a replacement: its successor", async () => {
    const { cookie } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const selected = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db()),
      "selected",
    );
    const replaced = await moved(cookie, selected, "replaced", {
      replacementMaidId: await createHelper(db()),
    });

    const hiring = customerHiringSchema.parse(
      (await t.app.inject({ url: "/api/user/hiring", headers: { cookie: familyCookie } })).json(),
    );

    expect(hiring.map((item) => item.reference)).toEqual([replaced.replacedBy?.reference]);
    expect(hiring[0]?.status).toBe("in_progress");
  });

  it("keeps a helper let go after her arrival off the site until her release is recorded", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "arrived",
    );
    const cancelled = await moved(cookie, arrived, "cancelled", { note: "Family moved abroad" });

    expect(cancelled).toMatchObject({ stage: "cancelled", awaitingRelease: true, release: null });
    const publicProfile = () => t.app.inject({ url: `/api/catalogue/maids/${maidId}` });
    expect((await publicProfile()).statusCode).toBe(404);
    const other = await walk(
      cookie,
      await openCase(cookie, { customerId: (await createUser(db())).id }),
      0,
      "interviewing",
    );
    const refused = await move(cookie, other, "selected", { maidId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      PLACEMENT_MESSAGES.helperAwaitingRelease(cancelled.reference),
    );

    const release = (body: object) =>
      send(t.app, "POST", `/api/admin/placements/${cancelled.id}/release`, { cookie, body });
    const noConsent = await release({ kind: "transfer_offered", on: today() });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toEqual([
      { field: "consent", message: "Record her consent before offering her for transfer" },
    ]);
    const future = await release({ kind: "permit_cancelled", on: daysFromToday(1) });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe(
      PLACEMENT_MESSAGES.stageInFuture("release", daysFromToday(1), today()),
    );
    expect((await publicProfile()).statusCode).toBe(404);

    const released = await release({ kind: "transfer_offered", on: today(), consent: true });

    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      awaitingRelease: false,
      release: { kind: "transfer_offered", on: today(), consent: true },
    });
    expect(released.json().timeline.at(-1)).toMatchObject({ type: "release", happenedOn: today() });
    expect((await publicProfile()).statusCode).toBe(200);
    const again = await release({ kind: "permit_cancelled", on: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLACEMENT_MESSAGES.nothingToRelease);
  });

  it("takes a helper released as repatriated off the site: she went home", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db());
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "arrived",
    );
    const cancelled = await moved(cookie, arrived, "cancelled");

    const released = await send(t.app, "POST", `/api/admin/placements/${cancelled.id}/release`, {
      cookie,
      body: { kind: "repatriated", on: today() },
    });

    expect(released.statusCode, released.body).toBe(200);
    const [helper] = await db().select().from(maids).where(eq(maids.id, maidId));
    expect(helper).toMatchObject({ heldByCaseId: null, isActive: false, isEmployed: false });
  });

  it("puts a helper let go before her arrival back at once, with nothing to release", async () => {
    const { cookie } = await staff();
    const { user: customer, cookie: familyCookie } = await family();
    const maidId = await createHelper(db());
    const approved = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "permit_approved",
    );

    const cancelled = await moved(cookie, approved, "cancelled");

    expect(cancelled.awaitingRelease).toBe(false);
    expect((await t.app.inject({ url: `/api/catalogue/maids/${maidId}` })).statusCode).toBe(200);
    const url = `/api/admin/placements/${cancelled.id}/release`;
    const body = { kind: "permit_cancelled", on: today() };
    expect((await send(t.app, "POST", url, { cookie, body })).statusCode).toBe(409);
    expect((await send(t.app, "POST", url, { body })).statusCode).toBe(401);
    expect((await send(t.app, "POST", url, { body, cookie: familyCookie })).statusCode).toBe(403);
  });
});

describe("rest days and the permit gate", () => {
  it("refuses 'work permit applied' while her record gives fewer than one rest day a month, then lets it through", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const maidId = await createHelper(db(), { details: { restDays: 0 } });
    const signed = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      maidId,
      "agreements_signed",
    );
    expect(signed.warnings).toContain(ELIGIBILITY_MESSAGES.tooFewRestDays);

    const refused = await move(cookie, signed, "permit_applied");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "not_eligible",
      message: PLACEMENT_MESSAGES.notEligible([ELIGIBILITY_MESSAGES.tooFewRestDays]),
    });

    await db().update(maidDetails).set({ restDays: 1 }).where(eq(maidDetails.maidId, maidId));
    expect((await move(cookie, signed, "permit_applied")).statusCode).toBe(200);
  });
});

describe("a transfer within her current permit's window", () => {
  /** A helper deployed by a case of ours with a permit expiring in `days`, then transferred out. */
  async function transferredOut(cookie: string, days: number) {
    const maidId = await createHelper(db());
    const deployed = await walk(
      cookie,
      await openCase(cookie, { customerId: (await createUser(db())).id }),
      maidId,
      "deployed",
      { facts: { permitExpiry: daysFromToday(days) } },
    );
    await moved(cookie, deployed, "transferred");
    return maidId;
  }

  it("refuses to select her for a transfer once fewer than 30 days of her permit remain", async () => {
    const { cookie } = await staff();
    const late = await transferredOut(cookie, 20);
    const inTime = await transferredOut(cookie, 40);
    const interviewing = async () =>
      walk(
        cookie,
        await openCase(cookie, { customerId: (await createUser(db())).id, kind: "transfer" }),
        0,
        "interviewing",
      );

    const refused = await move(cookie, await interviewing(), "selected", { maidId: late });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "transfer_window_closed",
      message: PLACEMENT_MESSAGES.transferWindowClosed(daysFromToday(20), daysFromToday(-10)),
    });
    const selected = await move(cookie, await interviewing(), "selected", { maidId: inTime });
    expect(selected.statusCode, selected.body).toBe(200);
  });
});

describe("the order of a case's dates, whichever way they are set", () => {
  it("refuses an arrival before the approval, a permit issued before arrival, a card before the permit", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const arrived = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id }),
      await createHelper(db()),
      "arrived",
      { facts: { arrivalDate: daysFromToday(-20) } },
    );
    const patch = (body: object) =>
      send(t.app, "PATCH", `/api/admin/placements/${arrived.id}`, {
        cookie,
        body: { version: arrived.version, ...body },
      });
    const cases: [object, string, string][] = [
      [
        { arrivalDate: daysFromToday(-400) },
        "arrivalDate",
        PLACEMENT_MESSAGES.arrivalBeforeApproval,
      ],
      [
        { permitIssuedOn: daysFromToday(-30) },
        "permitIssuedOn",
        PLACEMENT_MESSAGES.issueBeforeArrival,
      ],
      [
        { permitIssuedOn: daysFromToday(-10), cardRegisteredOn: daysFromToday(-11) },
        "cardRegisteredOn",
        PLACEMENT_MESSAGES.cardBeforeIssue,
      ],
      [
        { permitIssuedOn: daysFromToday(-10), permitExpiry: daysFromToday(-10) },
        "permitExpiry",
        PLACEMENT_MESSAGES.permitExpiryBeforeIssue,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
    // The same rule holds for facts sent with a move.
    const early = await move(cookie, arrived, "settling_in_done", {
      facts: { settlingInDate: daysFromToday(-19), arrivalDate: daysFromToday(-400) },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PLACEMENT_MESSAGES.arrivalBeforeApproval);
  });

  it("keeps a case's old facts editable when it reached a stage before that stage asked for them", async () => {
    const { cookie, user } = await staff();
    const maidId = await createHelper(db());
    // Deployed before medicals were recorded: no pre-employment examination on record.
    const [old] = await db()
      .insert(placementCases)
      .values({
        reference: "PL-2025-0099",
        customerId: (await createUser(db())).id,
        ownerId: user.id,
        maidId,
        stage: "deployed",
        approvalDate: "2025-01-06",
        arrivalDate: "2025-02-03",
        settlingInDate: "2025-02-06",
        permitExpiry: "2027-02-02",
      })
      .returning();
    await db().update(maids).set({ heldByCaseId: old?.id }).where(eq(maids.id, maidId));

    const edited = await patched(cookie, await caseOf(cookie, old?.id ?? 0), {
      insuranceEnd: addMonths(today(), 30),
    });

    expect(edited.insuranceEnd).toBe(addMonths(today(), 30));
    expect(edited.dueDates.map((item) => item.kind)).not.toContain("pre_employment_medical");
  });
});

describe("a change of kind after selection", () => {
  it("applies her selection's checks to the new kind: an employed helper cannot become a new arrival", async () => {
    const { cookie } = await staff();
    const { user: customer } = await family();
    const selected = await walk(
      cookie,
      await openCase(cookie, { customerId: customer.id, kind: "transfer" }),
      await createHelper(db(), { isEmployed: true }),
      "selected",
    );

    const response = await send(t.app, "PATCH", `/api/admin/placements/${selected.id}`, {
      cookie,
      body: { version: selected.version, kind: "new_arrival" },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PLACEMENT_MESSAGES.helperEmployed);
    expect((await caseOf(cookie, selected.id)).kind).toBe("transfer");
  });
});
