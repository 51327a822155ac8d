import {
  type DataRequestKind,
  type InterviewAnswer,
  postalDistrict,
} from "@maids/contract/helper-accounts.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import { isoOrNull } from "../timestamps.ts";
import {
  listDataRequestsForStaff,
  listOwnDataRequests,
  markDataRequestHandled,
  openDataRequest,
} from "./data-request-repository.ts";
import {
  answerInterview,
  type HelperInterviewRow,
  listInterviewsForHelper,
} from "./interview-answer-repository.ts";

/** A request for her as she sees it: the family's first name and district, never its contacts. */
function toHelperInterview(row: HelperInterviewRow) {
  return {
    id: row.id,
    familyFirstName: row.familyName.trim().split(/\s+/)[0] ?? "",
    district: postalDistrict(row.postalCode),
    requestedAt: row.requestedAt.toISOString(),
    answer: row.answer,
    answeredAt: isoOrNull(row.answeredAt),
  };
}

type DataRequestRow = Awaited<ReturnType<typeof listOwnDataRequests>>[number];
const toDataRequest = (row: DataRequestRow) => ({
  id: row.id,
  kind: row.kind,
  requestedAt: row.requestedAt.toISOString(),
  handledAt: isoOrNull(row.handledAt),
});

type StaffDataRequestRow = Awaited<ReturnType<typeof listDataRequestsForStaff>>[number];
const toStaffDataRequest = (row: StaffDataRequestRow) => ({
  ...toDataRequest(row),
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role === "helper" ? ("helper" as const) : ("customer" as const),
});

/** Her interview requests and answers; everyone's requests about their personal data. */
export function helperRequestsService(db: Db) {
  return {
    async interviews(userId: number) {
      return (await listInterviewsForHelper(db, userId)).map(toHelperInterview);
    },

    /** Her answer to a request for her; 404 for a request that is not for her. */
    async answer(userId: number, requestId: number, answer: InterviewAnswer) {
      const row = await answerInterview(db, userId, requestId, answer);
      if (!row) throw new NotFoundError(API_MESSAGES.interviewRequestNotFound);
      return toHelperInterview(row);
    },

    async ownDataRequests(userId: number) {
      return (await listOwnDataRequests(db, userId)).map(toDataRequest);
    },

    /** A new request, or the open one of the same kind. */
    async askAboutData(userId: number, kind: DataRequestKind) {
      return toDataRequest(await openDataRequest(db, userId, kind));
    },

    async dataRequestsForStaff() {
      return (await listDataRequestsForStaff(db)).map(toStaffDataRequest);
    },

    async markHandled(id: number, staffUserId: number) {
      const row = await markDataRequestHandled(db, id, staffUserId);
      if (!row) throw new NotFoundError(API_MESSAGES.dataRequestNotFound);
      return toStaffDataRequest(row);
    },
  };
}
export type HelperRequestsService = ReturnType<typeof helperRequestsService>;
