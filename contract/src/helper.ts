import { z } from "zod";
import { adminBiodataSchema, customerBiodataSchema } from "./biodata.ts";
import { isoDateSchema } from "./days.ts";
import { apiErrorSchema } from "./errors.ts";
import { helperWireShape } from "./helper-fields.ts";

export const employmentEntrySchema = z.object({
  country: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  noOfFamilyMember: z.number().int(),
  mainJobScope: z.string(),
  employerDescription: z.string(),
  reasonOfLeaving: z.string(),
  employerType: z.string(),
  feedback: z.string().describe("Feedback from the previous employer."),
});
export type EmploymentEntry = z.infer<typeof employmentEntrySchema>;

const languageRatingSchema = z.number().int().nullable();

/** What anyone may see of a helper's details: the card and the top of the profile. */
export const publicHelperDetailsSchema = z.object({
  description: z.string(),
  restDay: z.number().int(),
  englishRating: languageRatingSchema,
  chineseRating: languageRatingSchema,
  dialectRating: languageRatingSchema,
});

export const helperDetailsSchema = publicHelperDetailsSchema.extend({
  highestEducation: z.string(),
  religion: z.string(),
  employmentHistory: z.string(),
});
export type HelperDetails = z.infer<typeof helperDetailsSchema>;

export const helperImageUrlsSchema = z.object({
  thumbnail: z.string(),
  card: z.string(),
  detail: z.string(),
});

/**
 * The public fields of a helper: what a catalogue card and the top of the
 * profile show. Lists (catalogue, favourites, recommendations) answer this
 * shape to everyone; anonymous visitors get it for the profile too. Private
 * details (body, family, loan, history) are left out, the date of birth is a
 * stand-in that gives the same age unless the viewer is signed in (ADR 0018),
 * and photo URLs point at server-blurred images
 * unless the viewer is signed in (`photoIsBlurred`). `imageUrl` is "" when the
 * helper has no photo.
 */
export const publicHelperSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  imageUrls: helperImageUrlsSchema.nullable(),
  photoIsBlurred: z.boolean(),
  age: z.number().int(),
  ...helperWireShape("everyone"),
  maidDetails: publicHelperDetailsSchema,
});
export type PublicHelper = z.infer<typeof publicHelperSchema>;

/** A helper's full profile, for signed-in customers. */
export const customerHelperSchema = publicHelperSchema.extend({
  ...helperWireShape("signedIn"),
  maidDetails: helperDetailsSchema,
  employmentDetails: z.array(employmentEntrySchema),
});
export type CustomerHelper = z.infer<typeof customerHelperSchema>;

/** Everything, for administrators. */
export const adminHelperSchema = customerHelperSchema.extend({
  supplier: z.string().describe("The supplier's name; a form may send a new name to add one."),
  supplierId: z.number().int(),
  ...helperWireShape("staff"),
  version: z
    .number()
    .int()
    .describe(
      "Raised by every change of her record. Send it back as `expectedVersion` with an edit: " +
        "an edit made on an older version answers 409 `stale_version` with the current record.",
    ),
  eligibilityWarnings: z
    .array(z.string())
    .describe(
      "What stands between her and a first work permit today (age, schooling): " +
        "ELIGIBILITY_MESSAGES of contract/src/eligibility.ts; empty when nothing does.",
    ),
});
export type AdminHelper = z.infer<typeof adminHelperSchema>;

/** One helper's profile for a signed-in customer: the full profile and her biodata. */
export const customerHelperProfileSchema = customerHelperSchema.extend({
  biodata: customerBiodataSchema,
});
export type CustomerHelperProfile = z.infer<typeof customerHelperProfileSchema>;

/** One helper's whole record for administrators (the edit form, the PDF); lists leave biodata out. */
export const adminHelperRecordSchema = adminHelperSchema.extend({ biodata: adminBiodataSchema });
export type AdminHelperRecord = z.infer<typeof adminHelperRecordSchema>;

/**
 * GET /api/admin/maid/:id: her whole record, or, for a staff role that may not see them
 * (read-only), the record without her home contacts and medical history, marked `privateWithheld`.
 */
export const staffHelperRecordSchema = z.union([
  adminHelperRecordSchema,
  adminHelperSchema.extend({
    biodata: customerBiodataSchema,
    privateWithheld: z
      .literal(true)
      .describe("Her home address, home contact number and medical history are left out."),
  }),
]);

/** The answer to an edit made on an older version: 409 `stale_version` and her record as it is now. */
export const staleHelperAnswerSchema = apiErrorSchema.extend({ current: adminHelperRecordSchema });

/** The catalogue answers the full profile to customers and the public one otherwise. */
export const catalogueHelperSchema = z.union([customerHelperSchema, publicHelperSchema]);
export type CatalogueHelper = z.infer<typeof catalogueHelperSchema>;

export function hasFullProfile(maid: CatalogueHelper): maid is CustomerHelper {
  return "employmentDetails" in maid;
}
