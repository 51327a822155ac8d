import type { AdminMaidFilters, AdminMaidRange } from "@maids/contract/admin.ts";
import { spokenLanguagesOf } from "@maids/contract/enums.ts";
import { arrayOverlaps, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { maids } from "../db/schema.ts";
import { catalogueConditions } from "../maids/maid-repository.ts";
import { maidSearchCondition } from "./admin-maid-repository.ts";

/** The ranges the catalogue does not have, with the column each one bounds. */
const MEASURED_RANGES: [Exclude<AdminMaidRange, "age" | "salary">, PgColumn][] = [
  ["height", maids.heightCm],
  ["weight", maids.weightKg],
  ["loan", maids.loan],
  ["children", maids.numChildren],
];

function measuredRangeConditions(filters: AdminMaidFilters): SQL[] {
  return MEASURED_RANGES.flatMap(([range, column]) => {
    const low = filters[`${range}Min`];
    const high = filters[`${range}Max`];
    return [
      ...(low === undefined ? [] : [gte(column, low)]),
      ...(high === undefined ? [] : [lte(column, high)]),
    ];
  });
}

function optionConditions(filters: AdminMaidFilters): SQL[] {
  const { languages, availability, maritalStatus, religion, supplierId } = filters;
  const conditions: SQL[] = [];
  if (languages?.length) {
    conditions.push(arrayOverlaps(maids.languages, spokenLanguagesOf(languages)));
  }
  // Both availabilities chosen keep everyone, like none.
  if (availability?.length === 1) {
    conditions.push(eq(maids.isEmployed, availability[0] === "Employed"));
  }
  if (maritalStatus?.length) conditions.push(inArray(maids.maritalStatus, maritalStatus));
  if (religion?.length) conditions.push(inArray(maids.religion, religion));
  if (supplierId?.length) conditions.push(inArray(maids.supplierId, supplierId));
  return conditions;
}

/**
 * SQL conditions for the admin list: the search, then every filter (AND across filters, any
 * of a list's items); country, skills, types, salary and age as the catalogue applies them.
 */
export function adminMaidConditions(filters: AdminMaidFilters, today = new Date()): SQL[] {
  const { country, skills, types, salaryMin, salaryMax, ageMin, ageMax } = filters;
  const shared = { country, skills, types, salaryMin, salaryMax, ageMin, ageMax };
  const search = maidSearchCondition(filters.query);
  return [
    ...(search ? [search] : []),
    ...catalogueConditions(shared, today),
    ...measuredRangeConditions(filters),
    ...optionConditions(filters),
  ];
}
