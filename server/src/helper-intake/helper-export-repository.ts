/**
 * The reads of an export of helpers (docs/product.md#bulk-intake): first how many helpers the
 * conditions keep and the longest employment history among them, then the helpers themselves,
 * newest first, a chunk at a time (two queries a chunk, whatever its size).
 */
import { and, asc, count, desc, eq, inArray, lt, max, type SQL } from "drizzle-orm";
import { readStoredBiodata } from "../biodata/biodata-repository.ts";
import type { Db } from "../db/database.ts";
import { employmentEntries, maidDetails, maids, suppliers } from "../db/schema.ts";
import {
  type EmploymentRow,
  maidDetailsColumns,
  type StoredHelperRecord,
} from "../maids/maid-repository.ts";
import type { WithBiodata } from "../maids/maid-serializer.ts";

/** How many helpers meet the conditions, and the most employment entries one of them has. */
export async function measureHelpers(
  db: Db,
  conditions: SQL[],
): Promise<{ helpers: number; longestHistory: number }> {
  const where = and(...conditions);
  const kept = db.select({ id: maids.id }).from(maids).where(where);
  const histories = db
    .select({ entries: count().as("entries") })
    .from(employmentEntries)
    .where(inArray(employmentEntries.maidId, kept))
    .groupBy(employmentEntries.maidId)
    .as("histories");
  const [[helpers], [longest]] = await Promise.all([
    db.select({ total: count() }).from(maids).where(where),
    db.select({ entries: max(histories.entries) }).from(histories),
  ]);
  return { helpers: helpers?.total ?? 0, longestHistory: Number(longest?.entries ?? 0) };
}

/**
 * Up to `limit` helpers meeting the conditions, newest first, with ids below `belowId` when
 * given: each with her details, supplier, employment entries and biodata.
 */
export async function listHelperRecordsChunk(
  db: Db,
  conditions: SQL[],
  { belowId, limit }: { belowId?: number; limit: number },
): Promise<WithBiodata<StoredHelperRecord>[]> {
  const rows = await db
    .select({
      maid: maids,
      details: maidDetailsColumns,
      biodata: maidDetails.biodata,
      supplier: { id: suppliers.id, name: suppliers.name },
    })
    .from(maids)
    .innerJoin(suppliers, eq(suppliers.id, maids.supplierId))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(and(...conditions, belowId === undefined ? undefined : lt(maids.id, belowId)))
    .orderBy(desc(maids.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(employmentEntries)
    .where(
      inArray(
        employmentEntries.maidId,
        rows.map((row) => row.maid.id),
      ),
    )
    .orderBy(asc(employmentEntries.maidId), asc(employmentEntries.position));
  const byHelper = new Map<number, EmploymentRow[]>();
  for (const entry of entries) {
    const list = byHelper.get(entry.maidId) ?? [];
    list.push(entry);
    byHelper.set(entry.maidId, list);
  }
  return rows.map(({ maid, details, biodata, supplier }) => ({
    maid,
    details,
    supplier,
    employment: byHelper.get(maid.id) ?? [],
    biodata: readStoredBiodata(biodata),
  }));
}
