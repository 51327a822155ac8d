import type { MatchLevel } from "@maids/contract/matching.ts";

/** Texts of a helper's fit to a family's requirements, wherever it shows. */
export const MATCHING_TEXTS = {
  fitsTitle: "Helpers who fit your needs",
  fitsIntro: "Ranked against your requirements: what each helper meets, from her record.",
  agencysPick: "Recommended by the agency",
  why: "Why",
  whyTitle: (name: string) => `How ${name} fits your needs`,
  whyIntro:
    "Each requirement you gave, compared with her record. Met counts 2 points, partly met 1; a must-have she does not meet leaves her out.",
  points: (points: number, maxPoints: number) => `${points} of ${maxPoints} points`,
  mustHave: "Must-have",
  close: "Close",
  levels: { met: "Met", partly: "Partly met", notMet: "Not met" } satisfies Record<
    MatchLevel,
    string
  >,
  noRequirementsTitle: "Tell us what your family needs",
  noRequirementsHint:
    "Fill in your household, the work and your budget on your profile, and we rank our helpers for you with the reasons.",
  fillRequirements: "Fill in your requirements",
  editRequirements: "Change your requirements",
  noFits: "No helper meets your must-haves at the moment. Try fewer must-haves.",
  loading: "Ranking helpers for your family",
  more: "Show more",
  staff: {
    title: (name: string) => `How helpers fit ${name}'s needs`,
    requirementsTitle: "Their requirements",
    noRequirements:
      "This customer has not given requirements yet. They fill them in on their profile; you can rank helpers once they have.",
    rankingTitle: "Best fit first",
    recommend: (name: string) => `Recommend ${name}`,
    putForward: (name: string) => `${name} is a candidate`,
    loadFailed: "The ranking could not be loaded.",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous",
    next: "Next",
  },
} as const;
