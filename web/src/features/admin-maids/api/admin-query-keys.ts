/** Every cached list of helpers starts with this key, whatever its search. */
export const ADMIN_MAIDS_KEY = ["admin", "maids"] as const;

export const adminMaidsKey = (query: string) => [...ADMIN_MAIDS_KEY, query] as const;
export const adminMaidKey = (id: number) => ["admin", "maid", id] as const;
export const customerRecommendationsKey = (userId: number) =>
  ["admin", "recommendations", userId] as const;
