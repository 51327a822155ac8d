import { type AdminBiodata, toCustomerBiodata } from "@maids/contract/biodata.ts";
import { ageFromDob, standInDateOfBirth } from "@maids/contract/derived.ts";
import { eligibilityWarnings } from "@maids/contract/eligibility.ts";
import type {
  AdminHelper,
  AdminHelperRecord,
  CustomerHelper,
  CustomerHelperProfile,
  PublicHelper,
} from "@maids/contract/helper.ts";
import { singaporeToday } from "../calendar.ts";
import { IMAGE_SIZE_NAMES, type ImageSize } from "../images/image-pipeline.ts";
import { storedFieldValues } from "./helper-field-columns.ts";
import type {
  HelperProfileRecord,
  HelperWithDetails,
  StoredHelperRecord,
} from "./helper-repository.ts";

/** Photo URLs: server-blurred derivatives unless the viewer may see clear photos. */
export function photoUrls(photoKey: string | null, blurred: boolean) {
  if (!photoKey) return null;
  const urlOf = (size: ImageSize) =>
    `/api/images/${photoKey}/${size}${blurred ? "-blurred" : ""}.webp`;
  return Object.fromEntries(IMAGE_SIZE_NAMES.map((size) => [size, urlOf(size)])) as Record<
    ImageSize,
    string
  >;
}

/**
 * `signedIn`: clear photos, and her date of birth. Anonymous viewers get a stand-in date of birth
 * made from her age and today alone, so clients that compute ages from `DOB` show the right age
 * without learning her birthday (ADR 0018).
 */
export function toPublicHelper(
  { maid, details }: HelperWithDetails,
  signedIn: boolean,
): PublicHelper {
  const imageUrls = photoUrls(maid.photoKey, !signedIn);
  const today = singaporeToday();
  const age = ageFromDob(maid.dateOfBirth, today);
  return {
    id: maid.id,
    imageUrl: imageUrls?.card ?? "",
    imageUrls,
    photoIsBlurred: !signedIn,
    age,
    ...storedFieldValues(maid, "everyone"),
    DOB: signedIn ? maid.dateOfBirth : standInDateOfBirth(age, today),
    maidDetails: {
      description: details?.description ?? "",
      restDay: details?.restDays ?? 0,
      englishRating: details?.englishRating ?? null,
      chineseRating: details?.chineseRating ?? null,
      dialectRating: details?.dialectRating ?? null,
    },
  };
}

export function toCustomerHelper(record: HelperProfileRecord): CustomerHelper {
  const { maid, details, employment } = record;
  const publicHelper = toPublicHelper(record, true);
  return {
    ...publicHelper,
    ...storedFieldValues(maid, "signedIn"),
    DOB: maid.dateOfBirth,
    maidDetails: {
      ...publicHelper.maidDetails,
      highestEducation: details?.highestEducation ?? "",
      religion: details?.religion ?? maid.religion,
      employmentHistory: details?.employmentHistory ?? "",
    },
    employmentDetails: employment.map((entry) => ({
      country: entry.country,
      startDate: entry.startDate,
      endDate: entry.endDate,
      noOfFamilyMember: entry.familyMembers,
      mainJobScope: entry.mainJobScope,
      employerDescription: entry.employerDescription,
      reasonOfLeaving: entry.reasonForLeaving,
      employerType: entry.employerType,
      feedback: entry.feedback,
    })),
  };
}

/**
 * A helper as administrators see her: everything, with her supplier's name, her passport's
 * expiry and what stands between her and a first work permit today (in Singapore, as ages elsewhere).
 */
export function toAdminHelper(record: StoredHelperRecord): AdminHelper {
  const customerHelper = toCustomerHelper(record);
  return {
    ...customerHelper,
    supplier: record.supplier.name,
    supplierId: record.supplier.id,
    ...storedFieldValues(record.maid, "staff"),
    version: record.maid.version,
    eligibilityWarnings: eligibilityWarnings(
      {
        dateOfBirth: record.maid.dateOfBirth,
        highestEducation: customerHelper.maidDetails.highestEducation,
        country: record.maid.country,
        restDays: customerHelper.maidDetails.restDay,
      },
      singaporeToday(),
    ),
  };
}

/** A record read with the helper's biodata, for answers about one helper. */
export type WithBiodata<T> = T & { biodata: AdminBiodata };

/**
 * One helper's profile for a signed-in viewer: the full profile and her biodata, less contacts,
 * and less her medical history unless `medicalHistory` (docs/product.md#biodata).
 */
export function toCustomerHelperProfile(
  record: WithBiodata<HelperProfileRecord>,
  { medicalHistory }: { medicalHistory: boolean },
): CustomerHelperProfile {
  return {
    ...toCustomerHelper(record),
    biodata: toCustomerBiodata(record.biodata, { medicalHistory }),
  };
}

/** One helper's whole record for administrators, biodata included. */
export function toAdminHelperRecord(record: WithBiodata<StoredHelperRecord>): AdminHelperRecord {
  return { ...toAdminHelper(record), biodata: record.biodata };
}
