import { describe, expect, it } from "vitest";
import { buildAdminMaid } from "../testing/admin-maid-factory.ts";
import {
  activeFilterCount,
  applyAdminFilters,
  DEFAULT_ADMIN_FILTERS,
  supplierOptions,
} from "./admin-filters.ts";

const today = new Date();
/** A date of birth that makes a helper exactly `age` today. */
const bornYearsAgo = (age: number) => `${today.getUTCFullYear() - age}-01-01`;

describe("supplierOptions", () => {
  it("lists each supplier of the helpers once, by name in any case, keeping those chosen", () => {
    const maids = ["manila Care", "Jakarta Prima", "manila Care"].map((supplier) =>
      buildAdminMaid({ supplier }),
    );
    expect(supplierOptions(maids, ["Yangon Lotus"])).toEqual([
      "Jakarta Prima",
      "manila Care",
      "Yangon Lotus",
    ]);
  });
});

describe("applyAdminFilters", () => {
  it("keeps the helpers of the chosen suppliers", () => {
    const manila = buildAdminMaid({ supplier: "Manila Care" });
    const jakarta = buildAdminMaid({ supplier: "Jakarta Prima" });
    const filters = { ...DEFAULT_ADMIN_FILTERS, supplier: ["Manila Care"] };
    expect(applyAdminFilters([manila, jakarta], filters)).toEqual([manila]);
    expect(activeFilterCount(filters)).toBe(1);
  });

  it("keeps every helper with the defaults, even outside the tracks", () => {
    const maids = [
      buildAdminMaid({ salary: 300, weight: 35 }),
      buildAdminMaid({ salary: 4000, loan: 20000, NumChildren: 12 }),
    ];
    expect(applyAdminFilters(maids, DEFAULT_ADMIN_FILTERS)).toEqual(maids);
  });

  it("applies ranges inclusively at both ends", () => {
    const maids = [500, 550, 600, 650].map((salary) => buildAdminMaid({ salary }));
    const kept = applyAdminFilters(maids, { ...DEFAULT_ADMIN_FILTERS, salary: [550, 600] });
    expect(kept.map(({ salary }) => salary)).toEqual([550, 600]);
  });

  it("reads the age from the date of birth", () => {
    const maids = [25, 30, 40].map((age) => buildAdminMaid({ DOB: bornYearsAgo(age) }));
    const kept = applyAdminFilters(maids, { ...DEFAULT_ADMIN_FILTERS, age: [26, 40] });
    expect(kept).toEqual(maids.slice(1));
  });

  it("matches a list filter when any chosen value is present, Mandarin meaning Chinese", () => {
    const chinese = buildAdminMaid({ languages: ["English", "Chinese"] });
    const tamil = buildAdminMaid({ languages: ["Tamil"] });
    const malay = buildAdminMaid({ languages: ["Malay"] });
    const kept = applyAdminFilters([chinese, tamil, malay], {
      ...DEFAULT_ADMIN_FILTERS,
      languages: ["Mandarin", "Tamil"],
    });
    expect(kept).toEqual([chinese, tamil]);
  });

  it("combines filters with AND", () => {
    const match = buildAdminMaid({
      Religion: "Muslim",
      maritalStatus: "Married",
      type: ["Transfer"],
    });
    const other = buildAdminMaid({
      Religion: "Muslim",
      maritalStatus: "Single",
      type: ["Transfer"],
    });
    const kept = applyAdminFilters([match, other], {
      ...DEFAULT_ADMIN_FILTERS,
      religion: ["Muslim"],
      marital: ["Married", "Widowed"],
      type: ["Transfer"],
    });
    expect(kept).toEqual([match]);
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
});
