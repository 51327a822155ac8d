/**
 * Business constants and limits of the product (docs/product.md#texts-and-limits) that the
 * server and the web app share. The web app's own (delays, card sizes, blur...) are in
 * web/src/shared/ui-limits.ts.
 */

export const SERVER_PORT = 3000;

export const CATALOGUE_PAGE_SIZE = 20;
export const ADMIN_USERS_PAGE_SIZE = 10;
export const ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE = 20;
export const ADMIN_HELPERS_PAGE_SIZE = 20;
/** Larger page sizes are clamped to this, never refused (ADR 0008). */
export const MAX_PAGE_SIZE = 100;
/**
 * The cap of the two lists that clients written for the original front end ask for whole, in
 * one request (`page=1&limit=1000`), and never page: the public catalogue and the admin's
 * customer list (ADR 0018). Larger sizes are clamped to this.
 */
export const MAX_WHOLE_LIST_PAGE_SIZE = 1000;
export const TOP_HELPERS_COUNT = 12;

export const CATALOGUE_SALARY_RANGE = { min: 400, max: 1000, step: 25 } as const;
export const CATALOGUE_AGE_RANGE = { min: 18, max: 60, step: 1 } as const;

export const SIGNUP_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Ranges enforced by the add-maid form and the server on create. */
export const ADD_HELPER_RANGES = {
  height: { min: 100, max: 250 },
  weight: { min: 30, max: 200 },
  salary: { min: 300, max: 5000 },
  loan: { min: 0, max: 50000 },
  children: { min: 0, max: 20 },
  restDays: { min: 0, max: 31 },
  languageRating: { min: 0, max: 5 },
  familyMembers: { min: 1, max: 20 },
} as const;

/** Ranges of the edit-maid form. */
export const EDIT_HELPER_RANGES = {
  height: { min: 100, max: 200 },
  weight: { min: 30, max: 150 },
  children: { min: 0, max: 20 },
  restDays: { min: 0, max: 31 },
} as const;

export const TEXT_LIMITS = {
  description: 2000,
  highestEducation: 500,
  employmentHistory: 1000,
  employerDescription: 1000,
} as const;

/** Defaults applied on create when a field is empty (docs/product.md#helper-forms). */
export const NEW_HELPER_DEFAULTS = {
  salary: 500,
  maritalStatus: "Single",
  height: 160,
  weight: 55,
  skills: ["Cooking"],
  languages: ["English"],
  type: ["New/Fresh"],
  supplier: "Default Supplier",
  employment: {
    country: "Singapore",
    noOfFamilyMember: 1,
    reasonOfLeaving: "Contract finished",
    mainJobScope: "General housekeeping",
    employerDescription: "Default description",
  },
} as const;

/** Photo derivatives served to browsers (4:5 portraits). */
export const PHOTO_SIZES = {
  thumbnail: { width: 160, height: 200 },
  card: { width: 480, height: 600 },
  detail: { width: 800, height: 1000 },
} as const;
/**
 * The one blurred derivative, served under every size's blurred name: it is blurred again in
 * the browser, so a larger one would show nothing more and cost more to make and to send.
 */
export const BLURRED_PHOTO_SIZE = { width: 240, height: 300 } as const;
