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
