import { helperIdParamsSchema } from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  addFavouriteBodySchema,
  favouriteStateSchema,
  favouritesResponseSchema,
  optionalHelperBodySchema,
} from "@maids/contract/favourites.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { toPublicHelper } from "../helpers/helper-serializer.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { favouriteService } from "./favourite-service.ts";

const errors = errorAnswers(400, 401);
const tags = ["favourites"];

/**
 * The viewer's shortlist, served under /api/user/favorites and /api/catalogue/user/favorites
 * (docs/product.md#other-clients). Adding twice or removing an absent helper is not an error.
 */
export const favouriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const favourites = favouriteService(db);

  async function add(userId: number, maidId: number) {
    await favourites.add(userId, maidId);
    return { maidId, isFavorite: true };
  }

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "The signed-in viewer's shortlisted helpers",
        response: { 200: favouritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await favourites.list(signedInViewer(request).id);
      return rows.map((row) => ({
        ...toPublicHelper(row, true),
        ...(row.maid.heldByCaseId !== null && { noLongerAvailable: true as const }),
      }));
    },
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        summary: "Shortlist the helper named in the body",
        body: addFavouriteBodySchema,
        response: { 200: favouriteStateSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => add(signedInViewer(request).id, request.body.maidId),
  );

  app.post(
    "/:id",
    {
      schema: {
        tags,
        summary: "Shortlist a helper",
        description: "A `{maidId}` body may come too; the path's id is used.",
        params: helperIdParamsSchema,
        body: optionalHelperBodySchema,
        response: { 200: favouriteStateSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => add(signedInViewer(request).id, request.params.id),
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Remove a helper from the shortlist",
        params: helperIdParamsSchema,
        response: { 200: favouriteStateSchema, ...errors },
      },
    },
    async (request) => {
      await favourites.remove(signedInViewer(request).id, request.params.id);
      return { maidId: request.params.id, isFavorite: false };
    },
  );
};
