import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "../api-client.ts";

/**
 * The form-wide message when the server refused without a message of its own (`rejected`) or
 * could not be reached (`exception`); one text for both.
 */
export type ServerErrorFallback = string | { rejected: string; exception: string };

/**
 * Puts the server's per-field refusals (`{errors: [{field, message}]}`) on the fields `isField`
 * accepts, focusing the first; answers the fields it placed them on. A dotted path
 * ("biodata.skills.cooking.assessment") names a nested field; `fieldOf` turns a path into the
 * field that shows its message when they differ (an item of a list kept in one field).
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  isField: (field: string) => boolean,
  setError: UseFormSetError<Values>,
  fieldOf: (path: string) => string = (path) => path,
): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  const placed: string[] = [];
  for (const { field: path, message } of error.details?.errors ?? []) {
    const field = fieldOf(path);
    if (!isField(field)) continue;
    setError(
      field as FieldPath<Values>,
      { type: "server", message },
      { shouldFocus: !placed.length },
    );
    placed.push(field);
  }
  return placed;
}

/**
 * Puts the server's per-field refusals on the form's fields; answers the message left for the
 * form as a whole, if any: the server's own, else the fallback.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
  fallback: ServerErrorFallback,
): string | null {
  const { rejected, exception } =
    typeof fallback === "string" ? { rejected: fallback, exception: fallback } : fallback;
  if (!(error instanceof ApiRequestError)) return exception;
  const known = new Set<string>(fields);
  const placed = placeServerErrors(error, (field) => known.has(field), setError);
  if (placed.length > 0) return null;
  return serverMessage(error) ?? rejected;
}

/** The message the server itself gave, if any (not the generated "Request failed with ..."). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.details?.message || undefined : undefined;
}
