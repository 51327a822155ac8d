import { type AdminBiodata, emptyBiodata } from "@maids/contract/biodata.ts";
import {
  type AdminHelper,
  type AdminHelperRecord,
  adminHelperRecordSchema,
  adminHelperSchema,
  type EmploymentEntry,
} from "@maids/contract/helper.ts";
import { helperFieldExamples } from "@maids/contract/helper-fields.ts";

let lastId = 100;

/** A helper as the admin API answers it; parsed so fixtures follow the contract. */
export function buildAdminHelper(overrides: Partial<AdminHelper> = {}): AdminHelper {
  lastId += 1;
  const id = overrides.id ?? lastId;
  return adminHelperSchema.parse({
    ...helperFieldExamples("everyone"),
    ...helperFieldExamples("signedIn"),
    ...helperFieldExamples("staff"),
    id,
    name: "Maricel Dela Cruz",
    imageUrl: `/api/images/ab${id}/card.webp`,
    imageUrls: {
      thumbnail: `/api/images/ab${id}/thumbnail.webp`,
      card: `/api/images/ab${id}/card.webp`,
      detail: `/api/images/ab${id}/detail.webp`,
    },
    photoIsBlurred: false,
    country: "Philippines",
    age: 34,
    salary: 700,
    skills: ["Cooking", "Childcare"],
    languages: ["English", "Tagalog"],
    type: ["Transfer"],
    isEmployed: false,
    DOB: "1990-03-15",
    height: 158,
    weight: 52,
    loan: 1500,
    maritalStatus: "Single",
    NumChildren: 0,
    Religion: "Catholic",
    supplier: "ID-2",
    supplierId: 2,
    isActive: true,
    passportExpiry: "2029-06-30",
    availableFrom: null,
    version: 1,
    eligibilityWarnings: [],
    maidDetails: {
      description: "Cheerful and patient.",
      restDay: 4,
      englishRating: 4,
      chineseRating: null,
      dialectRating: null,
      highestEducation: "High School",
      religion: "Catholic",
      employmentHistory: "Six years in Singapore.",
    },
    employmentDetails: [],
    ...overrides,
  });
}

/** A listed helper's whole record (GET /api/admin/maid/{id}); without biodata, an older helper's. */
export function recordOf(
  maid: AdminHelper,
  biodata: AdminBiodata = emptyBiodata(),
): AdminHelperRecord {
  return adminHelperRecordSchema.parse({ ...maid, biodata });
}

export function buildAdminHelperRecord(
  overrides: Partial<AdminHelper> = {},
  biodata: AdminBiodata = emptyBiodata(),
): AdminHelperRecord {
  return recordOf(buildAdminHelper(overrides), biodata);
}

/** One former employer; employer type and feedback empty, as for entries saved before biodata. */
export function buildEmploymentEntry(overrides: Partial<EmploymentEntry> = {}): EmploymentEntry {
  return {
    country: "Singapore",
    startDate: "2018-01-01",
    endDate: "2022-12-31",
    noOfFamilyMember: 4,
    mainJobScope: "Childcare",
    employerDescription: "Family of four",
    reasonOfLeaving: "Family relocated",
    employerType: "",
    feedback: "",
    ...overrides,
  };
}
