import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { hasRequirements } from "@maids/contract/family-requirements.ts";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useFamilyRequirements } from "@/shared/matching/api.ts";
import { useSession } from "@/shared/session/use-session.ts";

const SORT_PARAM = "sort";
export const CATALOGUE_SORTS = ["newest", "bestFit"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

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
  const canRank =
    isFamily && requirements.data !== undefined && hasRequirements(requirements.data.requirements);
  const asked: CatalogueSort = searchParams.get(SORT_PARAM) === "bestFit" ? "bestFit" : "newest";

  return {
    canRank,
    /** A family that gave no requirements yet: offered to give them, never made to. */
    mayGiveRequirements:
      isFamily &&
      requirements.data !== undefined &&
      !hasRequirements(requirements.data.requirements),
    sort: canRank ? asked : ("newest" as CatalogueSort),
    setSort(sort: CatalogueSort) {
      const params = new URLSearchParams(location.search);
      if (sort === "newest") params.delete(SORT_PARAM);
      else params.set(SORT_PARAM, sort);
      const query = params.toString().replaceAll("%2C", ",");
      navigate({ search: query ? `?${query}` : "" }, { preventScrollReset: true });
    },
  };
}
