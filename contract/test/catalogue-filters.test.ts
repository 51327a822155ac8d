import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  CATALOGUE_FILTER_PARAMS,
  type CatalogueFilterState,
  catalogueFiltersSchema,
  DEFAULT_CATALOGUE_FILTERS,
  filtersFromParams,
  filtersToParams,
} from "../src/catalogue-filters.ts";

/** Query parameters as filtersFromParams reads them (URLSearchParams is not in the contract's types). */
function searchParams(values: Record<string, string>) {
  return {
    get: (name: string) => values[name] ?? null,
    getAll: (name: string) => (name in values ? [values[name] as string] : []),
  };
}

const messagesOf = (query: Record<string, unknown>) => {
  const result = catalogueFiltersSchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("availableBy, the day a helper can start by", () => {
  it("takes a day written YYYY-MM-DD", () => {
    expect(catalogueFiltersSchema.parse({ availableBy: "2027-03-01" })).toEqual({
      availableBy: "2027-03-01",
    });
    expect(catalogueFiltersSchema.parse({ availableBy: "2028-02-29" }).availableBy).toBe(
      "2028-02-29",
    );
    expect(catalogueFiltersSchema.parse({})).toEqual({});
  });

  it.each(["2027-02-30", "2027-13-01", "01/03/2027", "tomorrow", ""])(
    "refuses %j with a message naming the parameter",
    (availableBy) => {
      expect(messagesOf({ availableBy })).toEqual([
        "availableBy must be a real date written YYYY-MM-DD",
      ]);
    },
  );

  it("is a filter parameter, none by default, and counts as one active filter when set", () => {
    expect(CATALOGUE_FILTER_PARAMS.availableBy).toBe("availableBy");
    expect(DEFAULT_CATALOGUE_FILTERS.availableBy).toBeNull();
    expect(activeFilterCount(DEFAULT_CATALOGUE_FILTERS)).toBe(0);
    const state = { ...DEFAULT_CATALOGUE_FILTERS, availableBy: "2027-03-01" };
    expect(activeFilterCount(state)).toBe(1);
    expect(activeFilterCount({ ...state, country: ["Indonesia", "Myanmar"] })).toBe(3);
  });
});

describe("filtersToParams and filtersFromParams with a day", () => {
  const state: CatalogueFilterState = {
    ...DEFAULT_CATALOGUE_FILTERS,
    country: ["Indonesia"],
    salary: [600, DEFAULT_CATALOGUE_FILTERS.salary[1]],
    availableBy: "2027-03-01",
  };

  it("writes the day after the lists and the bounds, one address for one choice", () => {
    expect(Object.entries(filtersToParams(state))).toEqual([
      ["country", "Indonesia"],
      ["salaryMin", "600"],
      ["availableBy", "2027-03-01"],
    ]);
    expect(filtersToParams(DEFAULT_CATALOGUE_FILTERS)).toEqual({});
    expect(filtersToParams({ ...state, availableBy: null })).not.toHaveProperty("availableBy");
  });

  it("reads back what it wrote", () => {
    expect(filtersFromParams(searchParams(filtersToParams(state)))).toEqual(state);
  });

  it.each(["2027-02-30", "soon", ""])(
    "drops a day the panel cannot show (%j) instead of failing",
    (availableBy) => {
      const params = searchParams({ country: "Indonesia", availableBy });
      expect(filtersFromParams(params)).toEqual({
        ...DEFAULT_CATALOGUE_FILTERS,
        country: ["Indonesia"],
      });
    },
  );
});
