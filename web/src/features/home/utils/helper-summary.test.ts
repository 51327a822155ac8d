import { describe, expect, it } from "vitest";
import { buildPublicHelper } from "@/testing/helper-factory.ts";
import { languageRatingText, shownSkills } from "./helper-summary.ts";

const ratings = (
  englishRating: number | null,
  chineseRating: number | null,
  dialectRating: number | null,
) =>
  buildPublicHelper({
    maidDetails: { description: "", restDay: 4, englishRating, chineseRating, dialectRating },
  });

describe("languageRatingText", () => {
  it.each([
    { given: [4, null, null], shown: "8/10" },
    { given: [4, 3, null], shown: "7/10" },
    { given: [5, 3, 3], shown: "7.3/10" },
    { given: [null, 2, 5], shown: "7/10" },
    { given: [0, null, null], shown: "0/10" },
    { given: [5, 5, 5], shown: "10/10" },
  ] as { given: [number | null, number | null, number | null]; shown: string }[])(
    "averages the ratings that are set: $given → $shown",
    ({ given, shown }) => {
      expect(languageRatingText(ratings(...given))).toBe(shown);
    },
  );

  it("shows N/A when no language is rated", () => {
    expect(languageRatingText(ratings(null, null, null))).toBe("N/A");
  });
});

describe("shownSkills", () => {
  it("keeps only the first three skills", () => {
    const maid = buildPublicHelper({ skills: ["Cooking", "Childcare", "Elderly Care", "Cat(s)"] });
    expect(shownSkills(maid)).toEqual(["Cooking", "Childcare", "Elderly Care"]);
  });

  it("says 'General housekeeping' when the helper lists no skill", () => {
    expect(shownSkills(buildPublicHelper({ skills: [] }))).toEqual(["General housekeeping"]);
  });
});
