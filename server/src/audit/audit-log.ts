/** Which fields a change touched, for the audit log (audit-repository.ts records it). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of `value` that `shape` has, so that extra read-only fields do not count as changes. */
function sameShape(value: unknown, shape: unknown): unknown {
  if (!isRecord(value) || !isRecord(shape)) return value;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, value[key]]));
}

/** Top-level fields whose value the update changes, for the audit log. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(after).filter(
    (key) => JSON.stringify(sameShape(before[key], after[key])) !== JSON.stringify(after[key]),
  );
}
