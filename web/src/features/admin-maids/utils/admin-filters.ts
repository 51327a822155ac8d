import { ageFromDob, availabilityOf } from "@maids/contract/derived.ts";
import {
  ADMIN_FILTER_LANGUAGES,
  AVAILABILITY,
  CATALOGUE_COUNTRIES,
  CATALOGUE_LANGUAGE_MATCHES,
  type CatalogueLanguage,
  EXPERIENCE_TYPES,
  MARITAL_STATUSES,
  RELIGIONS,
  SKILLS,
} from "@maids/contract/enums.ts";
import { ADMIN_FILTER_DEFAULTS } from "@maids/contract/limits.ts";
import type { AdminMaid } from "@maids/contract/maid.ts";
import type { Range } from "@/shared/range.ts";

export type { Range };
export type RangeKey = keyof typeof ADMIN_FILTER_DEFAULTS;

/** The list filters of SPEC.md section 9, with their options. */
export const ADMIN_FILTER_OPTIONS = {
  nationality: CATALOGUE_COUNTRIES,
  availability: AVAILABILITY,
  skills: SKILLS,
  languages: ADMIN_FILTER_LANGUAGES,
  type: EXPERIENCE_TYPES,
  marital: MARITAL_STATUSES,
  religion: RELIGIONS,
} as const;
/** Suppliers are options too, taken from the helpers (they are the agency's own data). */
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

export const RANGE_KEYS = Object.keys(ADMIN_FILTER_DEFAULTS) as RangeKey[];
export const OPTION_KEYS: OptionKey[] = [
  ...(Object.keys(ADMIN_FILTER_OPTIONS) as (keyof typeof ADMIN_FILTER_OPTIONS)[]),
  "supplier",
];

/** The suppliers to choose from: those of the listed helpers, and any already chosen. */
export function supplierOptions(maids: readonly AdminMaid[], chosen: readonly string[]): string[] {
  const names = new Set([...maids.map((maid) => maid.supplier), ...chosen]);
  return [...names].sort((a, b) => a.localeCompare(b, "en-SG", { sensitivity: "base" }));
}

export function isRangeChanged(filters: AdminFilters, key: RangeKey): boolean {
  const [low, high] = filters[key];
  return low !== ADMIN_FILTER_DEFAULTS[key].min || high !== ADMIN_FILTER_DEFAULTS[key].max;
}

/** The badge: one per chosen option and one per range moved off its default. */
export function activeFilterCount(filters: AdminFilters): number {
  const ranges = RANGE_KEYS.filter((key) => isRangeChanged(filters, key)).length;
  return OPTION_KEYS.reduce((count, key) => count + filters[key].length, ranges);
}

/**
 * Inclusive; a handle left at the end of its track sets no bound, so helpers outside the
 * track (a salary of 3000, a weight of 35) stay listed until the admin narrows that range.
 */
function inRange(value: number, key: RangeKey, [low, high]: Range): boolean {
  const limits = ADMIN_FILTER_DEFAULTS[key];
  return (low === limits.min || value >= low) && (high === limits.max || value <= high);
}

/** The filter says Mandarin where helper profiles say Chinese. */
const languageMatches = (language: string): readonly string[] =>
  CATALOGUE_LANGUAGE_MATCHES[language as CatalogueLanguage] ?? [language];

const anyOf = (chosen: readonly string[], values: readonly string[]) =>
  chosen.length === 0 || chosen.some((item) => values.includes(item));

function matchesRanges(maid: AdminMaid, filters: AdminFilters): boolean {
  const values: Record<RangeKey, number> = {
    age: ageFromDob(maid.DOB),
    height: maid.height,
    weight: maid.weight,
    salary: maid.salary,
    loan: maid.loan,
    children: maid.NumChildren,
  };
  return RANGE_KEYS.every((key) => inRange(values[key], key, filters[key]));
}

function matchesOptions(maid: AdminMaid, filters: AdminFilters): boolean {
  const languages = filters.languages.flatMap(languageMatches);
  return (
    anyOf(filters.nationality, [maid.country]) &&
    anyOf(filters.availability, [availabilityOf(maid.isEmployed)]) &&
    anyOf(filters.skills, maid.skills) &&
    anyOf(languages, maid.languages) &&
    anyOf(filters.type, maid.type) &&
    anyOf(filters.marital, [maid.maritalStatus]) &&
    anyOf(filters.religion, [maid.Religion]) &&
    anyOf(filters.supplier, [maid.supplier])
  );
}

/** The helpers the filters keep (SPEC.md section 9: applied to the loaded list). */
export function applyAdminFilters(maids: readonly AdminMaid[], filters: AdminFilters): AdminMaid[] {
  return maids.filter((maid) => matchesRanges(maid, filters) && matchesOptions(maid, filters));
}
