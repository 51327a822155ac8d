import { LOGIN_ERRORS, SIGNUP_ERRORS } from "@maids/contract/messages.ts";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "@/shared/api-client.ts";
import { applyServerErrors } from "@/shared/forms/apply-server-errors.ts";

/** A failure whose message is meant for the form exactly as it is. */
export class FormError extends Error {
  override readonly name = "FormError";
}

type Fallbacks = {
  /** The server refused without a message of its own. */
  rejected: string;
  /** The request did not complete (network) or something unexpected went wrong. */
  exception: string;
};

export const SIGN_IN_FALLBACKS: Fallbacks = {
  rejected: LOGIN_ERRORS.failed,
  exception: LOGIN_ERRORS.exception,
};
export const SIGNUP_FALLBACKS: Fallbacks = {
  rejected: SIGNUP_ERRORS.failed,
  exception: SIGNUP_ERRORS.network,
};

/**
 * What a form shows above its fields for a failed request: the server's message where it gave
 * one; null when its per-field refusals went onto the fields instead.
 */
export function formFailure<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
  fallbacks: Fallbacks,
): string | null {
  if (error instanceof FormError) return error.message;
  return applyServerErrors(error, fields, setError, fallbacks);
}

/** Refusals are expected; anything else is worth a line in the console. */
export function logUnexpected(context: string, error: unknown): void {
  if (!(error instanceof FormError) && !(error instanceof ApiRequestError)) {
    console.error(context, error);
  }
}
