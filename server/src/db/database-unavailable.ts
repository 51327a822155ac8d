/** Socket errors of a database server that is down, unreachable or restarting. */
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), the server
 * shutting down or starting up (57P01-57P03), too many connections, and a statement
 * cancelled by `statement_timeout` (57014).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** What node-postgres and its pool throw when there is no usable connection. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** Errors that say they come from the database: Drizzle's wrapper of a failed query, and `openPostgres`'s of a failed connection. */
const DATABASE_WRAPPERS = /^(Failed query: |Cannot connect to the database)/;

/**
 * Whether `error` (or an error it wraps) means the database cannot be reached right
 * now, rather than that a query is wrong: the request may succeed once the database
 * is back, so it answers 503. Socket error codes count only inside a database error,
 * so that a mail server being down is not blamed on the database.
 */
export function isDatabaseUnavailable(error: unknown, fromDatabase = false, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const text = typeof message === "string" ? message : "";
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (fromDatabase && NETWORK_ERROR_CODES.has(code)) return true;
  }
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(text))) return true;
  const inner = fromDatabase || DATABASE_WRAPPERS.test(text);
  if (
    Array.isArray(errors) &&
    errors.some((each) => isDatabaseUnavailable(each, inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(cause, inner, depth + 1);
}
