import { z } from "zod";
import { ADMIN_USERS_PAGE_SIZE, MAX_PAGE_SIZE } from "./limits.ts";
import { publicMaidSchema } from "./maid.ts";
import { ADMIN_TEXTS } from "./messages.ts";

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
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).default(ADMIN_USERS_PAGE_SIZE),
});

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
