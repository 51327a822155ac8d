/**
 * Set when an anonymous visitor opens a share link (or the site's pages read one), so
 * that their next sign-in, or the sign-in callback, adds the link's helpers (ADR 0013).
 */
export const PENDING_SHARE_COOKIE = "pending_share";
