import {
  BIODATA_LABELS,
  type CustomerBiodata,
  FOOD_HANDLING,
  ILLNESSES,
  SKILL_AREAS,
  type SkillArea,
  type SkillRow,
} from "@maids/contract/biodata.ts";
import type { CatalogueHelper, CustomerHelperProfile } from "@maids/contract/helper.ts";
import type { Fact } from "../components/fact-list.tsx";

/** Signed-in customers get the helper's biodata with her full profile; anonymous visitors never. */
export function hasBiodata(
  maid: CatalogueHelper | CustomerHelperProfile,
): maid is CustomerHelperProfile {
  return "biodata" in maid;
}

const joined = (items: readonly string[]) => items.join(", ");

/** Only the facts that hold something: an older helper's empty biodata shows none. */
const present = (facts: readonly Fact[]) =>
  facts.filter(({ value }) => typeof value !== "string" || value.trim() !== "");

export function personalFacts({ personal }: CustomerBiodata): Fact[] {
  const labels = BIODATA_LABELS.personal;
  return present([
    { label: labels.placeOfBirth, value: personal.placeOfBirth },
    { label: labels.repatriationPort, value: personal.repatriationPort },
    { label: labels.siblings, value: personal.siblings === null ? "" : String(personal.siblings) },
    { label: labels.childrenAges, value: joined(personal.childrenAges.map(String)) },
  ]);
}

/**
 * The illnesses answered yes, allergies, disabilities, diet and food handling; the medical
 * history only when the answer carries it (docs/product.md#biodata).
 */
export function medicalFacts({ medical }: CustomerBiodata): Fact[] {
  const labels = BIODATA_LABELS.medical;
  const ticked = medical.illnesses;
  const illnesses = ticked ? ILLNESSES.filter((illness) => ticked[illness]) : [];
  const foodHandling = FOOD_HANDLING.filter((food) => medical.foodHandling.includes(food));
  return present([
    {
      label: labels.illnesses,
      value: joined(illnesses.map((illness) => BIODATA_LABELS.illnesses[illness])),
    },
    { label: labels.otherIllnesses, value: medical.otherIllnesses ?? "" },
    { label: labels.allergies, value: medical.allergies ?? "" },
    { label: labels.physicalDisabilities, value: medical.physicalDisabilities ?? "" },
    { label: labels.dietaryRestrictions, value: medical.dietaryRestrictions },
    {
      label: labels.foodHandling,
      value: joined(foodHandling.map((food) => BIODATA_LABELS.foodHandling[food])),
    },
    { label: labels.foodHandlingOther, value: medical.foodHandlingOther },
  ]);
}

const isAnswered = (row: SkillRow) =>
  row.willing !== null ||
  row.experienced !== null ||
  row.assessment !== null ||
  row.assessorNote.trim() !== "";

export type AnsweredSkill = { area: SkillArea; row: SkillRow };

/** The skill areas with at least one answer, in the form's order. */
export function answeredSkills({ skills }: CustomerBiodata): AnsweredSkill[] {
  return SKILL_AREAS.map((area) => ({ area, row: skills[area] })).filter(({ row }) =>
    isAnswered(row),
  );
}
