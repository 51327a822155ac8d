import { z } from "zod";
import {
  ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  MAX_PAGE_SIZE,
} from "./limits.ts";
import { publicMaidSchema } from "./maid.ts";
import { ADMIN_TEXTS } from "./messages.ts";
import { pagingQuerySchema } from "./paging.ts";

/** A customer as the admin lists them, with favourites and recommendations (SPEC.md section 3). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  favorites: z.array(
    z.object({
      maidId: z.number().int(),
      maid: z.object({ name: z.string(), imageUrl: z.string(), country: z.string() }),
    }),
  ),
  recommendations: z.array(
    z.object({
      id: z.number().int(),
      recommendationMaids: z.array(
        z.object({ maidId: z.number().int(), imageUrl: z.string(), maid: publicMaidSchema }),
      ),
    }),
  ),
  interviewRequests: z.array(
    z.object({
      maidId: z.number().int(),
      requestedAt: z.iso.datetime({ offset: true }),
      maid: z.object({ name: z.string(), imageUrl: z.string(), country: z.string() }),
    }),
  ),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = pagingQuerySchema(ADMIN_USERS_PAGE_SIZE, "Customers");

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
});

/** A customer's current recommendations, as the admin screen pre-selects them. */
export const customerRecommendationsResponseSchema = z.array(z.object({ id: z.number().int() }));

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a whole number` });

export const generateLinkRequestSchema = z.object({
  userId: positiveId("userId")
    .nullable()
    .optional()
    .describe("The customer the link is for; the link works for anyone who has it."),
  filters: z.record(z.string(), z.unknown()).default({}),
  maidIds: z
    .array(positiveId("maidIds"), { error: "maidIds must be a list of helper ids" })
    .min(1, { error: ADMIN_TEXTS.noMaidSelected })
    .max(MAX_PAGE_SIZE, { error: `maidIds may hold at most ${MAX_PAGE_SIZE} helpers` }),
});
export type GenerateLinkRequest = z.infer<typeof generateLinkRequestSchema>;

export const generateLinkResponseSchema = z.object({
  url: z.string().describe("The /Recommend address with the link's token."),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const adminMaidSearchQuerySchema = z.object({
  query: z.string().trim().max(100, { error: "query must be at most 100 characters" }).default(""),
});

export const toggleRecommendationResponseSchema = z.object({
  maidId: z.number().int(),
  recommended: z.boolean(),
});

export const deleteMaidResponseSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
});

/** A recommendations link as the admin sees it (the token itself is never stored). */
export const shareLinkSummarySchema = z.object({
  id: z.number().int(),
  maidIds: z.array(z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  firstOpenedAt: z.iso.datetime({ offset: true }).nullable(),
  lastOpenedAt: z.iso.datetime({ offset: true }).nullable(),
  openCount: z.number().int(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type ShareLinkSummary = z.infer<typeof shareLinkSummarySchema>;

/** An interview a customer asked for, for the agency to arrange. */
export const adminInterviewRequestSchema = z.object({
  id: z.number().int(),
  requestedAt: z.iso.datetime({ offset: true }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  maid: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
});
export type AdminInterviewRequest = z.infer<typeof adminInterviewRequestSchema>;

export const adminInterviewRequestsQuerySchema = pagingQuerySchema(
  ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE,
  "Interview requests",
);

export const adminInterviewRequestsResponseSchema = z.object({
  requests: z.array(adminInterviewRequestSchema),
  total: z.number().int().describe("Interview requests over all pages."),
});
export type AdminInterviewRequestsPage = z.infer<typeof adminInterviewRequestsResponseSchema>;
