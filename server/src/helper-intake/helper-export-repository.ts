/**
 * The reads of an export of helpers (docs/product.md#bulk-intake): first how many helpers the
 * conditions keep and the longest employment history among them, then the helpers themselves,
 * newest first, a chunk at a time (three queries a chunk, whatever its size).
 */
import { emptyBiodata } from "@maids/contract/biodata.ts";
import { and, count, inArray, lt, max, type SQL } from "drizzle-orm";
import { findBiodataOf } from "../biodata/biodata-repository.ts";
import type { Db } from "../db/database.ts";
import { employmentEntries, maids } from "../db/schema.ts";
import { listHelperRecords, type StoredHelperRecord } from "../helpers/helper-repository.ts";
import type { WithBiodata } from "../helpers/helper-serializer.ts";

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
  const below = belowId === undefined ? undefined : lt(maids.id, belowId);
  const records = await listHelperRecords(db, and(...conditions, below), { limit });
  const biodata = await findBiodataOf(
    db,
    records.map((record) => record.maid.id),
  );
  return records.map((record) => ({
    ...record,
    biodata: biodata.get(record.maid.id) ?? emptyBiodata(),
  }));
}
