import {
  type OwnHelperProfile,
  ownHelperProfileSchema,
  type StaffHelperProfile,
  staffHelperProfileSchema,
} from "@maids/contract/helper-accounts.ts";
import { jsonResponse } from "./fetch-stub.ts";

/** Her own profile as the API answers it: a draft with a little filled in, unless told otherwise. */
function buildOwnHelperProfile(overrides: Partial<OwnHelperProfile> = {}): OwnHelperProfile {
  return ownHelperProfileSchema.parse({
    data: { country: "Indonesia", skills: ["Cooking"] },
    photoUrl: null,
    status: "draft",
    staffNote: "",
    submittedAt: null,
    reviewedAt: null,
    helperId: null,
    published: false,
    consent: { shown: false, givenAt: null, withdrawnAt: null },
    language: "en",
    ...overrides,
  });
}

export const ownHelperProfileResponse = (overrides: Partial<OwnHelperProfile> = {}) =>
  jsonResponse(buildOwnHelperProfile(overrides));

export function buildStaffHelperProfile(overrides: Partial<StaffHelperProfile> = {}) {
  return staffHelperProfileSchema.parse({
    ...buildOwnHelperProfile({ status: "submitted", submittedAt: "2026-11-27T02:00:00.000Z" }),
    userId: 77,
    name: "Anik Rohmah",
    email: "anik@example.com",
    missing: [],
    ...overrides,
  });
}
