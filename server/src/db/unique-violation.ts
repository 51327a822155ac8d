/**
 * Whether a database error is a unique index refusing a duplicate (SQLSTATE 23505), as
 * PostgreSQL and PGlite raise it, directly or as the cause of the ORM's error: what a check made
 * before the write cannot rule out when two requests write at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
