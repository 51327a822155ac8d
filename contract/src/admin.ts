import { z } from "zod";
import { CUSTOMER_PHONE_INVALID, customerPhoneSchema } from "./auth.ts";
import {
  boundParam,
  catalogueFilterShape,
  listItems,
  listParam,
  withOrderedBounds,
} from "./catalogue-filters.ts";
import { ADMIN_FILTER_LANGUAGES, AVAILABILITY, MARITAL_STATUSES, RELIGIONS } from "./enums.ts";
import { adminHelperSchema, publicHelperSchema } from "./helper.ts";
import { INTERVIEW_ANSWERS } from "./helper-accounts.ts";
import {
  ADMIN_HELPERS_PAGE_SIZE,
  ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_WHOLE_LIST_PAGE_SIZE,
} from "./limits.ts";
import { ADMIN_TEXTS } from "./messages.ts";
import { idParamSchema, pagingQuerySchema } from "./paging.ts";

/** The helper's own answer from her account (agreed, declined), null until she answers or without one. */
const helperAnswerSchema = z.enum(INTERVIEW_ANSWERS).nullable().default(null);

/** A customer as the admin lists them, with favourites and recommendations (docs/product.md#customer-management). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().describe("Digits with country code (6591234567); empty when not given."),
  favorites: z.array(
    z.object({
      maidId: z.number().int(),
      maid: z.object({ name: z.string(), imageUrl: z.string(), country: z.string() }),
    }),
  ),
  recommendations: z.array(
    z.object({
      id: z.number().int(),
      recommendationMaids: z.array(
        z.object({ maidId: z.number().int(), imageUrl: z.string(), maid: publicHelperSchema }),
      ),
    }),
  ),
  interviewRequests: z.array(
    z.object({
      maidId: z.number().int(),
      requestedAt: z.iso.datetime({ offset: true }),
      maid: z.object({ name: z.string(), imageUrl: z.string(), country: z.string() }),
      helperAnswer: helperAnswerSchema,
    }),
  ),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Up to 1,000 a page: the original front end asks for every customer at once (ADR 0018). */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
export const CUSTOMER_MESSAGES = {
  searchTooLong: `Search must be at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters`,
  notFound: "Customer not found",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 120 characters",
  phoneInvalid: CUSTOMER_PHONE_INVALID,
} as const;

const customerSearchParam = z
  .string()
  .trim()
  .max(CUSTOMER_SEARCH_MAX_LENGTH, { error: CUSTOMER_MESSAGES.searchTooLong })
  .optional()
  .describe(
    "Part of a name, email or phone number; case and accents ignored (Chloé matches chloe), " +
      "a phone number in any usual writing (9123 4567 matches 6591234567).",
  );

export const adminUsersQuerySchema = pagingQuerySchema(
  ADMIN_USERS_PAGE_SIZE,
  "Customers",
  MAX_WHOLE_LIST_PAGE_SIZE,
).extend({ search: customerSearchParam });

/** GET /api/admin/customers: customers found by name, email or phone, for pickers. */
export const customerSearchQuerySchema = pagingQuerySchema(
  ADMIN_USERS_PAGE_SIZE,
  "Customers",
).extend({ search: customerSearchParam });
export const customerContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().describe("Digits with country code (6591234567); empty when not given."),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;
export const customerSearchResponseSchema = z.object({
  customers: z.array(customerContactSchema),
  total: z.number().int(),
});

/** PATCH /api/admin/customers/:id: the family's name or phone (blank clears the phone). */
export const updateCustomerBodySchema = z.object({
  name: z
    .string({ error: CUSTOMER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CUSTOMER_MESSAGES.nameRequired })
    .max(120, { error: CUSTOMER_MESSAGES.nameTooLong })
    .optional(),
  phone: customerPhoneSchema.optional(),
});
export type UpdateCustomerBody = z.output<typeof updateCustomerBodySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
});

/** A customer's current recommendations, as the admin screen pre-selects them. */
export const customerRecommendationsResponseSchema = z.array(z.object({ id: z.number().int() }));

const positiveId = idParamSchema;

export const generateLinkRequestSchema = z.object({
  userId: positiveId("userId")
    .nullable()
    .optional()
    .describe("The customer the link is for; the link works for anyone who has it."),
  filters: z.record(z.string(), z.unknown()).default({}),
  maidIds: z
    .array(positiveId("maidIds"), { error: "maidIds must be a list of helper ids" })
    .min(1, { error: ADMIN_TEXTS.noHelperSelected })
    .max(MAX_PAGE_SIZE, { error: `maidIds may hold at most ${MAX_PAGE_SIZE} helpers` }),
});
export type GenerateLinkRequest = z.infer<typeof generateLinkRequestSchema>;

export const generateLinkResponseSchema = z.object({
  url: z.string().describe("The /Recommend address with the link's token."),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const adminHelperSearchQuerySchema = z.object({
  query: z.string().trim().max(100, { error: "query must be at most 100 characters" }).default(""),
});

export const toggleRecommendationResponseSchema = z.object({
  maidId: z.number().int(),
  recommended: z.boolean(),
});

export const deleteHelperResponseSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
});

/** A recommendations link as the admin sees it (the token itself is never stored). */
export const shareLinkSummarySchema = z.object({
  id: z.number().int(),
  maidIds: z.array(z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  firstOpenedAt: z.iso.datetime({ offset: true }).nullable(),
  lastOpenedAt: z.iso.datetime({ offset: true }).nullable(),
  openCount: z.number().int(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type ShareLinkSummary = z.infer<typeof shareLinkSummarySchema>;

/** An interview a customer asked for, for the agency to arrange. */
export const adminInterviewRequestSchema = z.object({
  id: z.number().int(),
  requestedAt: z.iso.datetime({ offset: true }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  maid: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
  helperAnswer: helperAnswerSchema,
});
export type AdminInterviewRequest = z.infer<typeof adminInterviewRequestSchema>;

export const adminInterviewRequestsQuerySchema = pagingQuerySchema(
  ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE,
  "Interview requests",
);

export const adminInterviewRequestsResponseSchema = z.object({
  requests: z.array(adminInterviewRequestSchema),
  total: z.number().int().describe("Interview requests over all pages."),
});
export type AdminInterviewRequestsPage = z.infer<typeof adminInterviewRequestsResponseSchema>;

/**
 * The admin list's filters as query parameters (docs/product.md#helper-management), named
 * as the catalogue names the ones they share. Lists match any item and are comma-separated or
 * repeated; ranges are inclusive, and the screen sends a bound only when its handle has left
 * the end of its track.
 */
export const ADMIN_HELPER_RANGES = [
  "age",
  "height",
  "weight",
  "salary",
  "loan",
  "children",
] as const;
export type AdminHelperRange = (typeof ADMIN_HELPER_RANGES)[number];

const MEASURE_BOUNDS = { min: 0, max: 1000 };
const MONEY_BOUNDS = { min: 0, max: 100_000 };

function rangeParams<const Name extends string>(
  name: Name,
  bounds: { min: number; max: number },
  unit: string,
) {
  return {
    [`${name}Min`]: boundParam(`${name}Min`, bounds).describe(`Lowest ${unit}, inclusive.`),
    [`${name}Max`]: boundParam(`${name}Max`, bounds).describe(`Highest ${unit}, inclusive.`),
  } as Record<`${Name}Min` | `${Name}Max`, ReturnType<typeof boundParam>>;
}

const supplierIdsParam = z
  .preprocess(
    listItems,
    z.array(
      z.coerce
        .number({ error: "supplierId must be a list of supplier ids" })
        .int({ error: "supplierId must be a list of supplier ids" })
        .positive({ error: "supplierId must be a list of supplier ids" }),
    ),
  )
  .optional()
  .describe("Supplier ids, any of them. Comma-separated or repeated.");

export const adminHelperFilterShape = {
  query: adminHelperSearchQuerySchema.shape.query.describe(
    "Name contains it (any case), or id is it.",
  ),
  country: catalogueFilterShape.country,
  availability: listParam("availability", AVAILABILITY),
  skills: catalogueFilterShape.skills,
  languages: listParam("languages", ADMIN_FILTER_LANGUAGES),
  types: catalogueFilterShape.types,
  maritalStatus: listParam("maritalStatus", MARITAL_STATUSES),
  religion: listParam("religion", RELIGIONS),
  supplierId: supplierIdsParam,
  ageMin: catalogueFilterShape.ageMin,
  ageMax: catalogueFilterShape.ageMax,
  salaryMin: catalogueFilterShape.salaryMin,
  salaryMax: catalogueFilterShape.salaryMax,
  ...rangeParams("height", MEASURE_BOUNDS, "height in cm"),
  ...rangeParams("weight", MEASURE_BOUNDS, "weight in kg"),
  ...rangeParams("loan", MONEY_BOUNDS, "loan in dollars"),
  ...rangeParams("children", MEASURE_BOUNDS, "number of children"),
};

/** A page of the admin list: searched and filtered, newest first. */
export const adminHelpersPageQuerySchema = withOrderedBounds(
  pagingQuerySchema(ADMIN_HELPERS_PAGE_SIZE, "Helpers").extend(adminHelperFilterShape),
  ADMIN_HELPER_RANGES,
);
export type AdminHelpersPageQuery = z.infer<typeof adminHelpersPageQuerySchema>;
export type AdminHelperFilters = Omit<AdminHelpersPageQuery, "page" | "limit">;

/** What a row of the admin table (or a card on a phone) shows of a helper. */
export const adminHelperRowSchema = adminHelperSchema
  .pick({
    id: true,
    name: true,
    imageUrls: true,
    country: true,
    age: true,
    salary: true,
    height: true,
    weight: true,
    maritalStatus: true,
    NumChildren: true,
    Religion: true,
    isEmployed: true,
    isActive: true,
    supplier: true,
    supplierId: true,
    eligibilityWarnings: true,
  })
  .extend({
    heldBy: z
      .object({ caseId: z.number().int(), reference: z.string() })
      .nullable()
      .describe("The placement case holding her (docs/product.md#placements), if any."),
  });
export type AdminHelperRow = z.infer<typeof adminHelperRowSchema>;

export const adminHelpersPageResponseSchema = z.object({
  maids: z.array(adminHelperRowSchema),
  total: z.number().int().describe("Helpers matching the query, over all pages."),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminHelpersPage = z.infer<typeof adminHelpersPageResponseSchema>;
