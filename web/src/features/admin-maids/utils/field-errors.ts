import type { z } from "zod";
import { ApiRequestError } from "../../../shared/api-client.ts";

/** One message per field, keyed by its path ("height", "employmentDetails.0.endDate"). */
export type FieldErrors = Record<string, string>;

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The per-field messages of a 400 answer, if the server gave any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of error.details?.errors ?? []) errors[field] ??= message;
  return errors;
}

/** The errors under one part of the form, e.g. every "employmentDetails." path. */
export function hasErrorUnder(errors: FieldErrors, prefixes: readonly string[]): boolean {
  return Object.keys(errors).some((path) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
}
