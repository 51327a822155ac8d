import { ADMIN_MAIDS_KEY } from "../../../shared/query-keys.ts";

export const adminMaidsKey = (query: string) => [...ADMIN_MAIDS_KEY, query] as const;
export const adminMaidKey = (id: number) => ["admin", "maid", id] as const;
export const customerRecommendationsKey = (userId: number) =>
  ["admin", "recommendations", userId] as const;
