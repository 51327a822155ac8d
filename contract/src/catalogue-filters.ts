import { z } from "zod";
import { CATALOGUE_COUNTRIES, CATALOGUE_LANGUAGES, EXPERIENCE_TYPES, SKILLS } from "./enums.ts";
import { CATALOGUE_AGE_RANGE, CATALOGUE_SALARY_RANGE } from "./limits.ts";

/**
 * Catalogue filters as query parameters, shared by the API and the web
 * address bar (so a filtered view can be bookmarked and shared). Lists are
 * comma-separated or repeated; each range bound is sent only when its handle
 * has left the default, so a bound left alone filters nothing. `availableBy` is a day
 * (YYYY-MM-DD): helpers who can start on or before it.
 */
export const CATALOGUE_FILTER_PARAMS = {
  country: "country",
  skills: "skills",
  languages: "languages",
  types: "types",
  salaryMin: "salaryMin",
  salaryMax: "salaryMax",
  ageMin: "ageMin",
  ageMax: "ageMax",
  availableBy: "availableBy",
} as const;

/** The items of a comma-separated or repeated parameter, trimmed, each once. */
export function listItems(value: unknown): unknown[] {
  const items = (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
    .map((item) => (typeof item === "string" ? item.trim() : item))
    .filter((item) => item !== "");
  return [...new Set(items)];
}

export function listParam<const Options extends readonly [string, ...string[]]>(
  name: string,
  options: Options,
) {
  return z
    .preprocess(
      listItems,
      z.array(z.enum(options, { error: `${name} must be one of: ${options.join(", ")}` })),
    )
    .optional()
    .describe(`Any of: ${options.join(", ")}. Comma-separated or repeated.`);
}

export function boundParam(name: string, limits: { min: number; max: number }) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(limits.min, { error: `${name} must be at least ${limits.min}` })
    .max(limits.max, { error: `${name} must be at most ${limits.max}` })
    .optional();
}

/** A day on the calendar, YYYY-MM-DD (no 30 February); the error names the parameter. */
function dayParam(name: string) {
  return z.iso.date({ error: `${name} must be a real date written YYYY-MM-DD` }).optional();
}

const SALARY_BOUNDS = { min: 0, max: 100_000 };
const AGE_BOUNDS = { min: 0, max: 120 };

/** The filter parameters, to extend a query schema with. */
export const catalogueFilterShape = {
  country: listParam("country", CATALOGUE_COUNTRIES),
  skills: listParam("skills", SKILLS),
  languages: listParam("languages", CATALOGUE_LANGUAGES),
  types: listParam("types", EXPERIENCE_TYPES),
  salaryMin: boundParam("salaryMin", SALARY_BOUNDS).describe(
    "Lowest monthly salary in dollars, inclusive.",
  ),
  salaryMax: boundParam("salaryMax", SALARY_BOUNDS).describe(
    "Highest monthly salary in dollars, inclusive.",
  ),
  ageMin: boundParam("ageMin", AGE_BOUNDS).describe("Youngest age in full years, inclusive."),
  ageMax: boundParam("ageMax", AGE_BOUNDS).describe("Oldest age in full years, inclusive."),
  availableBy: dayParam("availableBy").describe(
    "A day, YYYY-MM-DD: helpers who can start work on or before it (those without an " +
      "available-from day, who can start now, and those whose day is on or before it).",
  ),
};

/**
 * Each named range's low bound (`<name>Min`) may not pass its high bound (`<name>Max`); the
 * error names the low bound.
 */
export function withOrderedBounds<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  ranges: readonly string[],
) {
  return schema.superRefine((values, context) => {
    for (const range of ranges) {
      const [low, high] = [values[`${range}Min`], values[`${range}Max`]];
      if (typeof low === "number" && typeof high === "number" && low > high) {
        context.addIssue({
          code: "custom",
          message: `${range}Min must not be above ${range}Max`,
          path: [`${range}Min`],
        });
      }
    }
  });
}

/** A range's low bound may not pass its high bound. */
export function withOrderedRanges<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
) {
  return withOrderedBounds(schema, ["salary", "age"]);
}

export const catalogueFiltersSchema = withOrderedRanges(z.object(catalogueFilterShape));
export type CatalogueFilters = z.infer<typeof catalogueFiltersSchema>;

/** The filter panel's state; ranges always hold both handles. */
export interface CatalogueFilterState {
  country: string[];
  skills: string[];
  languages: string[];
  types: string[];
  salary: [number, number];
  age: [number, number];
  /** "Can start by": a day (YYYY-MM-DD), or null for any. */
  availableBy: string | null;
}

export const DEFAULT_CATALOGUE_FILTERS: CatalogueFilterState = {
  country: [],
  skills: [],
  languages: [],
  types: [],
  salary: [CATALOGUE_SALARY_RANGE.min, CATALOGUE_SALARY_RANGE.max],
  age: [CATALOGUE_AGE_RANGE.min, CATALOGUE_AGE_RANGE.max],
  availableBy: null,
};

const LIST_KEYS = ["country", "skills", "languages", "types"] as const;

/**
 * 'Clear All' counts 1 per non-default range, 1 for a "can start by" day, plus each selected
 * item (docs/product.md#catalogue).
 */
export function activeFilterCount(state: CatalogueFilterState): number {
  const ranges = (["salary", "age"] as const).filter((key) => {
    const [low, high] = state[key];
    const [defaultLow, defaultHigh] = DEFAULT_CATALOGUE_FILTERS[key];
    return low !== defaultLow || high !== defaultHigh;
  }).length;
  const day = state.availableBy === null ? 0 : 1;
  return ranges + day + LIST_KEYS.reduce((sum, key) => sum + state[key].length, 0);
}

/** Query parameters for a filter state; defaults are left out. */
export function filtersToParams(state: CatalogueFilterState): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of LIST_KEYS) if (state[key].length > 0) params[key] = state[key].join(",");
  const bounds = [
    ["salaryMin", state.salary[0], DEFAULT_CATALOGUE_FILTERS.salary[0]],
    ["salaryMax", state.salary[1], DEFAULT_CATALOGUE_FILTERS.salary[1]],
    ["ageMin", state.age[0], DEFAULT_CATALOGUE_FILTERS.age[0]],
    ["ageMax", state.age[1], DEFAULT_CATALOGUE_FILTERS.age[1]],
  ] as const;
  for (const [name, value, fallback] of bounds)
    if (value !== fallback) params[name] = String(value);
  if (state.availableBy !== null) params.availableBy = state.availableBy;
  return params;
}

function clamp(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  return Math.min(Math.max(value, min), max);
}

/** The part of URLSearchParams read here. */
interface SearchParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/**
 * The panel state for query parameters (e.g. a bookmarked address). Values
 * the panel cannot show are dropped or brought into its range, never an error.
 */
export function filtersFromParams(params: SearchParams): CatalogueFilterState {
  const list = (name: (typeof LIST_KEYS)[number], options: readonly string[]) =>
    [...new Set(params.getAll(name).flatMap((value) => value.split(",")))].filter((item) =>
      options.includes(item),
    );
  const number = (name: string) => {
    const value = params.get(name);
    const parsed = value === null ? Number.NaN : Number(value);
    return Number.isInteger(parsed) ? parsed : undefined;
  };
  const range = (
    min: string,
    max: string,
    limits: { min: number; max: number; step: number },
  ): [number, number] => {
    const low = clamp(number(min), limits.min, limits.min, limits.max - limits.step);
    const high = clamp(number(max), limits.max, low + limits.step, limits.max);
    return [low, high];
  };
  return {
    country: list("country", CATALOGUE_COUNTRIES),
    skills: list("skills", SKILLS),
    languages: list("languages", CATALOGUE_LANGUAGES),
    types: list("types", EXPERIENCE_TYPES),
    salary: range("salaryMin", "salaryMax", CATALOGUE_SALARY_RANGE),
    age: range("ageMin", "ageMax", CATALOGUE_AGE_RANGE),
    availableBy: catalogueFilterShape.availableBy.safeParse(params.get("availableBy")).data ?? null,
  };
}
