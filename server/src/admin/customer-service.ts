import { API_MESSAGES } from "@maids/contract/messages.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import { isActiveMaid, type MaidRow, type MaidWithDetails } from "../maids/maid-repository.ts";
import {
  addRecommendations,
  listRecommendedMaids,
  recommendationIdFor,
  recommendedMaidIds,
  removeRecommendation,
} from "../recommendations/recommendation-repository.ts";
import { customerActivity, findCustomer, listCustomerPage } from "./customer-repository.ts";

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
 * Customers and their recommendations: what administrators see of customers, and the
 * helpers they recommend to each (every change in one transaction with its audit entry);
 * a customer reads their own recommendations here too.
 */
export function customerService(db: Db) {
  async function existing(customerId: number) {
    const customer = await findCustomer(db, customerId);
    if (!customer) throw new NotFoundError(API_MESSAGES.customerNotFound);
    return customer;
  }

  /** Adds or removes one recommendation as `decide` says, given whether the helper was there. */
  async function change(
    customerId: number,
    maidId: number,
    actorUserId: number,
    decide: (wasRecommended: boolean) => boolean,
  ): Promise<{ maidId: number; recommended: boolean }> {
    await existing(customerId);
    if (!(await isActiveMaid(db, maidId))) throw new NotFoundError(API_MESSAGES.maidNotFound);
    return db.transaction(async (tx) => {
      const recommendationId = await recommendationIdFor(tx, customerId);
      const removed = await removeRecommendation(tx, recommendationId, maidId);
      const recommended = decide(removed);
      if (recommended) await addRecommendations(tx, recommendationId, [maidId], actorUserId);
      if (recommended !== removed) {
        await recordAudit(tx, {
          actorUserId,
          action: recommended ? "recommendation.add" : "recommendation.remove",
          entityType: "user",
          entityId: customerId,
          details: { maidId },
        });
      }
      return { maidId, recommended };
    });
  }

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

    /** The ids of every helper recommended to the customer, most recent first. */
    async recommendedMaidIds(customerId: number): Promise<number[]> {
      await existing(customerId);
      return recommendedMaidIds(db, customerId);
    },

    /** The active helpers recommended to a customer, for the customer's own page. */
    recommendedHelpers: (customerId: number): Promise<MaidWithDetails[]> =>
      listRecommendedMaids(db, customerId),

    toggleRecommendation: (customerId: number, maidId: number, actorUserId: number) =>
      change(customerId, maidId, actorUserId, (wasRecommended) => !wasRecommended),

    /** Nothing happens when the helper is not recommended. */
    removeRecommendation: (customerId: number, maidId: number, actorUserId: number) =>
      change(customerId, maidId, actorUserId, () => false),
  };
}
