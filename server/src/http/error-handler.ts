import { STATUS_CODES } from "node:http";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error whose message is meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(statusCode: number, message: string, errors?: HttpError["errors"]) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? "Error",
    message,
    ...(errors ? { errors } : {}),
  };
}

const VALIDATION_PLACES: Record<string, string> = {
  querystring: "query parameter",
  params: "path parameter",
  body: "body field",
  headers: "header",
};

/**
 * One JSON shape for every 4xx/5xx. Validation errors name the offending
 * field; a 5xx never carries a stack trace or SQL, only a generic message.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const place = VALIDATION_PLACES[error.validationContext ?? ""] ?? "field";
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || place;
        return { field, message: issue.message ?? "is invalid" };
      });
      const message = errors
        .map(({ field, message }) => (message.startsWith(field) ? message : `${field}: ${message}`))
        .join("; ");
      return reply.status(400).send(errorBody(400, `Invalid ${place}: ${message}`, errors));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(statusCode).send(errorBody(statusCode, API_MESSAGES.internal));
    }
    return reply.status(statusCode).send(errorBody(statusCode, error.message));
  });
}
