import {
  employerDeductionsSchema,
  helperLoanSchema,
  LOAN_MESSAGES,
} from "@maids/contract/helper-loan.ts";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { describe, expect, it } from "vitest";
import { singaporeToday } from "../src/calendar.ts";
import { createHelper, signedInCookie, signedInStaff } from "./support/factories.ts";
import { placementSteps } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const steps = placementSteps(t);

const TERMS = {
  monthlySalaryCents: 65_000,
  restDaysPerMonth: 4,
  compensatedRestDays: 1,
  loanCents: 130_000,
  monthlyDeductionCents: 60_000,
  permitYears: 2,
};

async function familyCase() {
  const { cookie } = await signedInStaff(db(), t.config, "owner");
  const family = await signedInCookie(db(), t.config, "customer");
  const placement = await steps.openCase(cookie, { customerId: family.user.id });
  return { cookie, family, placement, path: `/api/admin/placements/${placement.id}/helper-loan` };
}

const save = (path: string, cookie: string, terms: object, version = 0) =>
  send(t.app, "PUT", path, { cookie, body: { version, terms } });

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors?: { field: string; message: string }[] }).errors ?? [];

describe("the helper's loan schedule", () => {
  it("keeps her terms and computes the schedule, dated once she is deployed", async () => {
    const { cookie, placement, path } = await familyCase();
    const saved = await save(path, cookie, TERMS);
    expect(saved.statusCode, saved.body).toBe(200);
    const loan = helperLoanSchema.parse(saved.json());
    expect(loan).toMatchObject({
      version: 1,
      terms: TERMS,
      minimumLeftCents: 2_000,
      deployedOn: null,
    });
    // A worked rest day: $650 / 26 = $25.
    expect(loan.months.map((month) => [month.deductionCents, month.leftCents, month.from])).toEqual(
      [
        [60_000, 7_500, null],
        [60_000, 7_500, null],
        [10_000, 57_500, null],
      ],
    );

    await steps.walk(cookie, placement, await createHelper(db()), "deployed");
    const dated = helperLoanSchema.parse(
      (await t.app.inject({ url: path, headers: { cookie } })).json(),
    );
    expect(dated.deployedOn).toBe(singaporeToday());
    expect(dated.months[0]?.from).toBe(singaporeToday());

    const stale = await save(path, cookie, { ...TERMS, monthlyDeductionCents: 50_000 }, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("stale_version");
  });

  it("refuses fees above MOM's cap, a month below the agency's minimum, and bad terms, each with its reason", async () => {
    const { cookie, path } = await familyCase();
    const { cookie: owner } = await signedInStaff(db(), t.config, "owner");
    const settings = await send(t.app, "PUT", "/api/admin/money-settings", {
      cookie: owner,
      body: {
        gstRegistered: false,
        gstRateBasisPoints: 900,
        gstNumber: "",
        minimumLeftCents: 10_000,
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const cases: [object, string, string][] = [
      [
        { loanCents: 130_001 },
        "terms.loanCents",
        LOAN_MESSAGES.aboveCap("$1,300.00", 2, "$650.00"),
      ],
      [
        { permitYears: 1, loanCents: 65_001 },
        "terms.loanCents",
        LOAN_MESSAGES.aboveCap("$650.00", 1, "$650.00"),
      ],
      [
        { monthlyDeductionCents: 57_501 },
        "terms.monthlyDeductionCents",
        LOAN_MESSAGES.belowMinimum(1, "$99.99", "$100.00"),
      ],
      [{ restDaysPerMonth: 0 }, "terms.restDaysPerMonth", LOAN_MESSAGES.restDays],
      [{ compensatedRestDays: 4 }, "terms.compensatedRestDays", LOAN_MESSAGES.compensated],
      [{ monthlySalaryCents: 0 }, "terms.monthlySalaryCents", LOAN_MESSAGES.salary],
      [{ loanCents: 12.5 }, "terms.loanCents", LOAN_MESSAGES.amount],
      [
        { monthlyDeductionCents: 0 },
        "terms.monthlyDeductionCents",
        LOAN_MESSAGES.deductionRequired,
      ],
      [{ permitYears: 3 }, "terms.permitYears", LOAN_MESSAGES.permitYears],
    ];
    for (const [change, field, message] of cases) {
      const response = await save(path, cookie, { ...TERMS, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorsOf(response)).toContainEqual({ field, message });
    }
    // Exactly at the cap and exactly at the minimum: taken.
    expect((await save(path, cookie, { ...TERMS, monthlyDeductionCents: 57_500 })).statusCode).toBe(
      200,
    );
  });

  it("shows the family only what it deducts each month; another family nothing", async () => {
    const { cookie, family, placement, path } = await familyCase();
    await save(path, cookie, TERMS);
    const deductions = await t.app.inject({
      url: `/api/user/hiring/${placement.reference}/deductions`,
      headers: { cookie: family.cookie },
    });
    expect(deductions.statusCode).toBe(200);
    expect(employerDeductionsSchema.parse(deductions.json()).months).toEqual([
      { month: 1, from: null, deductionCents: 60_000 },
      { month: 2, from: null, deductionCents: 60_000 },
      { month: 3, from: null, deductionCents: 10_000 },
    ]);
    // Her loan, her salary left and what remains are not the family's to see.
    expect(deductions.body).not.toMatch(/loanCents|remainingCents|leftCents|130000/);
    const other = await signedInCookie(db(), t.config, "customer");
    const theirs = await t.app.inject({
      url: `/api/user/hiring/${placement.reference}/deductions`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: path, headers: { cookie: family.cookie } })).statusCode).toBe(
      403,
    );

    const expected: Record<StaffRole, [view: number, change: number]> = {
      owner: [200, 200],
      administrator: [200, 200],
      ea_personnel: [200, 200],
      accounts: [200, 200],
      read_only: [403, 403],
    };
    let version = 1;
    for (const [role, [view, change]] of Object.entries(expected)) {
      const { cookie: member } = await signedInStaff(db(), t.config, role as StaffRole);
      expect(
        (await t.app.inject({ url: path, headers: { cookie: member } })).statusCode,
        role,
      ).toBe(view);
      const changed = await save(path, member, TERMS, version);
      expect(changed.statusCode, role).toBe(change);
      if (change === 200) version += 1;
    }
  });
});
