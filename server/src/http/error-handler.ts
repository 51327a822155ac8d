/**
 * http/: what every request shares: the error shape (and the one mapping of domain
 * errors to status codes, here), OpenAPI, health checks, security headers, the web app.
 */
import { STATUS_CODES } from "node:http";
import { type ApiErrorCode, codeForStatus } from "@maids/contract/errors.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { DomainError, type DomainErrorKind } from "../domain-errors.ts";

/**
 * An error whose message is meant for the client, thrown by the HTTP layer itself
 * (request parsing, access control, rate limits, uploads). Services and repositories
 * throw a `DomainError` instead.
 */
export class HttpError extends Error {
  readonly errors?: { field: string; message: string }[];
  readonly headers?: Record<string, string>;
  /** The status's own code (contract `codeForStatus`) unless told otherwise. */
  readonly code: ApiErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    options: {
      errors?: { field: string; message: string }[];
      headers?: Record<string, string>;
      code?: ApiErrorCode;
    } = {},
  ) {
    super(message);
    this.errors = options.errors;
    this.headers = options.headers;
    this.code = options.code ?? codeForStatus(statusCode);
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  {
    code = codeForStatus(statusCode),
    errors,
  }: { code?: ApiErrorCode; errors?: HttpError["errors"] } = {},
) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? "Error",
    code,
    message,
    ...(errors ? { errors } : {}),
  };
}

/** The one mapping of domain errors to HTTP answers. */
const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  failed: 500,
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body is a form's values (the contract's schema of the form): a broken rule answers
     * 400 with that rule's own text as the message and every broken field in `errors`, as the
     * form shows them, instead of "Invalid body field: …".
     */
    formBody?: boolean;
  }
}

const VALIDATION_PLACES: Record<string, string> = {
  querystring: "query parameter",
  params: "path parameter",
  body: "body field",
  headers: "header",
};

/**
 * A form's values broke its rules: 400 with the first broken rule's own text as the message and
 * every broken field in `errors` (an empty field is the body as a whole, named `data`), as the
 * form shows them. Thrown by `validateInput`, made by the error handler for a `formBody` route.
 */
export function invalidForm(problems: { field: string; message: string }[]): HttpError {
  const errors = problems.map(({ field, message }) => ({ field: field || "data", message }));
  return new HttpError(400, errors[0]?.message ?? API_MESSAGES.invalidRequest, { errors });
}

function sendHttpError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
  if (error.headers) reply.headers(error.headers);
  return reply
    .status(error.statusCode)
    .send(errorBody(error.statusCode, error.message, { code: error.code, errors: error.errors }));
}

/**
 * One JSON shape for every 4xx/5xx, and the one place where a domain error becomes a
 * status code. Validation errors name the offending
 * field; a 5xx never carries a stack trace or SQL, only a generic message.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(request, reply, error);
    if (error instanceof DomainError) {
      const statusCode = DOMAIN_ERROR_STATUS[error.kind];
      if (statusCode >= 500) request.log.error({ err: error }, "request failed");
      return reply
        .status(statusCode)
        .send(errorBody(statusCode, error.message, { code: error.code, errors: error.problems }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "is invalid",
      }));
      if (error.validationContext === "body" && request.routeOptions.config.formBody) {
        return sendHttpError(request, reply, invalidForm(problems));
      }
      const place = VALIDATION_PLACES[error.validationContext ?? ""] ?? "field";
      const errors = problems.map(({ field, message }) => ({ field: field || place, message }));
      const message = errors
        .map(({ field, message }) => (message.startsWith(field) ? message : `${field}: ${message}`))
        .join("; ");
      return reply.status(400).send(errorBody(400, `Invalid ${place}: ${message}`, { errors }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, API_MESSAGES.databaseUnavailable, { code: "database_unavailable" }));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(statusCode)
        .send(errorBody(statusCode, API_MESSAGES.internal, { code: "internal" }));
    }
    return reply.status(statusCode).send(errorBody(statusCode, error.message));
  });
}

const RETRY_AFTER_SECONDS = 5;
