import { API_MESSAGES } from "@maids/contract/messages.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import { type HelperWithDetails, isActiveHelper } from "../helpers/helper-repository.ts";
import { findCustomer } from "../users/user-repository.ts";
import {
  addRecommendations,
  listRecommendedHelpers,
  recommendationIdFor,
  recommendedHelperIds,
  removeRecommendation,
} from "./recommendation-repository.ts";

/**
 * A customer's recommendations: the helpers administrators recommend to each (every change
 * in one transaction with its audit entry); a customer reads their own here too.
 */
export function recommendationService(db: Db) {
  async function existingCustomer(customerId: number) {
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
    await existingCustomer(customerId);
    if (!(await isActiveHelper(db, maidId))) throw new NotFoundError(API_MESSAGES.helperNotFound);
    return db.transaction(async (tx) => {
      const recommendationId = await recommendationIdFor(tx, customerId);
      const removed = await removeRecommendation(tx, recommendationId, maidId);
      const recommended = decide(removed);
      if (recommended) await addRecommendations(tx, recommendationId, [maidId], actorUserId);
      if (recommended !== removed) {
        await recordAudit(tx, {
          actorUserId,
          action: recommended ? "recommendation.add" : "recommendation.remove",
          entityType: "customer",
          entityId: customerId,
          details: { maidId },
        });
      }
      return { maidId, recommended };
    });
  }

  return {
    /** The ids of every helper recommended to the customer, most recent first. */
    async recommendedHelperIds(customerId: number): Promise<number[]> {
      await existingCustomer(customerId);
      return recommendedHelperIds(db, customerId);
    },

    /** The active helpers recommended to a customer, for the customer's own page. */
    recommendedHelpers: (customerId: number): Promise<HelperWithDetails[]> =>
      listRecommendedHelpers(db, customerId),

    toggleRecommendation: (customerId: number, maidId: number, actorUserId: number) =>
      change(customerId, maidId, actorUserId, (wasRecommended) => !wasRecommended),

    /** Nothing happens when the helper is not recommended. */
    removeRecommendation: (customerId: number, maidId: number, actorUserId: number) =>
      change(customerId, maidId, actorUserId, () => false),
  };
}
