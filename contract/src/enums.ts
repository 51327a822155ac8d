/** Enumerations of the product (docs/product.md#texts-and-limits). */

export const CATALOGUE_COUNTRIES = ["Philippines", "Indonesia", "Myanmar"] as const;

/** Countries a helper may come from (the add form's options). */
export const HELPER_COUNTRIES = [
  "Philippines",
  "Indonesia",
  "Myanmar",
  "India",
  "Bangladesh",
  "Sri Lanka",
  "Cambodia",
  "Vietnam",
  "Thailand",
  "Malaysia",
] as const;
export type HelperCountry = (typeof HELPER_COUNTRIES)[number];

/** ISO 3166 codes for flags; unknown countries use "un". */
export const COUNTRY_FLAG_CODES: Record<string, string> = {
  Philippines: "ph",
  Indonesia: "id",
  Myanmar: "mm",
  India: "in",
  Bangladesh: "bd",
  "Sri Lanka": "lk",
  Cambodia: "kh",
  Vietnam: "vn",
  Thailand: "th",
  Malaysia: "my",
  Singapore: "sg",
  "Hong Kong": "hk",
  Taiwan: "tw",
};
export const UNKNOWN_FLAG_CODE = "un";

export const SKILLS = [
  "Cooking",
  "Housekeeping",
  "Childcare",
  "Babysitting",
  "Elderly Care",
  "Dog(s)",
  "Cat(s)",
  "Caregiving",
] as const;
/** The edit form also suggests Cleaning. */
export const SKILL_SUGGESTIONS = [...SKILLS, "Cleaning"] as const;

export const CATALOGUE_LANGUAGES = ["English", "Mandarin", "Dialect"] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** Languages a helper profile may list (the add form's options). */
export const HELPER_LANGUAGES = [
  "English",
  "Chinese",
  "Dialect",
  "Malay",
  "Tamil",
  "Hindi",
  "Bengali",
  "Tagalog",
  "Indonesian",
  "Burmese",
] as const;

/** The catalogue filter says Mandarin where helper profiles say Chinese. */
export const CATALOGUE_LANGUAGE_MATCHES: Record<CatalogueLanguage, readonly string[]> = {
  English: ["English"],
  Mandarin: ["Chinese", "Mandarin"],
  Dialect: ["Dialect"],
};

/** The profile languages a filter's languages match: Mandarin matches Chinese too, others themselves. */
export function spokenLanguagesOf(filterLanguages: readonly string[]): string[] {
  return filterLanguages.flatMap(
    (language) => CATALOGUE_LANGUAGE_MATCHES[language as CatalogueLanguage] ?? [language],
  );
}

export const ADMIN_FILTER_LANGUAGES = ["English", "Mandarin", "Malay", "Tamil"] as const;

export const EXPERIENCE_TYPES = [
  "New/Fresh",
  "Transfer",
  "Ex-Singapore",
  "Ex-Hongkong",
  "Ex-Taiwan",
  "Ex-Middle East",
] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

export const MARITAL_STATUSES = ["Single", "Married", "Widowed", "Divorced"] as const;

export const RELIGIONS = [
  "Christian",
  "Muslim",
  "Buddhist",
  "Hindu",
  "Catholic",
  "Others",
] as const;

export const EDUCATION_LEVELS = [
  "Primary School",
  "Secondary School",
  "High School",
  "Diploma",
  "Bachelor's Degree",
] as const;

export const AVAILABILITY = ["Available", "Employed"] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** Roles as they travel on the wire: 131 is the customer (employer). */
export const CUSTOMER_ROLE = 131;
export const HELPER_ROLE = "helper";
export const ADMIN_ROLE = "admin";
export type WireRole = typeof CUSTOMER_ROLE | typeof HELPER_ROLE | typeof ADMIN_ROLE;

/** Fallback spoken languages by country when a profile rates none (docs/product.md#helper-profile). */
export const COUNTRY_DEFAULT_LANGUAGES: Record<string, readonly string[]> = {
  Philippines: ["English", "Tagalog"],
  Indonesia: ["Indonesian"],
  Myanmar: ["Burmese"],
  India: ["English", "Hindi"],
  Bangladesh: ["Bengali"],
  "Sri Lanka": ["English", "Tamil"],
  Cambodia: ["Khmer"],
  Vietnam: ["Vietnamese"],
  Thailand: ["Thai"],
  Malaysia: ["Malay"],
};
