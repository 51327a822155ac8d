/**
 * biodata/: a helper's biodata (docs/product.md#biodata, ADR 0023): its storage (the `biodata` column of
 * maid_details, written with the helper's details), the biodata PDF and its routes.
 */
import { type AdminBiodata, emptyBiodata } from "@maids/contract/biodata.ts";
import { biodataInputSchema } from "@maids/contract/biodata-input.ts";
import { readStoredFields } from "@maids/contract/form-values.ts";
import { and, eq, exists, getTableName, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  interviewRequests,
  maidDetails,
  maids,
  placementCandidates,
  placementCases,
  recommendationMaids,
  recommendations,
} from "../db/schema.ts";

/**
 * Stored biodata as the contract reads it: `{}` (a helper saved before biodata) and any
 * section left out read as empty. Should a later rule refuse what was stored, each section
 * that still reads is kept and only the others read as empty, rather than failing her profile.
 */
export function readStoredBiodata(stored: unknown): AdminBiodata {
  return readStoredFields(biodataInputSchema, stored, BIODATA_SECTIONS);
}

const BIODATA_SECTIONS = Object.keys(emptyBiodata());

/** The helper's biodata; empty when she has none (or no details row). */
export async function findBiodata(db: Db, maidId: number): Promise<AdminBiodata> {
  const [row] = await db
    .select({ biodata: maidDetails.biodata })
    .from(maidDetails)
    .where(eq(maidDetails.maidId, maidId));
  return readStoredBiodata(row?.biodata);
}

/** The biodata of each of the helpers, by id (empty for one saved before biodata). */
export async function findBiodataOf(db: Db, maidIds: number[]): Promise<Map<number, AdminBiodata>> {
  if (maidIds.length === 0) return new Map();
  const rows = await db
    .select({ maidId: maidDetails.maidId, biodata: maidDetails.biodata })
    .from(maidDetails)
    .where(inArray(maidDetails.maidId, maidIds));
  return new Map(rows.map((row) => [row.maidId, readStoredBiodata(row.biodata)]));
}

/**
 * The tables `agencyEngagedAbout` reads. The catalogue reads them on every request to choose
 * which of its kept answers a viewer gets (with or without the medical history); nothing of
 * theirs is kept in an answer, so they need no catalogue-version trigger.
 */
export const ENGAGEMENT_TABLES = [
  recommendations,
  recommendationMaids,
  interviewRequests,
  placementCandidates,
  placementCases,
].map((table): string => getTableName(table));

/**
 * Whether the agency has engaged with this customer about this helper, so that they may see
 * her medical history (docs/product.md#biodata): she is among their recommendations, they
 * asked to interview her, or she is a candidate or the helper of a placement case of theirs.
 */
export async function agencyEngagedAbout(
  db: Db,
  customerId: number,
  maidId: number,
): Promise<boolean> {
  const one = { one: sql`1` };
  const recommended = db
    .select(one)
    .from(recommendationMaids)
    .innerJoin(recommendations, eq(recommendations.id, recommendationMaids.recommendationId))
    .where(and(eq(recommendations.customerId, customerId), eq(recommendationMaids.maidId, maidId)));
  const interviewAsked = db
    .select(one)
    .from(interviewRequests)
    .where(and(eq(interviewRequests.userId, customerId), eq(interviewRequests.maidId, maidId)));
  const candidate = db
    .select(one)
    .from(placementCandidates)
    .innerJoin(placementCases, eq(placementCases.id, placementCandidates.caseId))
    .where(and(eq(placementCases.customerId, customerId), eq(placementCandidates.maidId, maidId)));
  const placed = db
    .select(one)
    .from(placementCases)
    .where(and(eq(placementCases.customerId, customerId), eq(placementCases.maidId, maidId)));
  const rows = await db
    .select(one)
    .from(maids)
    .where(
      and(
        eq(maids.id, maidId),
        or(exists(recommended), exists(interviewAsked), exists(candidate), exists(placed)),
      ),
    );
  return rows.length > 0;
}
