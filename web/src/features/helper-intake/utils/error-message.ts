import { ApiRequestError } from "@/shared/api-client.ts";

/** The server's own message when it answered one, else what this screen says of the failure. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.details ? error.message : fallback;
}
