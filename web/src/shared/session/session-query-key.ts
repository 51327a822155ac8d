/**
 * The query key of the visitor's session (GET /api/auth/session). Shared so that any feature can
 * read or refresh it without importing the auth feature; signing in and out update it.
 */
export const SESSION_QUERY_KEY = ["auth", "session"] as const;
