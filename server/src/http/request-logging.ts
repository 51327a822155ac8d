import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** A path segment that can only be an opaque token (share links, reset links, keys). */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
export const REDACTED = "[redacted]";

/**
 * The URL as logged: query strings carry reset and share tokens, and so do some
 * path segments, so neither reaches the log. The route pattern stays readable.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathOnly = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = pathOnly
    .split("/")
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? REDACTED : segment))
    .join("/");
  return queryStart === -1 ? redactedPath : `${redactedPath}?${REDACTED}`;
}

/**
 * Fields of an error (and of its causes) that say what failed without the data it failed
 * on: PostgreSQL's code, constraint, table and column. Never a query's parameters
 * (emails, password hashes, a helper's address and medical history) nor PostgreSQL's
 * `detail` ("Key (email)=(...)", "Failing row contains (...)").
 */
const LOGGED_ERROR_FIELDS = [
  "code",
  "constraint",
  "table",
  "column",
  "schema",
  "routine",
  "severity",
  "statusCode",
  "errno",
  "syscall",
] as const;
const MAX_CAUSES = 5;

/** Drizzle writes a failed query's parameters into its message: `Failed query: …\nparams: …`. */
function withoutParameters(message: string): string {
  const start = message.indexOf("\nparams:");
  return start === -1 ? message : `${message.slice(0, start)}\nparams: ${REDACTED}`;
}

/** PostgreSQL's data exceptions (class 22) quote the value they refused: `…: "value"`. */
const QUOTED_VALUE = /: ".*"$/s;

function messageForLog(error: Error): string {
  const message = withoutParameters(error.message);
  const code = (error as { code?: unknown }).code;
  const isDataException = typeof code === "string" && code.startsWith("22");
  return isDataException ? message.replace(QUOTED_VALUE, `: ${REDACTED}`) : message;
}

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as logged: its type, message without parameters, safe fields, stack and causes. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "", stack: "" };
  const type = error.constructor.name;
  const message = messageForLog(error);
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join("\n"),
  };
  for (const field of LOGGED_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = errorForLog(error.cause, depth + 1);
  }
  return logged;
}

/**
 * JSON logs with no secret or personal data in them: no cookies, no authorisation, no
 * token in a URL, no query parameters or row contents in an error.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: {
      err: errorForLog,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
