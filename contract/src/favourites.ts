import { z } from "zod";
import { publicMaidSchema } from "./maid.ts";

/** The viewer's shortlist: helper cards, most recently added first. */
export const favouritesResponseSchema = z
  .array(publicMaidSchema)
  .describe("The signed-in viewer's shortlisted helpers, as catalogue cards (each with `id`).");

/** `POST /api/user/favorites` names the helper in the body. */
export const addFavouriteBodySchema = z.object({
  maidId: z.coerce
    .number({ error: "maidId must be a whole number" })
    .int({ error: "maidId must be a whole number" })
    .positive({ error: "maidId must be a whole number" }),
});

/** The path's helper wins; a `{maidId}` body may come too and is ignored. */
export const optionalMaidBodySchema = z.unknown().optional();

export const favouriteStateSchema = z.object({
  maidId: z.number().int(),
  isFavorite: z.boolean(),
});
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
