import { redirectCallbackResponseSchema } from "@maids/contract/auth.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  recommendedResponseSchema,
  shareTokenParamsSchema,
} from "@maids/contract/recommendations.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { familyViewer, signedInViewer } from "../auth/access-control.ts";
import { privateCookieOptions } from "../auth/session-cookie.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { HelperWithDetails } from "../helpers/helper-repository.ts";
import { toPublicHelper } from "../helpers/helper-serializer.ts";
import { isSentByOwnPages } from "../http/cross-site.ts";
import { OPTIONAL_SESSION } from "../http/openapi.ts";
import { PENDING_SHARE_COOKIE } from "./pending-share-cookie.ts";
import { recommendationService } from "./recommendation-service.ts";
import { shareLinkService } from "./share-link-service.ts";

const tags = ["recommendations"];

const shareLinkSchema = {
  params: shareTokenParamsSchema,
  response: {
    200: recommendedResponseSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    410: apiErrorSchema,
  },
};

/** A customer's recommendations and shared recommendation links (ADR 0013). */
export const recommendedRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const recommendations = recommendationService(db);
  const shareLinks = shareLinkService(db, config);

  /** Lets the viewer's next sign-in (or sign-in callback) add the link's helpers. */
  const rememberLink = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    expiresAt: Date,
  ) =>
    reply.setCookie(
      PENDING_SHARE_COOKIE,
      token,
      privateCookieOptions(config, request, expiresAt.getTime() - Date.now()),
    );

  const helpersOfLink = (
    helpers: HelperWithDetails[],
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.header("Cache-Control", "private, no-store");
    return helpers.map((row) => toPublicHelper(row, familyViewer(request.viewer) !== null));
  };

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Helpers the agency recommends to the signed-in viewer",
        response: { 200: recommendedResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await recommendations.recommendedHelpers(signedInViewer(request).id);
      return rows.map((row) => toPublicHelper(row, true));
    },
  );

  app.get(
    "/:token",
    {
      schema: {
        tags,
        summary: "Helpers of a shared recommendations link (read only)",
        description:
          "Open to everyone; anonymous viewers get blurred photos. Changes nothing on the server. " +
          "When the site's own pages (or an allow-listed front end) ask, the answer also sets a " +
          "cookie so that the viewer's next sign-in, or POST /api/user/auth/callback, adds the " +
          "link's helpers to their account; a navigation from another site gets no cookie. " +
          "404 for an unknown token, 410 for a revoked or expired link.",
        security: OPTIONAL_SESSION,
        ...shareLinkSchema,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { link, helpers } = await shareLinks.read(token);
      if (isSentByOwnPages(request, config)) rememberLink(request, reply, token, link.expiresAt);
      return helpersOfLink(helpers, request, reply);
    },
  );

  app.post(
    "/:token",
    {
      schema: {
        tags,
        summary: "Open a shared recommendations link",
        description:
          "What the recommendations page calls when it shows a link: records the opening, adds " +
          "the link's helpers to a signed-in viewer's recommendations, and for an anonymous " +
          "viewer sets a cookie so that signing in adds them. Answers the link's helpers, as GET. " +
          "404 for an unknown token, 410 for a revoked or expired link.",
        security: OPTIONAL_SESSION,
        ...shareLinkSchema,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // A helper account opens a link as a visitor: nothing is added to it, and no cookie is set.
      const viewer = familyViewer(request.viewer);
      const { link, helpers } = await shareLinks.open(token, viewer?.id ?? null);
      if (viewer) {
        if (request.cookies[PENDING_SHARE_COOKIE]) {
          reply.clearCookie(PENDING_SHARE_COOKIE, { path: "/" });
        }
      } else if (!request.viewer) {
        rememberLink(request, reply, token, link.expiresAt);
      }
      return helpersOfLink(helpers, request, reply);
    },
  );
};

/**
 * `POST /api/user/auth/callback`, which the sign-in page calls after sign-in: it attaches
 * the link a pending share cookie remembers (ADR 0013) and says where to go. Here rather
 * than in auth/, which knows nothing of recommendations.
 */
/** Where a helper's own account starts (the web app's `/helper`). */
const HELPER_HOME = "/helper";

export const signInCallbackRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const shareLinks = shareLinkService(db, config);

  app.post(
    "/user/auth/callback",
    {
      schema: {
        tags: ["auth"],
        summary:
          "After sign-in with a stored return address: attaches a pending recommendation link",
        response: { 200: redirectCallbackResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      // A helper's own account goes to her pages; a link is attached to families only.
      if (viewer.role === "helper") return { redirectTo: HELPER_HOME };
      const pending = request.cookies[PENDING_SHARE_COOKIE];
      if (pending) {
        reply.clearCookie(PENDING_SHARE_COOKIE, { path: "/" });
        if (await shareLinks.attachPending(pending, viewer.id)) return { redirectTo: "/Recommend" };
      }
      return { redirectTo: viewer.role === "admin" ? "/admin" : "/catalogue" };
    },
  );
};
