/**
 * biodata/: a helper's biodata (docs/product.md#biodata, ADR 0023): its storage (the `biodata` column of
 * maid_details, written with the helper's details), the biodata PDF and its routes.
 */
import { type AdminBiodata, emptyBiodata } from "@maids/contract/biodata.ts";
import { biodataInputSchema } from "@maids/contract/biodata-input.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { maidDetails } from "../db/schema.ts";

/**
 * Stored biodata as the contract reads it: `{}` (a helper saved before biodata) and any
 * section left out read as empty. Should a later rule refuse what was stored, each section
 * that still reads is kept and only the others read as empty, rather than failing her profile.
 */
export function readStoredBiodata(stored: unknown): AdminBiodata {
  const whole = biodataInputSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const sections = typeof stored === "object" && stored !== null ? stored : {};
  const empty = emptyBiodata();
  const readable = (Object.keys(empty) as (keyof AdminBiodata)[]).filter(
    (section) =>
      biodataInputSchema.safeParse({ [section]: sections[section as keyof typeof sections] })
        .success,
  );
  return biodataInputSchema.parse(
    Object.fromEntries(
      readable.map((section) => [section, sections[section as keyof typeof sections]]),
    ),
  );
}

/** The helper's biodata; empty when she has none (or no details row). */
export async function findBiodata(db: Db, maidId: number): Promise<AdminBiodata> {
  const [row] = await db
    .select({ biodata: maidDetails.biodata })
    .from(maidDetails)
    .where(eq(maidDetails.maidId, maidId));
  return readStoredBiodata(row?.biodata);
}
