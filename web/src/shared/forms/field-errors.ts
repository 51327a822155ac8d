import { ApiRequestError } from "../api-client.ts";

/**
 * The server's message for each field it refused (`errors: [{field, message}]`), by field;
 * `prefix` ("data.") is taken off the fields' paths when the form holds only that part.
 */
export function fieldErrorsOf(error: unknown, prefix = ""): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    (error.details?.errors ?? []).map(({ field, message }) => [
      prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field,
      message,
    ]),
  );
}
