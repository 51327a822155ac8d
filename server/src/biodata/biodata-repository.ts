/**
 * biodata/: a helper's biodata (issue 13, ADR 0023): its storage (the `biodata` column of
 * maid_details, written with the helper's details), the biodata PDF and its routes.
 */
import { type AdminBiodata, biodataInputSchema, emptyBiodata } from "@maids/contract/biodata.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { maidDetails } from "../db/schema.ts";

/**
 * Stored biodata as the contract reads it: `{}` (a helper saved before biodata) and any
 * section left out read as empty; something the contract cannot read reads as empty too.
 */
export function readStoredBiodata(stored: unknown): AdminBiodata {
  const result = biodataInputSchema.safeParse(stored);
  return result.success ? result.data : emptyBiodata();
}

/** The helper's biodata; empty when she has none (or no details row). */
export async function findBiodata(db: Db, maidId: number): Promise<AdminBiodata> {
  const [row] = await db
    .select({ biodata: maidDetails.biodata })
    .from(maidDetails)
    .where(eq(maidDetails.maidId, maidId));
  return readStoredBiodata(row?.biodata);
}
