import type { CatalogueFilters } from "@maids/contract/catalogue-filters.ts";
import { singaporeToday } from "@maids/contract/days.ts";
import {
  EMPTY_REQUIREMENTS,
  type FamilyRequirements,
  familyRequirementsSchema,
  hasRequirements,
} from "@maids/contract/family-requirements.ts";
import { readStoredFields } from "@maids/contract/form-values.ts";
import { fitOf, type HelperFacts, type HelperFit, rankHelpers } from "@maids/contract/matching.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { LRUCache } from "lru-cache";
import { findCustomerContact } from "../admin/customer-repository.ts";
import type { Db } from "../db/database.ts";
import { freshReader } from "../db/fresh-reads.ts";
import { DomainError, NotFoundError } from "../domain-errors.ts";
import { catalogueFiltersKey, type StoredHelperRecord } from "../helpers/helper-repository.ts";
import {
  loadPublicHelperFacts,
  publicHelperIdsMatching,
  publicHelpersByIds,
} from "./helper-facts-repository.ts";
import { findRequirements, saveRequirements } from "./requirements-repository.ts";

/** Who the ranking is for: `full` (a signed-in family, staff) reads her work history and biodata. */
export type FactsSeen = "public" | "full";

interface FactsOfVersion {
  full: HelperFacts[];
  public: HelperFacts[];
}

interface RankedEntry {
  record: StoredHelperRecord;
  fit: HelperFit;
}

export interface RankedPage {
  entries: RankedEntry[];
  total: number;
  page: number;
  limit: number;
}

/** Stored requirements as the contract reads them now (a field a later rule refuses reads empty). */
const readRequirements = (stored: unknown): FamilyRequirements =>
  readStoredFields(familyRequirementsSchema, stored, Object.keys(familyRequirementsSchema.shape));

const familyOnly = (role: string) => {
  if (role !== "customer") throw new DomainError("forbidden", API_MESSAGES.requirementsForFamilies);
};

type Ranking = ReturnType<typeof rankHelpers<HelperFacts>>;

/** Rankings kept, by bytes: about 48 for each helper ranked. */
const RANKINGS_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The ranking of public helpers against a family's requirements (docs/product.md#helpers-who-fit).
 * What it reads of every public helper is kept per catalogue version (any change of a helper, her
 * details or her past jobs moves the version), and each ranking per version, day, requirements and
 * filters: a family paging through its ranking ranks once, and reads only each page's helpers.
 */
export function matchService(db: Db) {
  const reader = freshReader(db);
  const load = async (): Promise<FactsOfVersion> => {
    const full = await loadPublicHelperFacts(db);
    return { full, public: full.map(({ full: _full, ...card }) => card) };
  };
  const factsByVersion = new LRUCache<string, FactsOfVersion>({ max: 2, fetchMethod: load });
  const rankings = new LRUCache<string, Ranking>({
    maxSize: RANKINGS_MAX_BYTES,
    sizeCalculation: (ranking) => 64 + ranking.length * 48,
  });

  async function rank(
    requirements: FamilyRequirements,
    { seen, filters }: { seen: FactsSeen; filters?: CatalogueFilters },
    today: string,
  ): Promise<Ranking> {
    const { catalogueVersion } = await reader.read();
    const filtered = filters && Object.values(filters).some((value) => value !== undefined);
    const key = [
      seen,
      catalogueVersion,
      today,
      JSON.stringify(requirements),
      filtered ? catalogueFiltersKey(filters) : "",
    ].join("|");
    const kept = catalogueVersion === null ? undefined : rankings.get(key);
    if (kept) return kept;
    const facts =
      (catalogueVersion === null ? undefined : await factsByVersion.fetch(catalogueVersion)) ??
      (await load());
    const onlyIds = filtered ? await publicHelperIdsMatching(db, filters) : null;
    const pool = onlyIds ? facts[seen].filter(({ id }) => onlyIds.has(id)) : facts[seen];
    const ranking = rankHelpers(pool, requirements, today);
    if (catalogueVersion !== null) rankings.set(key, ranking);
    return ranking;
  }

  async function rankPage(
    requirements: FamilyRequirements,
    paging: { page: number; limit: number },
    options: { seen: FactsSeen; filters?: CatalogueFilters },
  ): Promise<RankedPage> {
    const today = singaporeToday();
    const ranking = await rank(requirements, options, today);
    const { page, limit } = paging;
    const shown = ranking.slice((page - 1) * limit, page * limit).map(({ facts }) => facts);
    const records = await publicHelpersByIds(
      db,
      shown.map(({ id }) => id),
    );
    const fits = new Map(shown.map((helper) => [helper.id, fitOf(helper, requirements, today)]));
    const entries = records.flatMap((record) => {
      const fit = fits.get(record.maid.id);
      return fit ? [{ record, fit }] : [];
    });
    return { entries, total: ranking.length, page, limit };
  }

  async function requirementsOf(userId: number) {
    const stored = await findRequirements(db, userId);
    return {
      requirements: stored ? readRequirements(stored.requirements) : EMPTY_REQUIREMENTS,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    /** Drops the facts and rankings kept (the app's `resetKeptState`). */
    clear() {
      factsByVersion.clear();
      rankings.clear();
    },

    /** The family's own requirements; only a family's account has them. */
    async ownRequirements(viewer: { id: number; role: string }) {
      familyOnly(viewer.role);
      return requirementsOf(viewer.id);
    },

    async saveOwnRequirements(viewer: { id: number; role: string }, input: FamilyRequirements) {
      familyOnly(viewer.role);
      const saved = await saveRequirements(db, viewer.id, input);
      return {
        requirements: readRequirements(saved.requirements),
        updatedAt: saved.updatedAt.toISOString(),
      };
    },

    /** The family's ranking on what a signed-in family sees, within the catalogue's filters. */
    async familyMatches(
      viewer: { id: number; role: string },
      query: { page: number; limit: number } & CatalogueFilters,
    ): Promise<RankedPage> {
      familyOnly(viewer.role);
      const { page, limit, ...filters } = query;
      const { requirements } = await requirementsOf(viewer.id);
      if (!hasRequirements(requirements)) return { entries: [], total: 0, page, limit };
      return rankPage(requirements, { page, limit }, { seen: "full", filters });
    },

    /** Requirements a visitor's browser keeps, ranked on her card's fields alone. */
    publicMatches(requirements: FamilyRequirements, paging: { page: number; limit: number }) {
      return rankPage(requirements, paging, { seen: "public" });
    },

    /** A customer's requirements and ranking, for staff choosing candidates or recommendations. */
    async customerMatches(customerId: number, paging: { page: number; limit: number }) {
      const customer = await findCustomerContact(db, customerId);
      if (!customer) throw new NotFoundError(API_MESSAGES.customerNotFound);
      const own = await requirementsOf(customerId);
      const ranked = hasRequirements(own.requirements)
        ? await rankPage(own.requirements, paging, { seen: "full" })
        : { entries: [], total: 0, ...paging };
      return { ...ranked, ...own, customer: { id: customer.id, name: customer.name } };
    },
  };
}
export type MatchService = ReturnType<typeof matchService>;
