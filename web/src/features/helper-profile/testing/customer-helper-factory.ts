import { emptyBiodata, toCustomerBiodata } from "@maids/contract/biodata.ts";
import {
  type CustomerHelperProfile,
  customerHelperProfileSchema,
  type EmploymentEntry,
} from "@maids/contract/helper.ts";
import { helperFieldExamples } from "@maids/contract/helper-fields.ts";
import { buildPublicHelper } from "@/testing/helper-factory.ts";

export const HELPER_ID = 7;

/** Employer type and feedback empty, as for entries saved before biodata. */
const entry = (fields: Omit<EmploymentEntry, "employerType" | "feedback">): EmploymentEntry => ({
  ...fields,
  employerType: "",
  feedback: "",
});

/**
 * A helper's profile as a signed-in customer gets it; parsed so fixtures follow the contract.
 * Her biodata is empty unless given, as for a helper saved before biodata existed.
 */
export function buildCustomerHelper(
  overrides: Partial<CustomerHelperProfile> = {},
): CustomerHelperProfile {
  const publicHelper = buildPublicHelper({ id: HELPER_ID, photoIsBlurred: false });
  return customerHelperProfileSchema.parse({
    ...publicHelper,
    ...helperFieldExamples("signedIn"),
    DOB: "1991-05-12",
    height: 158,
    weight: 52,
    loan: 1200,
    maritalStatus: "Married",
    NumChildren: 2,
    Religion: "Catholic",
    maidDetails: {
      ...publicHelper.maidDetails,
      highestEducation: "",
      religion: "Catholic",
      employmentHistory: "",
    },
    employmentDetails: [
      entry({
        country: "Singapore",
        startDate: "2018-01-15",
        endDate: "2020-04-20",
        noOfFamilyMember: 4,
        mainJobScope: "Cooking and childcare",
        employerDescription: "Chinese family with two toddlers",
        reasonOfLeaving: "Family relocated overseas",
      }),
      entry({
        country: "Hong Kong",
        startDate: "2020-06-01",
        endDate: "2020-11-10",
        noOfFamilyMember: 3,
        mainJobScope: "Elderly care",
        employerDescription: "Retired couple",
        reasonOfLeaving: "Contract finished",
      }),
      entry({
        country: "Taiwan",
        startDate: "2021-03-01",
        endDate: "2021-03-21",
        noOfFamilyMember: 2,
        mainJobScope: "Housekeeping",
        employerDescription: "Young couple",
        reasonOfLeaving: "Trial period",
      }),
    ],
    biodata: toCustomerBiodata(emptyBiodata(), { medicalHistory: true }),
    ...overrides,
  });
}
