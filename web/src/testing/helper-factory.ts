import {
  type CatalogueListResponse,
  catalogueListResponseSchema,
} from "@maids/contract/catalogue.ts";
import { standInDateOfBirth } from "@maids/contract/derived.ts";
import { type PublicHelper, publicHelperSchema } from "@maids/contract/helper.ts";
import { helperFieldExamples } from "@maids/contract/helper-fields.ts";

let lastId = 0;

/** A helper as the API shows it to anonymous visitors; parsed so fixtures follow the contract. */
export function buildPublicHelper(overrides: Partial<PublicHelper> = {}): PublicHelper {
  lastId += 1;
  const id = overrides.id ?? lastId;
  return publicHelperSchema.parse({
    ...helperFieldExamples("everyone"),
    id,
    name: "Maricel Dela Cruz",
    imageUrl: `/api/images/ab${id}/card-blurred.webp`,
    imageUrls: {
      thumbnail: `/api/images/ab${id}/thumbnail-blurred.webp`,
      card: `/api/images/ab${id}/card-blurred.webp`,
      detail: `/api/images/ab${id}/detail-blurred.webp`,
    },
    photoIsBlurred: true,
    country: "Philippines",
    age: 34,
    DOB: standInDateOfBirth(overrides.age ?? 34),
    salary: 700,
    skills: ["Cooking", "Childcare"],
    languages: ["English", "Tagalog"],
    type: ["Transfer", "Ex-Singapore"],
    isEmployed: false,
    availableFrom: null,
    maidDetails: {
      description: "Cheerful and patient, with six years of experience caring for young children.",
      restDay: 4,
      englishRating: 4,
      chineseRating: null,
      dialectRating: null,
    },
    ...overrides,
  });
}

export function buildHelpers(count: number, overrides: Partial<PublicHelper> = {}): PublicHelper[] {
  return Array.from({ length: count }, (_, index) =>
    buildPublicHelper({ name: `Helper ${index + 1}`, ...overrides }),
  );
}

export function buildCatalogueList(
  maids: PublicHelper[],
  overrides: Partial<CatalogueListResponse> = {},
): CatalogueListResponse {
  return catalogueListResponseSchema.parse({
    maids,
    total: maids.length,
    page: 1,
    limit: 20,
    ...overrides,
  });
}
