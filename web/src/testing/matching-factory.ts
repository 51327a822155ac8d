import {
  EMPTY_REQUIREMENTS,
  type FamilyRequirements,
  requirementsAnswerSchema,
} from "@maids/contract/family-requirements.ts";
import type { PublicHelper } from "@maids/contract/helper.ts";
import {
  type HelperMatch,
  matchesPageSchema,
  staffMatchesSchema,
} from "@maids/contract/matches.ts";
import { jsonResponse } from "./fetch-stub.ts";
import { buildPublicHelper } from "./helper-factory.ts";

/** GET /api/user/requirements's answer; never saved unless requirements are given. */
export function requirementsResponse(requirements: Partial<FamilyRequirements> | null = null) {
  return jsonResponse(
    requirementsAnswerSchema.parse({
      requirements: { ...EMPTY_REQUIREMENTS, ...requirements },
      updatedAt: requirements ? "2026-11-20T02:00:00.000Z" : null,
    }),
  );
}

/** A ranked helper: her salary in budget and childcare met, her rest days partly. */
export function buildMatch(maid: Partial<PublicHelper> = {}): HelperMatch {
  return {
    maid: buildPublicHelper({ photoIsBlurred: false, ...maid }),
    points: 5,
    maxPoints: 6,
    criteria: [
      {
        criterion: "salary",
        level: "met",
        reason: "Salary $650, within your $550 to $700",
        mustHave: true,
      },
      {
        criterion: "childcare",
        level: "met",
        reason: "Childcare experience: 4 years in Hong Kong",
        mustHave: false,
      },
      {
        criterion: "restDays",
        level: "partly",
        reason: "Asks for 5 rest days a month, you offer 4",
        mustHave: false,
      },
    ],
  };
}

/** A page of GET /api/user/matches. */
export function matchesResponse(matches: HelperMatch[], { total = matches.length, page = 1 } = {}) {
  return jsonResponse(matchesPageSchema.parse({ matches, total, page, limit: 12 }));
}

/** GET /api/admin/customers/:userId/matches: customer 8's requirements and ranking. */
export function staffMatchesResponse(
  requirements: Partial<FamilyRequirements>,
  matches: HelperMatch[] = [buildMatch({ id: 31, name: "Siti Rahayu" })],
) {
  return jsonResponse(
    staffMatchesSchema.parse({
      customer: { id: 8, name: "Tan Wei Ling" },
      requirements: { ...EMPTY_REQUIREMENTS, ...requirements },
      updatedAt: "2026-11-20T02:00:00.000Z",
      matches,
      total: matches.length,
      page: 1,
      limit: 12,
    }),
  );
}
