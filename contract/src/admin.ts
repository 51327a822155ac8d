import { z } from "zod";
import { ADMIN_USERS_PAGE_SIZE } from "./limits.ts";
import { publicMaidSchema } from "./maid.ts";

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

export const generateLinkRequestSchema = z.object({
  userId: z.union([z.number().int(), z.string()]).nullable().optional(),
  filters: z.record(z.string(), z.unknown()).default({}),
  maidIds: z.array(z.number().int()).min(1),
});
export const generateLinkResponseSchema = z.object({ url: z.string() });

/** Favourites answer helper card objects; adding may carry `{maidId}`. */
export const favoritesResponseSchema = z.array(publicMaidSchema);
export const addFavoriteRequestSchema = z.object({ maidId: z.coerce.number().int().positive() });
