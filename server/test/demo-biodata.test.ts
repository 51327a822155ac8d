import { emptyBiodata } from "@maids/contract/biodata.ts";
import { biodataInputSchema } from "@maids/contract/biodata-input.ts";
import { describe, expect, it } from "vitest";
import { withDemoBiodata } from "../src/demo/demo-biodata.ts";
import { buildDemoHelpers } from "../src/demo/demo-helpers.ts";

const helpers = withDemoBiodata(buildDemoHelpers());
const biodataOf = (helper: (typeof helpers)[number]) => helper.details.biodata;

describe("demo biodata", () => {
  it("is the same on every call and leaves the helpers themselves as they were", () => {
    expect(withDemoBiodata(buildDemoHelpers())).toEqual(helpers);
    const plain = buildDemoHelpers();
    helpers.forEach((helper, index) => {
      const { details: _, employment: __, ...rest } = helper;
      const { details: ___, employment: ____, ...original } = plain[index] ?? helper;
      expect(rest).toEqual(original);
    });
  });

  it("gives most helpers biodata the form would accept, and leaves some without", () => {
    const withBiodata = helpers.filter((helper) => biodataOf(helper) !== undefined);
    expect(withBiodata.length).toBeGreaterThan(helpers.length * 0.7);
    expect(withBiodata.length).toBeLessThan(helpers.length);
    for (const helper of withBiodata) {
      const biodata = biodataOf(helper);
      expect(biodataInputSchema.parse(biodata), helper.name).toEqual(biodata);
      expect(biodata).not.toEqual(emptyBiodata());
      expect(biodata?.personal.childrenAges).toHaveLength(helper.numChildren);
    }
  });

  it("varies from helper to helper", () => {
    const distinct = (values: unknown[]) =>
      new Set(values.map((value) => JSON.stringify(value))).size;
    const biodata = helpers.flatMap((helper) => biodataOf(helper) ?? []);
    expect(distinct(biodata.map((item) => item.personal.homeAddress))).toBeGreaterThan(10);
    expect(distinct(biodata.map((item) => item.skills))).toBe(biodata.length);
    expect(distinct(biodata.map((item) => item.interview))).toBeGreaterThan(3);
    expect(distinct(biodata.map((item) => item.eaPersonnelNumber))).toBeGreaterThan(1);
    const feedback = helpers.flatMap((helper) => helper.employment.map((entry) => entry.feedback));
    expect(distinct(feedback)).toBeGreaterThan(3);
  });
});
