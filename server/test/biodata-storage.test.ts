import { emptyBiodata } from "@maids/contract/biodata.ts";
import { describe, expect, it } from "vitest";
import { readStoredBiodata } from "../src/biodata/biodata-repository.ts";
import { plantedBiodata } from "./support/biodata.ts";

describe("readStoredBiodata", () => {
  it("reads what the contract wrote, and nothing, {} or missing sections as empty", () => {
    expect(readStoredBiodata(plantedBiodata())).toEqual(plantedBiodata());
    for (const stored of [undefined, null, {}, "text"]) {
      expect(readStoredBiodata(stored)).toEqual(emptyBiodata());
    }
    const { medical } = plantedBiodata();
    expect(readStoredBiodata({ medical })).toEqual({ ...emptyBiodata(), medical });
  });

  it("keeps the sections that still read when another no longer does", () => {
    const stored = { ...plantedBiodata(), eaPersonnelNumber: "no longer valid" };
    expect(readStoredBiodata(stored)).toEqual({ ...plantedBiodata(), eaPersonnelNumber: "" });
  });
});
