import { describe, expect, it } from "vitest";
import { activeFilterCount, adminListParams, DEFAULT_ADMIN_FILTERS } from "./admin-filters.ts";

describe("adminListParams", () => {
  it("sends nothing for the defaults, so helpers outside every track stay listed", () => {
    expect(adminListParams("", DEFAULT_ADMIN_FILTERS)).toEqual({});
  });

  it("sends the search and each chosen option list under the API's names", () => {
    expect(
      adminListParams("Siti", {
        ...DEFAULT_ADMIN_FILTERS,
        nationality: ["Indonesia", "Myanmar"],
        availability: ["Available"],
        skills: ["Cooking"],
        languages: ["Mandarin", "Tamil"],
        type: ["Transfer"],
        marital: ["Married", "Widowed"],
        religion: ["Muslim"],
        supplier: ["3", "7"],
      }),
    ).toEqual({
      query: "Siti",
      country: "Indonesia,Myanmar",
      availability: "Available",
      skills: "Cooking",
      languages: "Mandarin,Tamil",
      types: "Transfer",
      maritalStatus: "Married,Widowed",
      religion: "Muslim",
      supplierId: "3,7",
    });
  });

  it("sends only the bounds whose handle left the end of its track", () => {
    expect(
      adminListParams("", {
        ...DEFAULT_ADMIN_FILTERS,
        salary: [550, 2000],
        age: [1, 40],
        height: [150, 170],
        weight: [50, 200],
        loan: [0, 2000],
        children: [1, 10],
      }),
    ).toEqual({
      salaryMin: "550",
      ageMax: "40",
      heightMin: "150",
      heightMax: "170",
      weightMin: "50",
      loanMax: "2000",
      childrenMin: "1",
    });
  });
});

describe("activeFilterCount", () => {
  it("counts each chosen option and each range off its default", () => {
    expect(activeFilterCount(DEFAULT_ADMIN_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_ADMIN_FILTERS,
        nationality: ["Indonesia", "Myanmar"],
        skills: ["Cooking"],
        salary: [400, 1500],
        age: [18, 65],
      }),
    ).toBe(5);
  });

  it("counts a chosen supplier", () => {
    expect(activeFilterCount({ ...DEFAULT_ADMIN_FILTERS, supplier: ["3"] })).toBe(1);
  });
});
