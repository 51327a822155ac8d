import { describe, expect, it } from "vitest";
import { addMonths, addWorkingDays, singaporeToday } from "../src/calendar.ts";
import { loadConfig } from "../src/config.ts";
import {
  type DueDateFacts,
  dueDates,
  dueStatus,
  nextMedical,
} from "../src/placements/due-dates.ts";
import { SINGAPORE_PUBLIC_HOLIDAYS } from "../src/singapore-holidays.ts";

const HOLIDAYS = new Set<string>(SINGAPORE_PUBLIC_HOLIDAYS);
const NONE = new Set<string>();

const DEPLOYED: DueDateFacts = {
  stage: "deployed",
  kind: "new_arrival",
  firstTimeHelper: true,
  permitExpiry: "2028-02-10",
  bondEnd: "2028-03-10",
  insuranceEnd: "2027-02-12",
  arrivalDate: "2026-02-13",
  settlingInDate: "2026-02-20",
  passportExpiry: "2026-12-01",
};

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
  it("falls every six months from arrival, the month's last day when the day is missing", () => {
    expect(addMonths("2025-08-31", 6)).toBe("2026-02-28");
    expect(nextMedical("2025-08-31", "2026-02-20")).toBe("2026-02-28");
    expect(nextMedical("2025-08-31", "2026-02-28")).toBe("2026-02-28");
    expect(nextMedical("2025-08-31", "2026-03-01")).toBe("2026-08-31");
    expect(nextMedical("2026-02-13", "2026-02-13")).toBe("2026-08-13");
  });
});

describe("a case's due dates", () => {
  const at = (today: string, facts: Partial<DueDateFacts> = {}) =>
    dueDates({ ...DEPLOYED, ...facts }, { today, holidays: HOLIDAYS });

  it("lists every date of a deployed helper, soonest first, each with its status", () => {
    expect(at("2026-11-24")).toEqual([
      { kind: "passport_expiry", label: "Passport expires", dueOn: "2026-12-01", status: "soon" },
      {
        kind: "insurance_end",
        label: "Insurance ends",
        dueOn: "2027-02-12",
        status: "later",
      },
      {
        kind: "medical",
        label: "Six-monthly medical examination",
        dueOn: "2027-02-13",
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

  it("has no medical or transfer window before deployment", () => {
    const kinds = at("2026-03-01", { stage: "arrived" }).map((item) => item.kind);
    expect(kinds).not.toContain("medical");
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
