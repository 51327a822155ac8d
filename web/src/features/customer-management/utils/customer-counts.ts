import type { AdminUser } from "@maids/contract/admin.ts";

/** A customer has at most one recommendation list (SPEC.md section 3). */
export const recommendedMaidsOf = (user: AdminUser) =>
  user.recommendations[0]?.recommendationMaids ?? [];

export const recommendationCount = (user: AdminUser) => recommendedMaidsOf(user).length;
