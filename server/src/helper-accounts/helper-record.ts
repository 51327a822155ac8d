import { emptyBiodata } from "@maids/contract/biodata.ts";
import { type HelperProfileData, NOT_STATED } from "@maids/contract/helper-accounts.ts";
import { NEW_HELPER_DEFAULTS } from "@maids/contract/limits.ts";
import type { HelperChange } from "../admin/admin-helper-repository.ts";
import type { NewHelper, StoredHelperRecord } from "../helpers/helper-repository.ts";

/** Her experience types from the countries of her past jobs; none: new to working abroad. */
function experienceTypes(data: HelperProfileData): string[] {
  const countries = new Set(data.jobs.map((job) => job.country.trim().toLowerCase()));
  const types = [
    countries.has("singapore") && "Ex-Singapore",
    countries.has("hong kong") && "Ex-Hongkong",
    countries.has("taiwan") && "Ex-Taiwan",
    [...countries].some((country) =>
      [
        "saudi arabia",
        "united arab emirates",
        "uae",
        "kuwait",
        "qatar",
        "oman",
        "bahrain",
      ].includes(country),
    ) && "Ex-Middle East",
  ].filter((type): type is string => typeof type === "string");
  return types.length > 0 ? types : ["New/Fresh"];
}

const jobsOf = (data: HelperProfileData): NewHelper["employment"] =>
  data.jobs.map((job) => ({
    country: job.country,
    startDate: job.startDate,
    endDate: job.endDate,
    familyMembers: 1,
    mainJobScope: job.duties,
    employerDescription: job.family || NOT_STATED,
    reasonForLeaving: job.reasonForLeaving || NOT_STATED,
    employerType: "",
    feedback: "",
  }));

/** What her profile says of herself, as a helper record's fields. */
function selfDescribed(data: HelperProfileData, name: string, photoKey: string | null) {
  return {
    name,
    photoKey,
    country: data.country ?? "",
    dateOfBirth: data.dateOfBirth ?? "",
    heightCm: data.heightCm ?? NEW_HELPER_DEFAULTS.height,
    weightKg: data.weightKg ?? NEW_HELPER_DEFAULTS.weight,
    skills: data.skills,
    languages: data.languages,
    maritalStatus: data.maritalStatus ?? NEW_HELPER_DEFAULTS.maritalStatus,
    numChildren: data.children ?? 0,
    religion: data.religion ?? "",
    availableFrom: data.availableFrom,
  };
}

/**
 * A new helper record from her accepted profile: unpublished (staff publish her), the agency's
 * defaults for what only the agency decides (salary, supplier), her experience types from her jobs.
 */
export function newHelperFromProfile(
  data: HelperProfileData,
  name: string,
  photoKey: string | null,
  supplierId: number,
): NewHelper {
  return {
    ...selfDescribed(data, name, photoKey),
    salary: NEW_HELPER_DEFAULTS.salary,
    loan: 0,
    types: experienceTypes(data),
    isActive: false,
    isEmployed: false,
    supplierId,
    details: {
      description: data.aboutMe,
      restDays: data.restDays ?? 0,
      highestEducation: data.education ?? "",
      englishRating: null,
      chineseRating: null,
      dialectRating: null,
      employmentHistory: "",
      biodata: emptyBiodata(),
    },
    employment: jobsOf(data),
  };
}

/**
 * Her record with what her newly accepted profile says of herself; what the agency decided
 * (salary, loan, supplier, ratings, biodata, whether she is shown) stays as it is, and so do the
 * past jobs on her record when her profile names none.
 */
export function helperChangeFromProfile(
  record: StoredHelperRecord,
  data: HelperProfileData,
  name: string,
  photoKey: string | null,
): HelperChange {
  const { maid, details } = record;
  const own = selfDescribed(data, name, photoKey);
  return {
    ...own,
    photoKey: own.photoKey ?? undefined,
    salary: maid.salary,
    loan: maid.loan,
    types: maid.types,
    isActive: maid.isActive,
    isEmployed: maid.isEmployed,
    supplierId: maid.supplierId,
    passportExpiry: maid.passportExpiry,
    details: {
      description: data.aboutMe,
      restDays: data.restDays ?? details?.restDays ?? 0,
      highestEducation: data.education ?? details?.highestEducation ?? "",
      englishRating: details?.englishRating ?? null,
      chineseRating: details?.chineseRating ?? null,
      dialectRating: details?.dialectRating ?? null,
      employmentHistory: details?.employmentHistory ?? "",
    },
    employment:
      data.jobs.length > 0
        ? jobsOf(data)
        : record.employment.map(
            ({ id: _id, maidId: _helperId, position: _position, ...job }) => job,
          ),
  };
}
