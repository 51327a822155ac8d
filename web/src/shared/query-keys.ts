/**
 * Query keys that more than one feature reads or refreshes. Every cached list of a
 * kind starts with its key, whatever its search.
 */
export const ADMIN_MAIDS_KEY = ["admin", "maids"] as const;
export const SUPPLIERS_KEY = ["admin", "suppliers"] as const;
export const suppliersKey = (query: string) => [...SUPPLIERS_KEY, query] as const;
