import type { AdminUser } from "@maids/contract/admin.ts";

/** A customer has at most one recommendation list (docs/product.md#recommendations). */
export const recommendedHelpersOf = (user: AdminUser) =>
  user.recommendations[0]?.recommendationMaids ?? [];

export const recommendationCount = (user: AdminUser) => recommendedHelpersOf(user).length;
