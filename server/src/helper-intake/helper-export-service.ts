/**
 * The import template and the export of the admin's list of helpers as a spreadsheet
 * (docs/product.md#bulk-intake). An export is personal data leaving the system: it is
 * recorded in the audit log before its first byte is written.
 */
import type { Writable } from "node:stream";
import type { AdminHelperFilters } from "@maids/contract/admin.ts";
import {
  employmentGroupsFor,
  type HelperColumn,
  recordToRow,
  sampleRow,
  sheetColumns,
  TEMPLATE_EMPLOYMENT_GROUPS,
} from "@maids/contract/helper-columns.ts";
import type { SheetFormat } from "@maids/contract/helper-imports.ts";
import { adminHelperConditions } from "../admin/admin-helper-repository.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { toAdminHelperRecord } from "../helpers/helper-serializer.ts";
import { listHelperRecordsChunk, measureHelpers } from "./helper-export-repository.ts";
import { type SheetRow, writeHelperSheet } from "./sheet-writer.ts";

/** Helpers read per chunk of an export: a few hundred, three queries each time. */
const EXPORT_CHUNK_SIZE = 300;

/** "helper-import-template.xlsx" */
export const templateFileName = (format: SheetFormat) => `helper-import-template.${format}`;

/** "helpers-2026-11-24.xlsx", dated in Singapore. */
export const exportFileName = (format: SheetFormat, now = new Date()) =>
  `helpers-${singaporeToday(now)}.${format}`;

const EXPORT_CHANGED =
  "A helper's employment history grew during the export; the export was stopped, try it again";

export interface HelperExport {
  /** How many helpers it holds. */
  count: number;
  columns: HelperColumn[];
  /** Writes the sheet to `out` and ends it; rejects if reading or writing fails. */
  write(out: Writable): Promise<void>;
}

export function helperExportService(db: Db) {
  /** The helpers the conditions keep, newest first, a chunk at a time, as admin records. */
  async function* records(conditions: ReturnType<typeof adminHelperConditions>, chunkSize: number) {
    let belowId: number | undefined;
    for (;;) {
      const chunk = await listHelperRecordsChunk(db, conditions, { belowId, limit: chunkSize });
      for (const record of chunk) yield toAdminHelperRecord(record);
      if (chunk.length < chunkSize) return;
      belowId = chunk[chunk.length - 1]?.maid.id;
    }
  }

  return {
    /** Writes the import template: the header, the sample row and, in .xlsx, the explanation. */
    writeTemplate(format: SheetFormat, out: Writable): Promise<void> {
      const columns = sheetColumns(TEMPLATE_EMPLOYMENT_GROUPS);
      return writeHelperSheet(
        format,
        { columns, rows: [sampleRow(columns)], allText: true, explanation: true },
        out,
      );
    },

    /**
     * The helpers the admin list shows for these filters, newest first, each in the
     * template's columns with as many employment groups as the longest history needs.
     * Records the export in the audit log, then the answer writes it.
     */
    async exportHelpers(
      filters: AdminHelperFilters,
      format: SheetFormat,
      actorUserId: number,
      chunkSize = EXPORT_CHUNK_SIZE,
    ): Promise<HelperExport> {
      const conditions = adminHelperConditions(filters);
      const { helpers, longestHistory } = await measureHelpers(db, conditions);
      const groups = employmentGroupsFor(longestHistory);
      const columns = sheetColumns(groups);
      await recordAudit(db, {
        actorUserId,
        action: "maid.export",
        entityType: "maid",
        entityId: null,
        details: { format, count: helpers, filters },
      });
      async function* rows(): AsyncGenerator<SheetRow> {
        for await (const record of records(conditions, chunkSize)) {
          // Her history grew since it was measured: stop rather than leave entries out.
          if (record.employmentDetails.length > groups) throw new Error(EXPORT_CHANGED);
          yield recordToRow(record, columns);
        }
      }
      return {
        count: helpers,
        columns,
        write: (out) => writeHelperSheet(format, { columns, rows: rows() }, out),
      };
    },
  };
}
