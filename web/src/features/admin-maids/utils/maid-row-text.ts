import { ageFromDob } from "@maids/contract/derived.ts";
import type { AdminMaid } from "@maids/contract/maid.ts";
import { ADMIN_MAIDS_TEXTS as TEXTS } from "../texts.ts";

/** 'age yo/height cm/weight kg' (SPEC.md section 3). */
export const ageHeightWeight = (maid: AdminMaid) =>
  TEXTS.ageHeightWeight(ageFromDob(maid.DOB), maid.height, maid.weight);

/** 'status/number of children'. */
export const maritalChildren = (maid: AdminMaid) =>
  TEXTS.maritalChildren(maid.maritalStatus, maid.NumChildren);
