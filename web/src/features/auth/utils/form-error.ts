import { ApiRequestError } from "../../../shared/api-client.ts";

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

/** What a form shows for a failed request: the server's message where it gave one. */
export function formErrorMessage(error: unknown, fallbacks: Fallbacks): string {
  if (error instanceof FormError) return error.message;
  if (error instanceof ApiRequestError) return error.details?.message || fallbacks.rejected;
  return fallbacks.exception;
}

/** Refusals are expected; anything else is worth a line in the console. */
export function logUnexpected(context: string, error: unknown): void {
  if (!(error instanceof FormError) && !(error instanceof ApiRequestError)) {
    console.error(context, error);
  }
}
