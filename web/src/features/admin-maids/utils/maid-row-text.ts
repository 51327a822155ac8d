import type { AdminMaidRow } from "@maids/contract/admin.ts";
import { ADMIN_MAIDS_TEXTS as TEXTS } from "../texts.ts";

/** 'age yo/height cm/weight kg' (docs/product.md#helper-management). */
export const ageHeightWeight = (maid: AdminMaidRow) =>
  TEXTS.ageHeightWeight(maid.age, maid.height, maid.weight);

/** 'status/number of children'. */
export const maritalChildren = (maid: AdminMaidRow) =>
  TEXTS.maritalChildren(maid.maritalStatus, maid.NumChildren);
