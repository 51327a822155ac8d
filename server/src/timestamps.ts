/** A moment the database may not hold (null) as the API sends it: ISO 8601 text, or null. */
export function isoOrNull(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}
