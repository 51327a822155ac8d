import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "../api-client.ts";

/**
 * Puts the server's per-field refusals (`{errors: [{field, message}]}`) on the form's
 * fields; answers the message left for the form as a whole, if any.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiRequestError)) return fallback;
  const known = new Set<string>(fields);
  let placed = false;
  for (const { field, message } of error.details?.errors ?? []) {
    if (!known.has(field)) continue;
    setError(field as FieldPath<Values>, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message || fallback;
}
