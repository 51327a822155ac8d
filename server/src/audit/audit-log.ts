import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema.ts";

export interface AuditEntry {
  actorUserId: number;
  action: string;
  entityType: string;
  entityId: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who changed what; call in the same transaction as the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? {},
  });
}

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
