import type { z } from "zod";

/** How the forms' values are read, shared by the helper form (helper-input.ts) and its biodata (biodata-input.ts). */

/** A field left empty: missing, null, or text of spaces only. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Values a form stored, as `schema` reads them now: all of them when they still keep its rules,
 * else each of `fields` that still reads on its own, the others as left empty. A rule made
 * stricter later never fails a whole record (a helper's biodata, a family's requirements).
 */
export function readStoredFields<Schema extends z.ZodType>(
  schema: Schema,
  stored: unknown,
  fields: readonly string[],
): z.output<Schema> {
  const whole = schema.safeParse(stored);
  if (whole.success) return whole.data;
  const values = (typeof stored === "object" && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const readable = fields.filter(
    (field) => field in values && schema.safeParse({ [field]: values[field] }).success,
  );
  return schema.parse(Object.fromEntries(readable.map((field) => [field, values[field]])));
}
