import { type AdminBiodata, emptyBiodata, SKILL_AREAS } from "@maids/contract/biodata.ts";
import type { NewHelper } from "../../src/helpers/helper-repository.ts";

/** A helper as the Add Maid form sends her, without biodata. */
export const HELPER_FORM = {
  name: "Siti Rahayu",
  country: "Indonesia",
  DOB: "1992-04-03",
  Religion: "Muslim",
  salary: 650,
  height: 158,
  weight: 50,
  loan: 0,
  skills: ["Cooking"],
  languages: ["English"],
  type: ["Ex-Singapore"],
  supplier: "ID-2",
  maritalStatus: "Married",
  maidDetails: { description: "Gentle and organised.", restDay: 4 },
};

/** Planted in the fields only administrators may see: no other answer may carry them. */
export const ADMIN_ONLY_SECRETS = {
  homeAddress: "Secret-Home-Address-Q7",
  homeContactNumber: "+63 917 4242 9999",
} as const;

/** Planted in the fields signed-in customers may see, and anonymous visitors never. */
export const CUSTOMER_SECRETS = {
  placeOfBirth: "Secret-Birthplace-K3",
  repatriationPort: "Secret-Port-M5",
  allergies: "Secret-Allergy-P2",
  otherIllnesses: "Secret-Illness-W6",
  physicalDisabilities: "Secret-Disability-D1",
  dietaryRestrictions: "Secret-Diet-H8",
  foodHandlingOther: "Secret-Food-Handling-J4",
  eaPersonnelNumber: "R7654321",
  employerType: "SecretEmployerT8",
  feedback: "Secret-Feedback-F4",
  ...Object.fromEntries(SKILL_AREAS.map((area) => [`${area}Note`, `Secret-Note-${area}`])),
} as Record<string, string>;

/**
 * The planted texts of the medical history (`MEDICAL_HISTORY_FIELDS`): only customers the agency
 * engaged with about her, and administrators, may see them.
 */
export const MEDICAL_HISTORY_SECRETS = {
  allergies: CUSTOMER_SECRETS.allergies as string,
  otherIllnesses: CUSTOMER_SECRETS.otherIllnesses as string,
  physicalDisabilities: CUSTOMER_SECRETS.physicalDisabilities as string,
} as const;

/** Every field of the biodata filled in, each text a planted secret. */
export function plantedBiodata(): AdminBiodata {
  const empty = emptyBiodata();
  return {
    personal: {
      placeOfBirth: CUSTOMER_SECRETS.placeOfBirth as string,
      homeAddress: ADMIN_ONLY_SECRETS.homeAddress,
      repatriationPort: CUSTOMER_SECRETS.repatriationPort as string,
      homeContactNumber: ADMIN_ONLY_SECRETS.homeContactNumber,
      siblings: 4,
      childrenAges: [9, 4],
    },
    medical: {
      allergies: CUSTOMER_SECRETS.allergies as string,
      illnesses: { ...empty.medical.illnesses, asthma: true, operations: true },
      otherIllnesses: CUSTOMER_SECRETS.otherIllnesses as string,
      physicalDisabilities: CUSTOMER_SECRETS.physicalDisabilities as string,
      dietaryRestrictions: CUSTOMER_SECRETS.dietaryRestrictions as string,
      foodHandling: ["noPork"],
      foodHandlingOther: CUSTOMER_SECRETS.foodHandlingOther as string,
    },
    skills: Object.fromEntries(
      SKILL_AREAS.map((area, index) => [
        area,
        {
          willing: true,
          experienced: index % 2 === 0,
          experienceYears: index % 2 === 0 ? index + 1 : null,
          assessment: index === SKILL_AREAS.length - 1 ? null : (index % 5) + 1,
          assessorNote: CUSTOMER_SECRETS[`${area}Note`] as string,
        },
      ]),
    ) as AdminBiodata["skills"],
    interview: ["phone", "video"],
    eaPersonnelNumber: CUSTOMER_SECRETS.eaPersonnelNumber as string,
  };
}

/** A stored employment entry with its employer type and feedback planted. */
export function plantedEmployment(): NewHelper["employment"][number] {
  return {
    country: "Singapore",
    startDate: "2019-03-01",
    endDate: "2025-02-28",
    familyMembers: 4,
    mainJobScope: "Cooking and caring for two school-going children",
    employerDescription: "Family of four in a Tampines condominium",
    reasonForLeaving: "Contract finished",
    employerType: CUSTOMER_SECRETS.employerType as string,
    feedback: CUSTOMER_SECRETS.feedback as string,
  };
}

/** A helper's stored fields with every biodata field planted, for createHelper. */
export const withPlantedBiodata = () => ({
  details: { biodata: plantedBiodata() },
  employment: [plantedEmployment()],
});
