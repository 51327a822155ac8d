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
  approvalDate: null,
  permitExpiry: null,
  bondReference: "",
  insurancePolicy: "",
  insuranceEnd: null,
  arrivalDate: null,
  settlingInDate: null,
};

/** Every fact filled in, so that only the transition rules decide. */
const COMPLETE: CaseFacts = {
  ...EMPTY,
  maidId: 7,
  approvalDate: "2026-03-02",
  permitExpiry: "2028-03-01",
  bondReference: "BOND-1",
  insurancePolicy: "POL-1",
  insuranceEnd: "2028-03-01",
  arrivalDate: "2026-04-01",
  settlingInDate: "2026-04-06",
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
    arrived: ["settling_in_done", "replaced", "cancelled"],
    settling_in_done: ["deployed", "replaced", "cancelled"],
    deployed: ["closed", "transferred", "replaced"],
    closed: [],
    cancelled: [],
    replaced: [],
    transferred: [],
  },
  // A stage off the case's path (the server refuses a change of kind that would leave a case
  // there) offers only the ways out a held case always has.
  "new arrival, experienced helper": {
    arrived: ["deployed", "replaced", "cancelled"],
    settling_in_done: ["replaced", "cancelled"],
  },
  transfer: {
    ready_for_arrival: ["deployed", "replaced", "cancelled"],
    arrived: ["replaced", "cancelled"],
    settling_in_done: ["replaced", "cancelled"],
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

  it("skips the arrival steps on a transfer, whatever the helper's history", () => {
    for (const firstTimeHelper of [true, false]) {
      const path = pathOf({ kind: "transfer", firstTimeHelper });
      expect(path).not.toContain("arrived");
      expect(path).not.toContain("settling_in_done");
      expect(path).toContain("ready_for_arrival");
    }
  });
});

describe("what each stage needs", () => {
  const needs = (stage: PlacementStage, facts: Partial<CaseFacts> = {}) =>
    missingFor(stage, { ...EMPTY, ...facts }).map((fact) => fact.field);

  it("selected: the helper", () => {
    expect(needs("selected")).toEqual(["maidId"]);
    expect(needs("selected", { maidId: 3 })).toEqual([]);
  });

  it("permit approved: the approval date and the permit's expiry", () => {
    expect(needs("permit_approved")).toEqual(["approvalDate", "permitExpiry"]);
    expect(needs("permit_approved", { approvalDate: "2026-01-05" })).toEqual(["permitExpiry"]);
    expect(
      needs("permit_approved", { approvalDate: "2026-01-05", permitExpiry: "2028-01-04" }),
    ).toEqual([]);
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
    ] as const) {
      expect(needs(stage)).toEqual([]);
    }
  });

  it("a refusal names every missing fact in words", () => {
    expect(refusalOf("permit_approved", { ...EMPTY, stage: "permit_applied" })).toEqual({
      kind: "missing",
      message: '"Permit approved (IPA)" needs the approval date and the permit\'s expiry date.',
      missing: [
        { field: "approvalDate", label: "the approval date" },
        { field: "permitExpiry", label: "the permit's expiry date" },
      ],
    });
    expect(refusalOf("ready_for_arrival", { ...EMPTY, stage: "permit_approved" })?.message).toBe(
      '"Ready for arrival" needs the security bond reference, the insurance policy number and the insurance end date.',
    );
  });
});
