import { z } from "zod";
import { publicHelperSchema } from "./helper.ts";

/**
 * A shortlisted helper: her catalogue card, marked when she is no longer available (held for
 * a family's placement: docs/product.md#placements); why is never said.
 */
export const shortlistedHelperSchema = publicHelperSchema.extend({
  noLongerAvailable: z
    .literal(true)
    .optional()
    .describe("Present when she can no longer be interviewed or hired through the site."),
});
export type ShortlistedHelper = z.infer<typeof shortlistedHelperSchema>;

/** The viewer's shortlist: helper cards, most recently added first. */
export const favouritesResponseSchema = z
  .array(shortlistedHelperSchema)
  .describe("The signed-in viewer's shortlisted helpers, as catalogue cards (each with `id`).");

export const SHORTLIST_UNAVAILABLE_TEXTS = {
  notice: "This helper is no longer available.",
  remove: "Remove from shortlist",
} as const;

/** `POST /api/user/favorites` names the helper in the body. */
export const addFavouriteBodySchema = z.object({
  maidId: z.coerce
    .number({ error: "maidId must be a whole number" })
    .int({ error: "maidId must be a whole number" })
    .positive({ error: "maidId must be a whole number" }),
});

/** The path's helper wins; a `{maidId}` body may come too and is ignored. */
export const optionalHelperBodySchema = z.unknown().optional();

export const favouriteStateSchema = z.object({
  maidId: z.number().int(),
  isFavorite: z.boolean(),
});
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
