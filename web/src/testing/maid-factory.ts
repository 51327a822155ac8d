import {
  type CatalogueListResponse,
  catalogueListResponseSchema,
} from "@maids/contract/catalogue.ts";
import { standInDateOfBirth } from "@maids/contract/derived.ts";
import { type PublicMaid, publicMaidSchema } from "@maids/contract/maid.ts";

let lastId = 0;

/** A helper as the API shows it to anonymous visitors; parsed so fixtures follow the contract. */
export function buildPublicMaid(overrides: Partial<PublicMaid> = {}): PublicMaid {
  lastId += 1;
  const id = overrides.id ?? lastId;
  return publicMaidSchema.parse({
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

export function buildMaids(count: number, overrides: Partial<PublicMaid> = {}): PublicMaid[] {
  return Array.from({ length: count }, (_, index) =>
    buildPublicMaid({ name: `Helper ${index + 1}`, ...overrides }),
  );
}

export function buildCatalogueList(
  maids: PublicMaid[],
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
