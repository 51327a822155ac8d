import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { hasRequirements, type RequirementsAnswer } from "@maids/contract/family-requirements.ts";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useFamilyRequirements } from "@/shared/matching/api.ts";
import { useSession } from "@/shared/session/use-session.ts";

const SORT_PARAM = "sort";
export const CATALOGUE_SORTS = ["newest", "bestFit"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Whether the catalogue can be ranked for this viewer: a family that gave its requirements. */
export const canRankFor = (isFamily: boolean, answer: RequirementsAnswer | undefined) =>
  isFamily && answer !== undefined && hasRequirements(answer.requirements);

/** The order the address asks for, as far as the viewer can have it. */
export const catalogueSortOf = (searchParams: URLSearchParams, canRank: boolean): CatalogueSort =>
  canRank && searchParams.get(SORT_PARAM) === "bestFit" ? "bestFit" : "newest";

/**
 * The catalogue's order, in the address (`?sort=bestFit`): newest first, or best fit for a
 * signed-in family that gave its requirements (docs/product.md#helpers-who-fit).
 */
export function useCatalogueSort() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const isFamily = session.role === CUSTOMER_ROLE;
  const requirements = useFamilyRequirements(isFamily);
  const canRank = canRankFor(isFamily, requirements.data);

  return {
    canRank,
    /** A family that gave no requirements yet: offered to give them, never made to. */
    mayGiveRequirements:
      isFamily &&
      requirements.data !== undefined &&
      !hasRequirements(requirements.data.requirements),
    sort: catalogueSortOf(searchParams, canRank),
    setSort(sort: CatalogueSort) {
      const params = new URLSearchParams(location.search);
      if (sort === "newest") params.delete(SORT_PARAM);
      else params.set(SORT_PARAM, sort);
      const query = params.toString().replaceAll("%2C", ",");
      navigate({ search: query ? `?${query}` : "" }, { preventScrollReset: true });
    },
  };
}
