import { describe, expect, it } from "vitest";
import { addMonths, addWorkingDays, singaporeToday } from "../src/calendar.ts";
import { loadConfig } from "../src/config.ts";
import {
  type DueDateFacts,
  dueDates,
  dueStatus,
  type MedicalRecord,
  medicalRecordOf,
  NO_MEDICALS,
  nextMedical,
} from "../src/placements/due-dates.ts";
import { SINGAPORE_PUBLIC_HOLIDAYS } from "../src/singapore-holidays.ts";

const HOLIDAYS = new Set<string>(SINGAPORE_PUBLIC_HOLIDAYS);
const NONE = new Set<string>();

const DEPLOYED: DueDateFacts = {
  stage: "deployed",
  kind: "new_arrival",
  firstTimeHelper: true,
  ipaValidUntil: "2026-03-01",
  permitIssuedOn: "2026-02-11",
  permitExpiry: "2028-02-10",
  bondEnd: "2028-03-10",
  insuranceEnd: "2027-02-12",
  arrivalDate: "2026-02-13",
  settlingInDate: "2026-02-20",
  passportExpiry: "2026-12-01",
  medicals: {
    latest: { kind: "pre_employment", examinedOn: "2026-02-16", result: "fit" },
    preEmployment: "fit",
  },
};

const sixMonthly = (examinedOn: string): MedicalRecord => ({
  latest: { kind: "six_monthly", examinedOn, result: "fit" },
  preEmployment: "fit",
});

describe("working days for the Settling-In Programme", () => {
  it("counts neither Sundays nor public holidays (Chinese New Year 2026)", () => {
    // Fri 13 Feb arrival: Sat 14, Mon 16, (17 and 18 are holidays), Thu 19, Fri 20, Sat 21,
    // Mon 23, Tue 24.
    expect(addWorkingDays("2026-02-13", 7, HOLIDAYS)).toBe("2026-02-24");
    expect(addWorkingDays("2026-02-13", 7, NONE)).toBe("2026-02-21");
  });

  it("skips a holiday observed on a Monday after a Sunday (National Day 2026)", () => {
    // Sat 8 Aug arrival: Sun 9 skipped, Mon 10 observed holiday, then Tue 11 to Mon 17.
    expect(addWorkingDays("2026-08-08", 7, HOLIDAYS)).toBe("2026-08-18");
  });
});

describe("the six-monthly medical", () => {
  const newArrival = { kind: "new_arrival" as const, arrivalDate: "2025-08-31" };

  it("falls six months after arrival when none is recorded, the month's last day when the day is missing", () => {
    expect(addMonths("2025-08-31", 6)).toBe("2026-02-28");
    expect(nextMedical({ ...newArrival, medicals: NO_MEDICALS })).toBe("2026-02-28");
  });

  it("falls six months after her latest examination, whichever case recorded it", () => {
    expect(nextMedical({ ...newArrival, medicals: sixMonthly("2026-03-10") })).toBe("2026-09-10");
    const record = medicalRecordOf(
      [
        { caseId: 9, kind: "six_monthly", examinedOn: "2026-05-02", result: "fit" },
        { caseId: 4, kind: "pre_employment", examinedOn: "2025-09-05", result: "fit" },
      ],
      { id: 4, arrivalDate: "2025-08-31" },
    );
    expect(record).toEqual({
      latest: { kind: "six_monthly", examinedOn: "2026-05-02", result: "fit" },
      preEmployment: "fit",
    });
    expect(nextMedical({ ...newArrival, medicals: record })).toBe("2026-11-02");
  });

  it("does not roll on: missed, it stays overdue from the day after until one is recorded", () => {
    const missed = { medicals: sixMonthly("2026-05-20") };
    const item = (today: string, facts: Partial<DueDateFacts>) =>
      dueDates({ ...DEPLOYED, ...facts }, { today, holidays: HOLIDAYS }).find(
        (due) => due.kind === "medical",
      );
    expect(item("2026-11-20", missed)).toMatchObject({ dueOn: "2026-11-20", status: "soon" });
    expect(item("2026-11-21", missed)).toMatchObject({ dueOn: "2026-11-20", status: "overdue" });
    expect(item("2027-03-01", missed)).toMatchObject({ dueOn: "2026-11-20", status: "overdue" });
    expect(item("2026-11-27", { medicals: sixMonthly("2026-11-26") })).toMatchObject({
      dueOn: "2027-05-26",
      status: "later",
    });
  });

  it("dates a transfer's from her last examination, and none while it is not entered", () => {
    const transfer = { kind: "transfer" as const, arrivalDate: null };
    const kinds = (medicals: MedicalRecord) =>
      dueDates({ ...DEPLOYED, ...transfer, medicals }, { today: "2026-11-24", holidays: NONE });
    expect(kinds(sixMonthly("2026-08-01")).find((due) => due.kind === "medical")).toMatchObject({
      dueOn: "2027-02-01",
    });
    expect(kinds(NO_MEDICALS).map((due) => due.kind)).not.toContain("medical");
  });
});

describe("the pre-employment medical", () => {
  const arrived = {
    stage: "arrived" as const,
    arrivalDate: "2026-11-01",
    settlingInDate: "2026-11-03",
    medicals: NO_MEDICALS,
  };
  const item = (today: string, facts: Partial<DueDateFacts> = {}) =>
    dueDates({ ...DEPLOYED, ...arrived, ...facts }, { today, holidays: NONE }).find(
      (due) => due.kind === "pre_employment_medical",
    );

  it("is due within two weeks of arrival: on time on day 14, overdue on day 15", () => {
    expect(item("2026-11-15")).toEqual({
      kind: "pre_employment_medical",
      label: "Pre-employment medical examination",
      dueOn: "2026-11-15",
      status: "soon",
    });
    expect(item("2026-11-16")?.status).toBe("overdue");
  });

  it("is no longer due once one is recorded on the case, nor for a transfer", () => {
    expect(
      item("2026-11-16", { medicals: { latest: null, preEmployment: "fit" } }),
    ).toBeUndefined();
    expect(item("2026-11-16", { kind: "transfer" })).toBeUndefined();
    const fromAnotherCase = medicalRecordOf(
      [{ caseId: 3, kind: "pre_employment", examinedOn: "2024-01-05", result: "fit" }],
      { id: 8, arrivalDate: null },
    );
    expect(fromAnotherCase.preEmployment).toBeNull();
    const beforeArrival = medicalRecordOf(
      [{ caseId: 8, kind: "pre_employment", examinedOn: "2026-10-30", result: "fit" }],
      { id: 8, arrivalDate: "2026-11-01" },
    );
    expect(beforeArrival.preEmployment).toBeNull();
  });

  it("is no longer due once she passed it (a case deployed before medicals were recorded)", () => {
    for (const stage of [
      "medical_passed",
      "permit_issued",
      "card_registered",
      "deployed",
    ] as const) {
      expect(item("2026-11-16", { stage }), stage).toBeUndefined();
    }
  });
});

describe("the IPA's validity", () => {
  const approved = {
    stage: "ready_for_arrival" as const,
    arrivalDate: null,
    settlingInDate: null,
    ipaValidUntil: "2026-12-10",
    permitIssuedOn: null,
    medicals: NO_MEDICALS,
  };
  const item = (today: string, facts: Partial<DueDateFacts> = {}) =>
    dueDates({ ...DEPLOYED, ...approved, ...facts }, { today, holidays: NONE }).find(
      (due) => due.kind === "ipa_expiry",
    );

  it("is amber within 14 days and red once lapsed while she has not arrived", () => {
    expect(item("2026-11-25")?.status).toBe("later");
    expect(item("2026-11-26")?.status).toBe("soon");
    expect(item("2026-12-10")?.status).toBe("soon");
    expect(item("2026-12-11")?.status).toBe("overdue");
  });

  it("is gone once she arrives (a transfer: once her permit is issued)", () => {
    expect(item("2026-12-11", { arrivalDate: "2026-12-09" })).toBeUndefined();
    expect(item("2026-12-11", { kind: "transfer" })?.status).toBe("overdue");
    expect(item("2026-12-11", { kind: "transfer", permitIssuedOn: "2026-12-08" })).toBeUndefined();
  });
});

describe("a case's due dates", () => {
  const at = (today: string, facts: Partial<DueDateFacts> = {}) =>
    dueDates({ ...DEPLOYED, ...facts }, { today, holidays: HOLIDAYS });

  it("lists every date of a deployed helper, soonest first, each with its status", () => {
    expect(at("2026-11-24")).toEqual([
      {
        kind: "medical",
        label: "Six-monthly medical examination",
        dueOn: "2026-08-16",
        status: "overdue",
      },
      { kind: "passport_expiry", label: "Passport expires", dueOn: "2026-12-01", status: "soon" },
      {
        kind: "insurance_end",
        label: "Insurance ends",
        dueOn: "2027-02-12",
        status: "later",
      },
      {
        kind: "transfer_window",
        label: "Last day to start a transfer",
        dueOn: "2028-01-11",
        status: "later",
      },
      { kind: "permit_expiry", label: "Work permit expires", dueOn: "2028-02-10", status: "later" },
      { kind: "bond_end", label: "Security bond ends", dueOn: "2028-03-10", status: "later" },
    ]);
  });

  it("asks for the Settling-In Programme until its date is recorded, then not", () => {
    const arrived = { stage: "arrived" as const, settlingInDate: null };
    expect(at("2026-02-25", arrived).find((item) => item.kind === "settling_in")).toEqual({
      kind: "settling_in",
      label: "Settling-In Programme",
      dueOn: "2026-02-24",
      status: "overdue",
    });
    expect(at("2026-02-25", { stage: "arrived" }).map((item) => item.kind)).not.toContain(
      "settling_in",
    );
    expect(
      at("2026-02-14", { ...arrived, firstTimeHelper: false }).map((item) => item.kind),
    ).not.toContain("settling_in");
  });

  it("has no medical before she arrives, nor a transfer window before deployment", () => {
    const before = at("2026-01-20", { stage: "ready_for_arrival", arrivalDate: null });
    expect(before.map((item) => item.kind)).not.toContain("medical");
    const kinds = at("2026-03-01", { stage: "arrived" }).map((item) => item.kind);
    expect(kinds).not.toContain("transfer_window");
  });

  it("has no dates before the helper is held, nor after the case ended", () => {
    for (const stage of ["enquiry", "interviewing", "closed", "cancelled", "replaced"] as const) {
      expect(at("2026-11-24", { stage })).toEqual([]);
    }
  });

  it("is red once past, amber within 14 days, neither beyond", () => {
    expect(dueStatus("2026-11-23", "2026-11-24")).toBe("overdue");
    expect(dueStatus("2026-11-24", "2026-11-24")).toBe("soon");
    expect(dueStatus("2026-12-08", "2026-11-24")).toBe("soon");
    expect(dueStatus("2026-12-09", "2026-11-24")).toBe("later");
  });
});

describe("dates in Singapore", () => {
  it("is already tomorrow in Singapore at 16:00 UTC", () => {
    expect(singaporeToday(new Date("2026-11-24T15:59:59Z"))).toBe("2026-11-24");
    expect(singaporeToday(new Date("2026-11-24T16:00:00Z"))).toBe("2026-11-25");
  });
});

describe("PUBLIC_HOLIDAYS", () => {
  it("defaults to Singapore's gazetted holidays and takes the agency's own list", () => {
    expect(loadConfig({}).publicHolidays).toContain("2026-02-17");
    expect(loadConfig({ PUBLIC_HOLIDAYS: " 2027-01-01, 2027-02-06 " }).publicHolidays).toEqual([
      "2027-01-01",
      "2027-02-06",
    ]);
  });

  it("refuses a value that is not a list of dates, naming the variable", () => {
    expect(() => loadConfig({ PUBLIC_HOLIDAYS: "2027-01-01,6 Feb" })).toThrow(
      /PUBLIC_HOLIDAYS.*: must be a comma-separated list of dates such as 2027-01-01/,
    );
  });
});
