import type { AuditPage, AuditQuery } from "@maids/contract/audit.ts";
import type { Db } from "../db/database.ts";
import { listAuditPage } from "./audit-repository.ts";

/** The audit trail for the owner and administrators: read only; every change writes its own entry. */
export function auditTrailService(db: Db) {
  return {
    page: (query: AuditQuery): Promise<AuditPage> => listAuditPage(db, query),
  };
}
