/**
 * interviews/: interview requests. Routes, this service, the repository.
 */
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { findBiodata } from "../biodata/biodata-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, NotFoundError } from "../domain-errors.ts";
import { isActiveHelper } from "../helpers/helper-repository.ts";
import { type PlacementOptions, placementService } from "../placements/placement-service.ts";
import {
  type InterviewRequestRecord,
  listInterviewRequestPage,
  listInterviewRequests,
  requestInterview,
} from "./interview-request-repository.ts";

/**
 * Interview requests: a customer asks the agency for an interview with a helper (once per
 * helper); administrators page through every request.
 */
export function interviewRequestService(db: Db, placementOptions: PlacementOptions) {
  const placements = placementService(db, placementOptions);
  return {
    /**
     * Records the request; asking again answers the first one (`isNew` false). A new request
     * joins the family's open enquiry, or opens one (docs/product.md#placements).
     */
    async request(userId: number, maidId: number): Promise<InterviewRequestRecord> {
      if (!(await isActiveHelper(db, maidId))) throw new NotFoundError(API_MESSAGES.helperNotFound);
      // Her biodata says so: the agency cannot arrange one (the profile offers WhatsApp instead).
      if ((await findBiodata(db, maidId)).interview.includes("notAvailable"))
        throw new ConflictError(API_MESSAGES.notAvailableForInterview);
      return db.transaction(async (tx) => {
        const recorded = await requestInterview(tx, userId, maidId);
        if (recorded.isNew) await placements.joinEnquiry(tx, userId, maidId);
        return recorded;
      });
    },

    /** The user's requests, newest first. */
    listForUser: (userId: number) => listInterviewRequests(db, userId),

    /** A page (from 1) of every customer's requests, newest first, with the total. */
    page: ({ page, limit }: { page: number; limit: number }) =>
      listInterviewRequestPage(db, { offset: (page - 1) * limit, limit }),
  };
}
