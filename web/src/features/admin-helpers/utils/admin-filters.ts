import type { AdminHelperFilters } from "@maids/contract/admin.ts";
import {
  ADMIN_FILTER_LANGUAGES,
  AVAILABILITY,
  CATALOGUE_COUNTRIES,
  EXPERIENCE_TYPES,
  MARITAL_STATUSES,
  RELIGIONS,
  SKILLS,
} from "@maids/contract/enums.ts";
import type { Range } from "@/shared/range.ts";
import { ADMIN_FILTER_DEFAULTS } from "@/shared/ui-limits.ts";

export type { Range };
export type RangeKey = keyof typeof ADMIN_FILTER_DEFAULTS;

/** The list filters (docs/product.md#helper-management), with their options. */
export const ADMIN_FILTER_OPTIONS = {
  nationality: CATALOGUE_COUNTRIES,
  availability: AVAILABILITY,
  skills: SKILLS,
  languages: ADMIN_FILTER_LANGUAGES,
  type: EXPERIENCE_TYPES,
  marital: MARITAL_STATUSES,
  religion: RELIGIONS,
} as const;
/** Suppliers are options too, by id, offered from the suppliers table (the agency's own data). */
export type OptionKey = keyof typeof ADMIN_FILTER_OPTIONS | "supplier";

export type AdminFilters = Record<RangeKey, Range> & Record<OptionKey, readonly string[]>;

const defaultRange = (key: RangeKey): Range => [
  ADMIN_FILTER_DEFAULTS[key].min,
  ADMIN_FILTER_DEFAULTS[key].max,
];

export const DEFAULT_ADMIN_FILTERS: AdminFilters = {
  age: defaultRange("age"),
  height: defaultRange("height"),
  weight: defaultRange("weight"),
  salary: defaultRange("salary"),
  loan: defaultRange("loan"),
  children: defaultRange("children"),
  nationality: [],
  availability: [],
  skills: [],
  languages: [],
  type: [],
  marital: [],
  religion: [],
  supplier: [],
};

const RANGE_KEYS = Object.keys(ADMIN_FILTER_DEFAULTS) as RangeKey[];
const OPTION_KEYS: OptionKey[] = [
  ...(Object.keys(ADMIN_FILTER_OPTIONS) as (keyof typeof ADMIN_FILTER_OPTIONS)[]),
  "supplier",
];

function isRangeChanged(filters: AdminFilters, key: RangeKey): boolean {
  const [low, high] = filters[key];
  return low !== ADMIN_FILTER_DEFAULTS[key].min || high !== ADMIN_FILTER_DEFAULTS[key].max;
}

/** The badge: one per chosen option and one per range moved off its default. */
export function activeFilterCount(filters: AdminFilters): number {
  const ranges = RANGE_KEYS.filter((key) => isRangeChanged(filters, key)).length;
  return OPTION_KEYS.reduce((count, key) => count + filters[key].length, ranges);
}

/** The query parameter of each option filter (named as the catalogue names those it shares). */
const OPTION_PARAMS: Record<OptionKey, keyof AdminHelperFilters> = {
  nationality: "country",
  availability: "availability",
  skills: "skills",
  languages: "languages",
  type: "types",
  marital: "maritalStatus",
  religion: "religion",
  supplier: "supplierId",
};

/**
 * Query parameters of GET /api/admin/maids/page for the search and the filters. A range
 * sends a bound only once its handle has left the end of its track, so helpers outside the
 * track (a salary of 3000, a weight of 35) stay listed until the admin narrows that range.
 */
export function adminListParams(search: string, filters: AdminFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (search) params.query = search;
  for (const key of OPTION_KEYS) {
    if (filters[key].length > 0) params[OPTION_PARAMS[key]] = filters[key].join(",");
  }
  for (const key of RANGE_KEYS) {
    const [low, high] = filters[key];
    if (low !== ADMIN_FILTER_DEFAULTS[key].min) params[`${key}Min`] = String(low);
    if (high !== ADMIN_FILTER_DEFAULTS[key].max) params[`${key}Max`] = String(high);
  }
  return params;
}
