import type { AuditQuery, AuditEntry as AuditTrailEntry } from "@maids/contract/audit.ts";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import {
  auditLog,
  helperImports,
  maids,
  placementCases,
  shareLinks,
  suppliers,
  users,
} from "../db/schema.ts";

export interface AuditEntry {
  /** Null for a signer without an account (a signing link). */
  actorUserId: number | null;
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

/** Records a change to a placement case (its moves, its file, its money): `recordAudit`'s case. */
export function recordCaseAudit(
  db: Db,
  actorUserId: number | null,
  action: string,
  caseId: number,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(db, {
    actorUserId,
    action,
    entityType: "placement_case",
    entityId: caseId,
    details,
  });
}

const actors = alias(users, "actors");
const people = alias(users, "people");
const linkCustomers = alias(users, "link_customers");

/** The start of a Singapore day, as an instant. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

function conditions(query: AuditQuery): SQL | undefined {
  const { actorId, recordType, recordId, from, to } = query;
  return and(
    actorId === undefined ? undefined : eq(auditLog.actorUserId, actorId),
    recordType ? eq(auditLog.entityType, recordType) : undefined,
    recordId === undefined ? undefined : eq(auditLog.entityId, String(recordId)),
    from ? gte(auditLog.createdAt, startOfDay(from)) : undefined,
    to ? lt(auditLog.createdAt, dayAfter(to)) : undefined,
  );
}

const joined = (type: string, id: SQL) =>
  sql`${auditLog.entityType} = ${type} and ${auditLog.entityId} = ${id}::text`;

/** The fields a change touched: `changed` (a list) or the keys of `changes`; never values. */
function changedFields(details: unknown): string[] {
  if (typeof details !== "object" || details === null) return [];
  const { changed, changes } = details as { changed?: unknown; changes?: unknown };
  if (Array.isArray(changed)) return changed.filter((field) => typeof field === "string");
  if (typeof changes === "object" && changes !== null) return Object.keys(changes);
  return [];
}

/**
 * The audit trail as staff read it: a page of entries, newest first, each with who acted and the
 * name of the record it is about, read in one query with the record names joined in.
 */
export async function listAuditPage(
  db: Db,
  query: AuditQuery,
): Promise<{ entries: AuditTrailEntry[]; total: number }> {
  const where = conditions(query);
  const recordName = sql<string | null>`coalesce(${maids.name}, ${people.name},
    ${placementCases.reference}, ${helperImports.fileName}, ${suppliers.name},
    'Link for ' || ${linkCustomers.name})`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        actorId: actors.id,
        actorName: actors.name,
        action: auditLog.action,
        recordType: auditLog.entityType,
        recordId: auditLog.entityId,
        recordName,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
      .leftJoin(maids, joined("maid", sql`${maids.id}`))
      .leftJoin(
        people,
        sql`${auditLog.entityType} in ('customer', 'staff') and ${auditLog.entityId} = ${people.id}::text`,
      )
      .leftJoin(placementCases, joined("placement_case", sql`${placementCases.id}`))
      .leftJoin(helperImports, joined("helper_import", sql`${helperImports.id}`))
      .leftJoin(suppliers, joined("supplier", sql`${suppliers.id}`))
      .leftJoin(shareLinks, joined("share_link", sql`${shareLinks.id}`))
      .leftJoin(linkCustomers, eq(linkCustomers.id, shareLinks.customerId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? "" },
      action: row.action,
      recordType: row.recordType,
      recordId: row.recordId !== null && /^\d+$/.test(row.recordId) ? Number(row.recordId) : null,
      recordName: row.recordName ?? "",
      changed: changedFields(row.details),
    })),
  };
}
