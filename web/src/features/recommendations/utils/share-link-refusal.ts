import { API_MESSAGES } from "@maids/contract/messages.ts";
import { ApiRequestError } from "@/shared/api-client.ts";

const REFUSAL_STATUSES = [404, 410];

const REFUSAL_MESSAGES: readonly string[] = [
  API_MESSAGES.shareLinkNotFound,
  API_MESSAGES.shareLinkExpired,
  API_MESSAGES.shareLinkRevoked,
];

/** The server turned the link down: unknown (404), or expired or revoked (410). */
export function isShareLinkRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && REFUSAL_STATUSES.includes(error.status);
}

/** The server's own words when it sent one of the known ones, else the usual text for the status. */
export function shareLinkRefusalMessage(error: ApiRequestError): string {
  if (REFUSAL_MESSAGES.includes(error.message)) return error.message;
  return error.status === 410 ? API_MESSAGES.shareLinkExpired : API_MESSAGES.shareLinkNotFound;
}
