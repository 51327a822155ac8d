import type { AdminUser } from "@maids/contract/admin.ts";

/** A customer has at most one recommendation list (docs/product.md#recommendations). */
export const recommendedMaidsOf = (user: AdminUser) =>
  user.recommendations[0]?.recommendationMaids ?? [];

export const recommendationCount = (user: AdminUser) => recommendedMaidsOf(user).length;
