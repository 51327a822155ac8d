import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

/** 'age yo/height cm/weight kg' (docs/product.md#helper-management). */
export const ageHeightWeight = (maid: AdminHelperRow) =>
  TEXTS.ageHeightWeight(maid.age, maid.height, maid.weight);

/** 'status/number of children'. */
export const maritalChildren = (maid: AdminHelperRow) =>
  TEXTS.maritalChildren(maid.maritalStatus, maid.NumChildren);
