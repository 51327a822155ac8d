import { z } from "zod";

/**
 * What an error answer means, for a client to decide on without reading the message
 * (which is for people and may change). A closed set: a client may switch on it.
 */
export const API_ERROR_CODES = [
  /** The request is malformed or breaks a rule (400, and any other 4xx not below). */
  "invalid_input",
  /** No session, or it has ended (401). */
  "not_authenticated",
  /** Sign-in with a wrong email or password (401). */
  "invalid_credentials",
  /** Signed in, but not allowed to do this; or a cross-site request (403). */
  "forbidden",
  /** The thing or route does not exist (404). */
  "not_found",
  /** The change clashes with what is stored, such as a name taken (409). */
  "conflict",
  /** The thing existed but can no longer be used, such as a revoked link (410). */
  "gone",
  /** The body or a file in it is too large (413). */
  "too_large",
  /** The body is not of a type the route takes (415). */
  "unsupported_media_type",
  /** Too many requests: wait for `retry-after` (429). */
  "rate_limited",
  /** The server is busy with other work: try again shortly (503). */
  "busy",
  /** The server cannot reach its database: try again shortly (503). */
  "database_unavailable",
  /** The server cannot reach its photo store: try again shortly (503). */
  "photo_store_unavailable",
  /** Something failed on the server; the message says no more (500). */
  "internal",
  /** The password-reset token is unknown, used or expired: the link itself is bad (400). */
  "reset_link_invalid",
  /** The record changed since the client read it: reload and try again (409). */
  "stale_version",
  /** A placement case cannot move to that stage from where it is (409). */
  "stage_not_allowed",
  /** The case's helper cannot get the work permit the stage applies for; the message gives every reason (409). */
  "not_eligible",
  /** A placement case lacks facts the stage needs; `errors` names each (409). */
  "stage_requirements_missing",
  /** The helper is held by another family's placement case (409). */
  "helper_held",
  /** A step's date is after today or before the step it follows; the message names both (409). */
  "date_not_allowed",
  /** Her passport expires before the work permit would: it cannot be issued (409). */
  "passport_before_permit",
  /** Her current permit is too near its expiry for a transfer to start (409). */
  "transfer_window_closed",
  /** The change would leave the agency without an active owner (409). */
  "last_owner",
  /** Sign-in with the right password to a staff account the owner deactivated (403). */
  "account_deactivated",
  /** The family's particulars are asked for before its consent is given, or after it was withdrawn (409). */
  "consent_required",
  /** The text agreed to is no longer the one in force: read the current one again (409). */
  "text_changed",
  /** A document was signed as shown, but it changed (or was replaced) since: read it again (409). */
  "document_changed",
] as const;
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** The code of an error answer that has no more specific one. */
export function codeForStatus(statusCode: number): ApiErrorCode {
  switch (statusCode) {
    case 401:
      return "not_authenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 410:
      return "gone";
    case 413:
      return "too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 503:
      return "busy";
    default:
      return statusCode >= 500 ? "internal" : "invalid_input";
  }
}

/** The one JSON shape of every 4xx and 5xx answer. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: apiErrorCodeSchema,
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
