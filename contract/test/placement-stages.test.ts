import { describe, expect, it } from "vitest";
import {
  type CaseFacts,
  missingFor,
  nextStages,
  PLACEMENT_STAGES,
  type PlacementStage,
  pathOf,
  refusalOf,
} from "../src/placement-stages.ts";

const EMPTY: CaseFacts = {
  stage: "enquiry",
  kind: "new_arrival",
  firstTimeHelper: true,
  maidId: null,
  helperCountry: null,
  approvalDate: null,
  ipaValidUntil: null,
  permitLastFour: "",
  permitIssuedOn: null,
  permitExpiry: null,
  bondReference: "",
  insurancePolicy: "",
  insuranceEnd: null,
  arrivalDate: null,
  settlingInDate: null,
  cardRegisteredOn: null,
  preEmploymentMedical: null,
};

/** Every fact filled in, so that only the transition rules decide. */
const COMPLETE: CaseFacts = {
  ...EMPTY,
  maidId: 7,
  helperCountry: "Philippines",
  approvalDate: "2026-03-02",
  ipaValidUntil: "2026-05-01",
  permitLastFour: "123K",
  permitIssuedOn: "2026-04-20",
  permitExpiry: "2028-03-01",
  bondReference: "BOND-1",
  insurancePolicy: "POL-1",
  insuranceEnd: "2028-03-01",
  arrivalDate: "2026-04-01",
  settlingInDate: "2026-04-06",
  cardRegisteredOn: "2026-04-24",
  preEmploymentMedical: "fit",
};

/** The allowed moves from each stage, for each kind of case: the table the rules must match. */
const ALLOWED: Record<string, Partial<Record<PlacementStage, PlacementStage[]>>> = {
  "new arrival, first-time helper": {
    enquiry: ["interviewing", "cancelled"],
    interviewing: ["selected", "cancelled"],
    selected: ["agreements_signed", "replaced", "cancelled"],
    agreements_signed: ["permit_applied", "replaced", "cancelled"],
    permit_applied: ["permit_approved", "replaced", "cancelled"],
    permit_approved: ["ready_for_arrival", "replaced", "cancelled"],
    ready_for_arrival: ["arrived", "replaced", "cancelled"],
    arrived: ["settling_in_done", "replaced", "cancelled", "repatriated"],
    settling_in_done: ["medical_passed", "replaced", "cancelled", "repatriated"],
    medical_passed: ["permit_issued", "replaced", "cancelled", "repatriated"],
    permit_issued: ["card_registered", "replaced", "cancelled", "repatriated"],
    card_registered: ["deployed", "replaced", "cancelled", "repatriated"],
    deployed: ["closed", "transferred", "replaced", "repatriated"],
    closed: [],
    cancelled: [],
    replaced: [],
    transferred: [],
    repatriated: [],
  },
  // A stage off the case's path (the server refuses a change of kind that would leave a case
  // there) offers only the ways out a held case always has.
  "new arrival, experienced helper": {
    arrived: ["medical_passed", "replaced", "cancelled", "repatriated"],
    settling_in_done: ["replaced", "cancelled", "repatriated"],
  },
  transfer: {
    ready_for_arrival: ["permit_issued", "replaced", "cancelled"],
    arrived: ["replaced", "cancelled", "repatriated"],
    settling_in_done: ["replaced", "cancelled", "repatriated"],
    medical_passed: ["replaced", "cancelled", "repatriated"],
    permit_issued: ["deployed", "replaced", "cancelled", "repatriated"],
    card_registered: ["replaced", "cancelled", "repatriated"],
  },
};

const KINDS: Record<string, Pick<CaseFacts, "kind" | "firstTimeHelper">> = {
  "new arrival, first-time helper": { kind: "new_arrival", firstTimeHelper: true },
  "new arrival, experienced helper": { kind: "new_arrival", firstTimeHelper: false },
  transfer: { kind: "transfer", firstTimeHelper: true },
};

describe("the stages a case may move to", () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    const table = { ...ALLOWED["new arrival, first-time helper"], ...ALLOWED[name] };
    describe(name, () => {
      for (const from of PLACEMENT_STAGES) {
        const allowed = table[from] ?? [];
        it(`from ${from}: ${allowed.join(", ") || "none"}`, () => {
          expect(nextStages({ ...kind, stage: from })).toEqual(allowed);
        });
        for (const to of PLACEMENT_STAGES) {
          const refused = !allowed.includes(to);
          it(`${from} → ${to} is ${refused ? "refused" : "allowed"}`, () => {
            const refusal = refusalOf(to, { ...COMPLETE, ...kind, stage: from });
            if (refused) {
              expect(refusal).toEqual({
                kind: "transition",
                message: expect.stringMatching(/^A case at ".+" cannot move to ".+"\.$/),
              });
            } else {
              expect(refusal).toBeNull();
            }
          });
        }
      }
    });
  }
});

describe("the path of each kind of case", () => {
  it("skips the Settling-In Programme for a helper who worked in Singapore before", () => {
    expect(pathOf({ kind: "new_arrival", firstTimeHelper: false })).not.toContain(
      "settling_in_done",
    );
    expect(pathOf({ kind: "new_arrival", firstTimeHelper: true })).toContain("settling_in_done");
  });

  it("skips the steps after arrival on a transfer but for her new permit, whatever her history", () => {
    for (const firstTimeHelper of [true, false]) {
      const path = pathOf({ kind: "transfer", firstTimeHelper });
      for (const stage of ["arrived", "settling_in_done", "medical_passed", "card_registered"]) {
        expect(path).not.toContain(stage);
      }
      expect(path).toContain("ready_for_arrival");
      expect(path).toContain("permit_issued");
    }
  });

  it("walks a new arrival through MOM's steps after arrival, in order, before deployment", () => {
    expect(pathOf({ kind: "new_arrival", firstTimeHelper: true }).slice(7, 13)).toEqual([
      "arrived",
      "settling_in_done",
      "medical_passed",
      "permit_issued",
      "card_registered",
      "deployed",
    ]);
  });
});

describe("what each stage needs", () => {
  const needs = (stage: PlacementStage, facts: Partial<CaseFacts> = {}) =>
    missingFor(stage, { ...EMPTY, ...facts }).map((fact) => fact.field);

  it("selected: the helper", () => {
    expect(needs("selected")).toEqual(["maidId"]);
    expect(needs("selected", { maidId: 3 })).toEqual([]);
  });

  it("permit approved: the approval date and the IPA's validity, not yet the permit's expiry", () => {
    expect(needs("permit_approved")).toEqual(["approvalDate", "ipaValidUntil"]);
    expect(needs("permit_approved", { approvalDate: "2026-01-05" })).toEqual(["ipaValidUntil"]);
    expect(
      needs("permit_approved", { approvalDate: "2026-01-05", ipaValidUntil: "2026-03-05" }),
    ).toEqual([]);
  });

  it("permit issued: the number's last four characters, its issue and expiry dates", () => {
    expect(needs("permit_issued")).toEqual(["permitLastFour", "permitIssuedOn", "permitExpiry"]);
    expect(
      needs("permit_issued", {
        permitLastFour: "482K",
        permitIssuedOn: "2026-04-20",
        permitExpiry: "2028-04-19",
      }),
    ).toEqual([]);
  });

  it("medical passed: a pre-employment examination found fit; card registration: its date", () => {
    expect(needs("medical_passed")).toEqual(["preEmploymentMedical"]);
    expect(needs("medical_passed", { preEmploymentMedical: "not_fit" })).toEqual([
      "preEmploymentMedical",
    ]);
    expect(needs("medical_passed", { preEmploymentMedical: "fit" })).toEqual([]);
    expect(needs("card_registered")).toEqual(["cardRegisteredOn"]);
  });

  it("ready for arrival: no security bond for a Malaysian helper (MOM)", () => {
    const insured = { insurancePolicy: "P", insuranceEnd: "2028-01-01" };
    expect(needs("ready_for_arrival", { ...insured, helperCountry: "Malaysia" })).toEqual([]);
    expect(needs("ready_for_arrival", { ...insured, helperCountry: "Indonesia" })).toEqual([
      "bondReference",
    ]);
    expect(needs("ready_for_arrival", insured)).toEqual(["bondReference"]);
  });

  it("ready for arrival: the bond reference, the insurance policy and its end date", () => {
    expect(needs("ready_for_arrival")).toEqual([
      "bondReference",
      "insurancePolicy",
      "insuranceEnd",
    ]);
    expect(
      needs("ready_for_arrival", {
        bondReference: "B",
        insurancePolicy: "P",
        insuranceEnd: "2028-01-01",
      }),
    ).toEqual([]);
  });

  it("arrived: the arrival date; settling-in done: the settling-in date", () => {
    expect(needs("arrived")).toEqual(["arrivalDate"]);
    expect(needs("settling_in_done")).toEqual(["settlingInDate"]);
  });

  it("deployed: the settling-in date, for a first-time helper arriving from overseas only", () => {
    expect(needs("deployed")).toEqual(["settlingInDate"]);
    expect(needs("deployed", { firstTimeHelper: false })).toEqual([]);
    expect(needs("deployed", { kind: "transfer" })).toEqual([]);
  });

  it("the other stages need nothing", () => {
    for (const stage of [
      "enquiry",
      "interviewing",
      "agreements_signed",
      "permit_applied",
      "closed",
      "cancelled",
      "replaced",
      "transferred",
      "repatriated",
    ] as const) {
      expect(needs(stage)).toEqual([]);
    }
  });

  it("a refusal names every missing fact in words", () => {
    expect(refusalOf("permit_approved", { ...EMPTY, stage: "permit_applied" })).toEqual({
      kind: "missing",
      message:
        '"Permit approved (IPA)" needs the approval date and the date the IPA is valid until.',
      missing: [
        { field: "approvalDate", label: "the approval date" },
        { field: "ipaValidUntil", label: "the date the IPA is valid until" },
      ],
    });
    expect(refusalOf("ready_for_arrival", { ...EMPTY, stage: "permit_approved" })?.message).toBe(
      '"Ready for arrival" needs the security bond reference, the insurance policy number and the insurance end date.',
    );
  });
});
