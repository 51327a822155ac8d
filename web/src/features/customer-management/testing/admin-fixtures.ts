import {
  type AdminInterviewRequest,
  type AdminInterviewRequestsPage,
  type AdminUser,
  adminInterviewRequestSchema,
  adminInterviewRequestsResponseSchema,
  adminUserSchema,
  type ShareLinkSummary,
  shareLinkSummarySchema,
} from "@maids/contract/admin.ts";
import { buildPublicHelper } from "@/testing/helper-factory.ts";

/** Test fixtures of the admin API, parsed so that they follow the contract. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUserSchema.parse({
    id: 42,
    name: "Tan Wei Ling",
    email: "weiling@example.sg",
    phone: "",
    favorites: [],
    recommendations: [],
    interviewRequests: [],
    ...overrides,
  });
}

export function favorite(maidId: number, name: string) {
  return {
    maidId,
    maid: { name, imageUrl: `/api/images/f${maidId}/thumbnail.webp`, country: "Indonesia" },
  };
}

export function recommendation(maidIds: { id: number; name: string }[]) {
  return [
    {
      id: 900,
      recommendationMaids: maidIds.map(({ id, name }) => ({
        maidId: id,
        imageUrl: `/api/images/r${id}/thumbnail.webp`,
        maid: buildPublicHelper({ id, name, photoIsBlurred: false, country: "Myanmar" }),
      })),
    },
  ];
}

export function buildShareLink(overrides: Partial<ShareLinkSummary> = {}): ShareLinkSummary {
  return shareLinkSummarySchema.parse({
    id: 7,
    maidIds: [11, 12],
    createdAt: "2025-03-10T04:00:00.000Z",
    expiresAt: "2025-04-09T04:00:00.000Z",
    revokedAt: null,
    firstOpenedAt: null,
    lastOpenedAt: null,
    openCount: 0,
    status: "active",
    ...overrides,
  });
}

export function buildInterviewRequest(
  overrides: Partial<AdminInterviewRequest> = {},
): AdminInterviewRequest {
  return adminInterviewRequestSchema.parse({
    id: 1,
    requestedAt: "2025-03-12T04:00:00.000Z",
    user: { id: 42, name: "Tan Wei Ling", email: "weiling@example.sg" },
    maid: { id: 15, name: "Siti Rahayu", imageUrl: "/api/images/s15/thumbnail.webp" },
    ...overrides,
  });
}

/** A page of the admin's interview requests; `total` defaults to the requests given. */
export function interviewRequestsPage(
  requests: AdminInterviewRequest[],
  total = requests.length,
): AdminInterviewRequestsPage {
  return adminInterviewRequestsResponseSchema.parse({ requests, total });
}
