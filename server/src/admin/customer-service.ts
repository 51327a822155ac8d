import { CUSTOMER_MESSAGES, type UpdateCustomerBody } from "@maids/contract/admin.ts";
import type { InterviewAnswer } from "@maids/contract/helper-accounts.ts";
import { changedFields } from "../audit/audit-log.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import type { HelperRow, HelperWithDetails } from "../helpers/helper-repository.ts";
import {
  customerActivity,
  findCustomerContact,
  listCustomerPage,
  updateCustomer,
} from "./customer-repository.ts";

/** A customer as the agency's customer list shows them. */
export interface CustomerOverview {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Shortlisted helpers, most recent first. */
  favourites: HelperRow[];
  /** The recommendation set, when it holds any helper. */
  recommendationId: number | null;
  /** Recommended helpers, most recently recommended first. */
  recommended: HelperWithDetails[];
  interviewRequests: { maid: HelperRow; createdAt: Date; helperAnswer: InterviewAnswer | null }[];
}

/**
 * What administrators see of customers: the list with each one's favourites,
 * recommendations and interview requests. Recommending is recommendations/recommendation-service.ts.
 */
export function customerService(db: Db) {
  return {
    /** A page (from 1) of customers found by `search`, with just their contacts, newest first. */
    async find({ page, limit, search }: { page: number; limit: number; search?: string }) {
      const { rows, total } = await listCustomerPage(
        db,
        { offset: (page - 1) * limit, limit },
        search,
      );
      return { customers: rows, total };
    },

    /** A page (from 1) of customers, newest first, with their activity and the total. */
    async page({ page, limit, search }: { page: number; limit: number; search?: string }) {
      const { rows, total } = await listCustomerPage(
        db,
        { offset: (page - 1) * limit, limit },
        search,
      );
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
            .map(({ maid, createdAt, helperAnswer }) => ({ maid, createdAt, helperAnswer })),
        };
      });
      return { customers, total };
    },

    /** Changes a family's name or phone, with an audit entry naming the fields changed. */
    async change(id: number, input: UpdateCustomerBody, actorUserId: number) {
      const before = await findCustomerContact(db, id);
      if (!before) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        if (!(await updateCustomer(tx, id, input))) {
          throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
        }
        await recordAudit(tx, {
          actorUserId,
          action: "customer.update",
          entityType: "customer",
          entityId: id,
          details: { changed: changedFields(before, input) },
        });
      });
      return { ...before, ...input };
    },
  };
}
