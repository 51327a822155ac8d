/** The session's cookie: its name, setting and clearing it (sessions are stored by session-repository.ts). */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

export const SESSION_COOKIE = "sid";

/**
 * Puts a new session's token in an HttpOnly, SameSite=Lax cookie (the account service
 * started the session and ended the previous one, so the id rotates at sign-in).
 */
export function setSessionCookie(
  config: Pick<Config, "session" | "cookieSecure">,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(
    SESSION_COOKIE,
    token,
    privateCookieOptions(config, request, config.session.absoluteTimeoutMs),
  );
}

/** An HttpOnly, SameSite=Lax cookie for the whole site, Secure over HTTPS (or as configured). */
export function privateCookieOptions(
  config: Pick<Config, "cookieSecure">,
  request: FastifyRequest,
  maxAgeMs: number,
) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: config.cookieSecure === "auto" ? request.protocol === "https" : config.cookieSecure,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
