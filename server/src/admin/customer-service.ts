import type { Db } from "../db/database.ts";
import type { MaidRow, MaidWithDetails } from "../maids/maid-repository.ts";
import { customerActivity, listCustomerPage } from "./customer-repository.ts";

/** A customer as the agency's customer list shows them. */
export interface CustomerOverview {
  id: number;
  name: string;
  email: string;
  /** Shortlisted helpers, most recent first. */
  favourites: MaidRow[];
  /** The recommendation set, when it holds any helper. */
  recommendationId: number | null;
  /** Recommended helpers, most recently recommended first. */
  recommended: MaidWithDetails[];
  interviewRequests: { maid: MaidRow; createdAt: Date }[];
}

/**
 * What administrators see of customers: the list with each one's favourites,
 * recommendations and interview requests. Recommending is recommendations/recommendation-service.ts.
 */
export function customerService(db: Db) {
  return {
    /** A page (from 1) of customers, newest first, with their activity and the total. */
    async page({ page, limit }: { page: number; limit: number }) {
      const { rows, total } = await listCustomerPage(db, { offset: (page - 1) * limit, limit });
      const activity = await customerActivity(
        db,
        rows.map((row) => row.id),
      );
      const customers = rows.map((user): CustomerOverview => {
        const recommended = activity.recommended.filter((row) => row.userId === user.id);
        return {
          ...user,
          favourites: activity.favourites
            .filter((row) => row.userId === user.id)
            .map(({ maid }) => maid),
          recommendationId: recommended[0]?.recommendationId ?? null,
          recommended,
          interviewRequests: activity.requests
            .filter((row) => row.userId === user.id)
            .map(({ maid, createdAt }) => ({ maid, createdAt })),
        };
      });
      return { customers, total };
    },
  };
}
