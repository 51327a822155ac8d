import { pathOf } from "@maids/contract/placement-stages.ts";
import { type PlacementCase, placementCaseSchema } from "@maids/contract/placements.ts";
import { expect } from "vitest";
import { addDays, addMonths, singaporeToday } from "../../src/calendar.ts";
import { signedInCookie } from "./factories.ts";
import { send } from "./requests.ts";
import type { TestContext } from "./test-app.ts";

/**
 * Today in Singapore, as the server counts it: stage dates may be neither after nor before it.
 * Read when used, never kept: a run may cross midnight there (16:00 UTC).
 */
export const today = () => singaporeToday();
export const daysFromToday = (days: number) => addDays(today(), days);

/** The facts each stage needs, dated from today: what happened is past, what expires is ahead. */
export const stageFacts = (day = today()) => ({
  // Approved a year ago: any arrival a test gives comes after it.
  permit_approved: { approvalDate: daysFromToday(-365), ipaValidUntil: addMonths(day, 2) },
  ready_for_arrival: {
    bondReference: "SB-2026-118",
    bondEnd: addMonths(day, 26),
    insurancePolicy: "FDW-55120",
    insuranceEnd: addMonths(day, 24),
  },
  arrived: { arrivalDate: day },
  settling_in_done: { settlingInDate: day },
  permit_issued: {
    permitLastFour: "482K",
    permitIssuedOn: day,
    permitExpiry: addMonths(day, 24),
  },
  card_registered: { cardRegisteredOn: day },
});

/** Staff and family steps on placement cases, through the real routes of `t`'s app. */
export function placementSteps(t: TestContext) {
  const db = () => t.database.db;
  const staff = () => signedInCookie(db(), t.config, "admin");
  const family = () => signedInCookie(db(), t.config, "customer");

  async function openCase(cookie: string, body: Record<string, unknown>) {
    const response = await send(t.app, "POST", "/api/admin/placements", { cookie, body });
    expect(response.statusCode, response.body).toBe(201);
    return placementCaseSchema.parse(response.json());
  }

  function move(cookie: string, placement: PlacementCase, stage: string, extra: object = {}) {
    return send(t.app, "POST", `/api/admin/placements/${placement.id}/stage`, {
      cookie,
      body: { version: placement.version, stage, ...extra },
    });
  }

  async function moved(cookie: string, placement: PlacementCase, stage: string, extra = {}) {
    const response = await move(cookie, placement, stage, extra);
    expect(response.statusCode, response.body).toBe(200);
    return placementCaseSchema.parse(response.json());
  }

  function recordMedical(cookie: string, caseId: number, examination: object) {
    return send(t.app, "POST", `/api/admin/placements/${caseId}/medical-examinations`, {
      cookie,
      body: { kind: "six_monthly", examinedOn: today(), clinic: "Raffles Medical", ...examination },
    });
  }

  async function recordedMedical(cookie: string, caseId: number, examination: object) {
    const response = await recordMedical(cookie, caseId, { result: "fit", ...examination });
    expect(response.statusCode, response.body).toBe(200);
    return placementCaseSchema.parse(response.json());
  }

  async function patched(cookie: string, placement: PlacementCase, body: object) {
    const response = await send(t.app, "PATCH", `/api/admin/placements/${placement.id}`, {
      cookie,
      body: { version: placement.version, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return placementCaseSchema.parse(response.json());
  }

  /**
   * Walks a case from where it is to `until` along its path, with every fact each stage needs
   * (`facts` overriding them) and a pre-employment medical found fit (on `preEmploymentOn`).
   */
  async function walk(
    cookie: string,
    placement: PlacementCase,
    maidId: number,
    until: string,
    options: { facts?: object; preEmploymentOn?: string } = {},
  ) {
    let current = placement;
    const path = pathOf(placement);
    for (const stage of path.slice(path.indexOf(current.stage) + 1)) {
      if (stage === "medical_passed") {
        current = await recordedMedical(cookie, current.id, {
          kind: "pre_employment",
          examinedOn: options.preEmploymentOn ?? today(),
        });
      }
      const needed: object = stageFacts()[stage as keyof ReturnType<typeof stageFacts>] ?? {};
      const facts = { ...needed, ...pick(options.facts ?? {}, Object.keys(needed)) };
      current = await moved(cookie, current, stage, {
        ...(stage === "selected" ? { maidId } : {}),
        ...(Object.keys(facts).length > 0 ? { facts } : {}),
      });
      if (stage === until) break;
    }
    return current;
  }

  return { staff, family, openCase, move, moved, recordMedical, recordedMedical, patched, walk };
}

function pick(values: object, keys: string[]) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
}
