import {
  callbackResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signupRequestSchema,
  successResponseSchema,
  updateProfileBodySchema,
} from "@maids/contract/auth.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { errorBody, HttpError } from "../http/error-handler.ts";
import { OPTIONAL_SESSION } from "../http/openapi.ts";
import type { Mailer } from "../mail/mailer.ts";
import { requireSignedIn, signedInViewer } from "./access-control.ts";
import {
  type AccountDependencies,
  type AccountService,
  accountService,
} from "./account-service.ts";
import { enforceRateLimits, RATE_RULES, resetMailAllowed } from "./rate-limit.ts";
import { fromWireRole, userSummary } from "./roles.ts";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie.ts";
import type { Viewer } from "./session-repository.ts";
import { guardSignIn } from "./sign-in-limits.ts";

export interface AuthDependencies {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Records the terms and privacy notice in force as accepted by a new account. */
  acceptTerms: AccountDependencies["acceptTerms"];
}

const loginFailureSchema = apiErrorSchema.extend({ success: z.literal(false) });
const errors = { 400: apiErrorSchema, 401: loginFailureSchema, 429: apiErrorSchema };

function callbackAnswer(viewer: Viewer) {
  const user = userSummary(viewer);
  return { role: user.role, user };
}

/** The signed-in user as the profile and session calls answer, with a staff member's role. */
function profileOf(viewer: Viewer) {
  const profile = { id: viewer.id, user: userSummary(viewer), phone: viewer.phone };
  return viewer.staffRole ? { ...profile, staffRole: viewer.staffRole } : profile;
}

/** Sign-in shared by customers and administrators; `adminOnly` refuses other roles alike. */
async function signIn(
  { db, config }: AuthDependencies,
  accounts: AccountService,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
  adminOnly: boolean,
) {
  const attempt = await guardSignIn(db, credentials.email, request.ip, config.rateLimitMultiplier);
  const token = await accounts.signIn(credentials, {
    adminOnly,
    previousToken: request.cookies[SESSION_COOKIE],
    userAgent: request.headers["user-agent"],
  });
  if (token === null) {
    return reply.status(401).send({
      ...errorBody(401, API_MESSAGES.invalidCredentials, { code: "invalid_credentials" }),
      success: false as const,
    });
  }
  await attempt.succeeded();
  setSessionCookie(config, request, reply, token);
  return { success: true as const, message: API_MESSAGES.signedIn };
}

export const authRoutes: FastifyPluginAsyncZod<AuthDependencies> = async (app, deps) => {
  const { db, config, mailer, acceptTerms } = deps;
  const accounts = accountService(db, { mailer, config, acceptTerms });
  const tags = ["auth"];

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in with email and password; sets the session cookie",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (request, reply) => signIn(deps, accounts, request, reply, request.body, false),
  );

  app.post(
    "/admin/auth/login",
    {
      schema: {
        tags,
        summary: "Administrator sign-in; other accounts get the same 401 as a wrong password",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (request, reply) => signIn(deps, accounts, request, reply, request.body, true),
  );

  app.post(
    "/auth/signup",
    {
      schema: {
        tags,
        summary: "Create an account (role 131 customer by default, or 'helper')",
        description:
          "Answers 201 whether or not the email is already registered, so the answer does not reveal accounts; " +
          "the owner of an existing account is told by email instead.",
        body: signupRequestSchema,
        response: { 201: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimits(
        db,
        [[RATE_RULES.signUpPerIp, request.ip]],
        config.rateLimitMultiplier,
      );
      const { name, email, password, role, phone } = request.body;
      const created = await accounts.signUp({
        name,
        email,
        password,
        role: fromWireRole(role),
        phone: phone ?? "",
      });
      if (!created) {
        app.runInBackground("existing-account mail", () => accounts.mailExistingAccount(email));
      }
      return reply
        .status(201)
        .send({ success: true as const, message: API_MESSAGES.accountCreated });
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        summary: "Sign out: revokes the session on the server",
        security: OPTIONAL_SESSION,
        // 403/415: a request from another site, or not JSON (cross-site.ts).
        response: { 200: successResponseSchema, 403: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await accounts.signOut(token);
      clearSessionCookie(reply);
      return { success: true as const, message: API_MESSAGES.signedOut };
    },
  );

  app.get(
    "/auth/profile",
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        summary: "The signed-in user",
        response: { 200: profileResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      return profileOf(viewer);
    },
  );

  app.patch(
    "/auth/profile",
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Change the signed-in family's own phone number",
        description:
          "JSON with `phone` in any usual writing (blank clears it). Staff's numbers are the " +
          "owner's to change in Settings (403 here).",
        body: updateProfileBodySchema,
        response: {
          200: profileResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      if (viewer.role === "admin") throw new HttpError(403, API_MESSAGES.forbidden);
      await accounts.changePhone(viewer.id, request.body.phone);
      return profileOf({ ...viewer, phone: request.body.phone });
    },
  );

  app.get(
    "/auth/session",
    {
      schema: {
        tags,
        summary: "The signed-in user, or nulls for an anonymous visitor (never 401)",
        security: OPTIONAL_SESSION,
        response: { 200: sessionResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      return viewer ? profileOf(viewer) : { id: null, user: null };
    },
  );

  for (const url of ["/auth/simple-callback", "/user/auth/simple-callback"]) {
    app.post(
      url,
      {
        preHandler: requireSignedIn,
        schema: {
          tags,
          summary: "The signed-in user's role, after sign-in",
          response: { 200: callbackResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => callbackAnswer(signedInViewer(request)),
    );
  }

  app.post(
    "/admin/auth/callback",
    {
      schema: {
        tags,
        summary: "The signed-in administrator, after admin sign-in",
        response: { 200: callbackResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => callbackAnswer(signedInViewer(request)),
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags,
        summary: "Mail a password reset link",
        description: "Answers the same, at once, whether or not the email has an account.",
        body: forgotPasswordRequestSchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      await enforceRateLimits(
        db,
        [[RATE_RULES.forgotPerIp, request.ip]],
        config.rateLimitMultiplier,
      );
      // Over the account's limits the answer stays the same and no mail goes: a 429 here
      // would let a stranger keep the owner from resetting her own password.
      const mailAllowed = await resetMailAllowed(db, email, request.ip, config.rateLimitMultiplier);
      // After the answer, so its timing does not tell whether the account exists.
      if (mailAllowed) {
        app.runInBackground("password reset mail", () => accounts.sendPasswordResetLink(email));
      }
      return { success: true as const, message: API_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link's token; signs out every session",
        body: resetPasswordRequestSchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await enforceRateLimits(
        db,
        [[RATE_RULES.resetPerIp, request.ip]],
        config.rateLimitMultiplier,
      );
      const { token, newPassword } = request.body;
      const userId = await accounts.resetPassword(token, newPassword);
      // The password has changed: a mail server that is down must not turn that into an error.
      app.runInBackground("password changed mail", () => accounts.mailPasswordChanged(userId));
      return { success: true as const, message: API_MESSAGES.passwordReset };
    },
  );
};
