import { biodataSkillsSchema, emptyBiodata } from "@maids/contract/biodata.ts";
import type { CatalogueFilters } from "@maids/contract/catalogue-filters.ts";
import type { HelperFacts, PastJob } from "@maids/contract/matching.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { readStoredBiodata } from "../biodata/biodata-repository.ts";
import type { Db } from "../db/database.ts";
import { employmentEntries, maidDetails, maids } from "../db/schema.ts";
import {
  catalogueConditions,
  isPublicHelper,
  listHelperRecords,
  type StoredHelperRecord,
} from "../helpers/helper-repository.ts";

/**
 * What the ranking reads of every public helper (contract `HelperFacts`, with `full`): her card's
 * fields, her past jobs and her biodata's skills; never her medical history. Three queries.
 */
export async function loadPublicHelperFacts(db: Db): Promise<HelperFacts[]> {
  const rows = await db
    .select({
      id: maids.id,
      salary: maids.salary,
      dateOfBirth: maids.dateOfBirth,
      skills: maids.skills,
      languages: maids.languages,
      types: maids.types,
      availableFrom: maids.availableFrom,
      restDays: maidDetails.restDays,
      description: maidDetails.description,
      english: maidDetails.englishRating,
      chinese: maidDetails.chineseRating,
      dialect: maidDetails.dialectRating,
      skillAreas: sql<unknown>`${maidDetails.biodata} -> 'skills'`,
    })
    .from(maids)
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(isPublicHelper)
    .orderBy(asc(maids.id));
  const jobs = await pastJobsOfPublicHelpers(db);
  return rows.map((row) => ({
    id: row.id,
    salary: row.salary,
    dateOfBirth: row.dateOfBirth,
    restDays: row.restDays ?? 0,
    skills: row.skills,
    languages: row.languages,
    types: row.types,
    ratings: { english: row.english, chinese: row.chinese, dialect: row.dialect },
    availableFrom: row.availableFrom,
    description: row.description ?? "",
    full: {
      jobs: jobs.get(row.id) ?? [],
      skillAreas: storedSkills(row.skillAreas),
    },
  }));
}

const NO_SKILLS = emptyBiodata().skills;

/**
 * Her biodata's skills as stored (the form's schema wrote them); read by the stored shape first,
 * which is quick for thousands, and by the form's rules only when that fails.
 */
function storedSkills(stored: unknown) {
  if (stored === null || stored === undefined) return NO_SKILLS;
  const parsed = biodataSkillsSchema.safeParse(stored);
  return parsed.success ? parsed.data : readStoredBiodata({ skills: stored }).skills;
}

async function pastJobsOfPublicHelpers(db: Db): Promise<Map<number, PastJob[]>> {
  const rows = await db
    .select({
      helperId: employmentEntries.maidId,
      country: employmentEntries.country,
      startDate: employmentEntries.startDate,
      endDate: employmentEntries.endDate,
      mainJobScope: employmentEntries.mainJobScope,
    })
    .from(employmentEntries)
    .innerJoin(maids, eq(maids.id, employmentEntries.maidId))
    .where(isPublicHelper)
    .orderBy(asc(employmentEntries.maidId), asc(employmentEntries.position));
  const byHelper = new Map<number, PastJob[]>();
  for (const { helperId, ...job } of rows) {
    const list = byHelper.get(helperId) ?? [];
    list.push(job);
    byHelper.set(helperId, list);
  }
  return byHelper;
}

/** The public helpers the catalogue's filters let through, as a set of ids. */
export async function publicHelperIdsMatching(
  db: Db,
  filters: CatalogueFilters,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: maids.id })
    .from(maids)
    .where(and(isPublicHelper, ...catalogueConditions(filters)));
  return new Set(rows.map(({ id }) => id));
}

/** These public helpers' records, in the order of `ids`. */
export async function publicHelpersByIds(db: Db, ids: number[]): Promise<StoredHelperRecord[]> {
  if (ids.length === 0) return [];
  const records = await listHelperRecords(db, and(isPublicHelper, inArray(maids.id, ids)));
  const byId = new Map(records.map((record) => [record.maid.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
