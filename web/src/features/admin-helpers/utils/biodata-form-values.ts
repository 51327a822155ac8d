import {
  type AdminBiodata,
  emptyBiodata,
  type FoodHandling,
  type Illness,
  type InterviewMode,
  SKILL_AREAS,
  type SkillArea,
  type SkillRow,
} from "@maids/contract/biodata.ts";

/** One skill area as the form holds it: answers as chosen, years as typed. */
type SkillFormRow = Omit<SkillRow, "experienceYears"> & { experienceYears: string };

/** The biodata as the helper form holds it: numbers and the children's ages as typed. */
export type BiodataFormValues = {
  personal: {
    placeOfBirth: string;
    homeAddress: string;
    repatriationPort: string;
    homeContactNumber: string;
    siblings: string;
    /** "3, 7" */
    childrenAges: string;
  };
  medical: {
    allergies: string;
    illnesses: Record<Illness, boolean>;
    otherIllnesses: string;
    physicalDisabilities: string;
    dietaryRestrictions: string;
    foodHandling: FoodHandling[];
    foodHandlingOther: string;
  };
  skills: Record<SkillArea, SkillFormRow>;
  interview: InterviewMode[];
  eaPersonnelNumber: string;
};

const typed = (value: number | null) => (value === null ? "" : String(value));

/** A helper's stored biodata in the form; an older helper's reads as the empty one. */
export function biodataToFormValues(biodata: AdminBiodata): BiodataFormValues {
  const { personal, medical, skills } = biodata;
  return {
    personal: {
      ...personal,
      siblings: typed(personal.siblings),
      childrenAges: personal.childrenAges.join(", "),
    },
    medical: {
      ...medical,
      illnesses: { ...medical.illnesses },
      foodHandling: [...medical.foodHandling],
    },
    skills: Object.fromEntries(
      SKILL_AREAS.map((area) => [
        area,
        { ...skills[area], experienceYears: typed(skills[area].experienceYears) },
      ]),
    ) as Record<SkillArea, SkillFormRow>,
    interview: [...biodata.interview],
    eaPersonnelNumber: biodata.eaPersonnelNumber,
  };
}

export const emptyBiodataForm = () => biodataToFormValues(emptyBiodata());
