import { isDatabaseUnavailable } from "./database-unavailable.ts";

/**
 * What went wrong with a failed statement, in words that carry nothing of the statement:
 * `unavailable` (the database cannot be reached, database-unavailable.ts), `constraint`
 * (SQLSTATE class 23, e.g. a duplicate email) or `other`.
 */
export type QueryErrorKind = "unavailable" | "constraint" | "other";

export const QUERY_ERROR_KINDS: readonly QueryErrorKind[] = ["unavailable", "constraint", "other"];

/** Counts kept by a `Database` since it was opened, for the operator's metrics. */
export interface DatabaseStats {
  /** Failed statements, by kind. */
  queryErrors: Record<QueryErrorKind, number>;
  /**
   * Connections: PostgreSQL's pool (`max` DATABASE_POOL_SIZE, `total` open, `idle` of those,
   * `waiting` requests for one); PGlite's single connection (`waiting`: statements or
   * transactions queued behind the one running).
   */
  connections: { max: number; total: number; idle: number; waiting: number };
}

function queryErrorKind(error: unknown): QueryErrorKind {
  if (isDatabaseUnavailable(error, true)) return "unavailable";
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("23") ? "constraint" : "other";
}

/** A tally of failed statements; `count` is given to each driver's query path. */
export function queryErrorCounter() {
  const counts: Record<QueryErrorKind, number> = { unavailable: 0, constraint: 0, other: 0 };
  return {
    counts,
    count(error: unknown) {
      counts[queryErrorKind(error)]++;
    },
    /** `result` unchanged; its rejection, if any, counted (the caller still sees it). */
    watch<T>(result: T): T {
      if (result instanceof Promise) result.catch((error: unknown) => this.count(error));
      return result;
    },
  };
}
