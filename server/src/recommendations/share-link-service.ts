/**
 * recommendations/: what the agency recommends to a customer, by session and by shared
 * link. Routes parse and shape; recommendation-service.ts and share-link-service.ts decide;
 * recommendation-repository.ts and share-link-repository.ts hold all recommendation and
 * share-link storage.
 */
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { GoneError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import { type HelperWithDetails, unknownHelperIds } from "../helpers/helper-repository.ts";
import { findCustomer, findUserById } from "../users/user-repository.ts";
import { addRecommendations, recommendationIdFor } from "./recommendation-repository.ts";
import {
  createShareLink,
  findShareLinkByToken,
  listShareLinkHelpers,
  listShareLinks,
  recordShareLinkOpening,
  revokeShareLink,
  type ShareLinkRow,
  type ShareLinkWithHelpers,
  shareLinkHelperIds,
} from "./share-link-repository.ts";

export type ShareLinkStatus = "active" | "revoked" | "expired";

export function shareLinkStatus(link: ShareLinkRow, now = new Date()): ShareLinkStatus {
  return link.revokedAt ? "revoked" : link.expiresAt <= now ? "expired" : "active";
}

/** An openable link and its active helpers. */
export interface OpenedShareLink {
  link: ShareLinkRow;
  helpers: HelperWithDetails[];
}

/**
 * Recommendation links (ADR 0013): created and revoked by administrators (each change in
 * one transaction with its audit entry), read and opened by anyone with the token.
 */
export function shareLinkService(db: Db, { shareLinkTtlMs }: { shareLinkTtlMs: number }) {
  /** The link of a token: not found when unknown, gone when revoked or expired. */
  async function openable(token: string): Promise<ShareLinkRow> {
    const link = await findShareLinkByToken(db, token);
    if (!link) throw new NotFoundError(API_MESSAGES.shareLinkNotFound);
    const status = shareLinkStatus(link);
    if (status === "revoked") throw new GoneError(API_MESSAGES.shareLinkRevoked);
    if (status === "expired") throw new GoneError(API_MESSAGES.shareLinkExpired);
    return link;
  }

  /** Adds the link's helpers to the customer's recommendations. */
  async function attach(link: ShareLinkRow, customerId: number): Promise<void> {
    const maidIds = await shareLinkHelperIds(db, link.id);
    await db.transaction(async (tx) => {
      const recommendationId = await recommendationIdFor(tx, customerId);
      await addRecommendations(tx, recommendationId, maidIds, link.createdBy);
    });
  }

  return {
    /** A new link for the helpers (and perhaps a customer); the token is answered only now. */
    async create(
      request: { customerId: number | null; maidIds: number[]; filters: Record<string, unknown> },
      actorUserId: number,
    ): Promise<{ token: string; expiresAt: Date }> {
      const { customerId, filters } = request;
      const maidIds = [...new Set(request.maidIds)];
      if (customerId !== null && !(await findUserById(db, customerId))) {
        throw new InvalidError(
          API_MESSAGES.customerNotFound,
          onField("userId", API_MESSAGES.customerNotFound),
        );
      }
      const unknown = await unknownHelperIds(db, maidIds);
      if (unknown.length > 0) {
        const message = API_MESSAGES.unknownHelperIds(unknown);
        throw new InvalidError(message, onField("maidIds", message));
      }
      const expiresAt = new Date(Date.now() + shareLinkTtlMs);
      const token = await db.transaction(async (tx) => {
        const created = await createShareLink(tx, {
          customerId,
          createdBy: actorUserId,
          filters,
          maidIds,
          expiresAt,
        });
        await recordAudit(tx, {
          actorUserId,
          action: "share_link.create",
          entityType: "share_link",
          entityId: created.id,
          details: { customerId, maidIds, expiresAt: expiresAt.toISOString() },
        });
        return created.token;
      });
      return { token, expiresAt };
    },

    /** A customer's links, newest first. */
    async listForCustomer(customerId: number): Promise<ShareLinkWithHelpers[]> {
      if (!(await findCustomer(db, customerId))) {
        throw new NotFoundError(API_MESSAGES.customerNotFound);
      }
      return listShareLinks(db, customerId);
    },

    /** Revokes a link; revoking it again changes nothing and writes no audit entry. */
    async revoke(id: number, actorUserId: number): Promise<ShareLinkWithHelpers> {
      const revoked = await db.transaction(async (tx) => {
        const result = await revokeShareLink(tx, id);
        if (result?.newlyRevoked) {
          await recordAudit(tx, {
            actorUserId,
            action: "share_link.revoke",
            entityType: "share_link",
            entityId: result.link.id,
          });
        }
        return result;
      });
      if (!revoked) throw new NotFoundError(API_MESSAGES.linkNotFound);
      return revoked.link;
    },

    /** Reads a link's helpers; changes nothing. */
    async read(token: string): Promise<OpenedShareLink> {
      const link = await openable(token);
      return { link, helpers: await listShareLinkHelpers(db, link.id) };
    },

    /** Counts the opening and, for a signed-in viewer, adds the helpers to their recommendations. */
    async open(token: string, viewerId: number | null): Promise<OpenedShareLink> {
      const link = await openable(token);
      await recordShareLinkOpening(db, link.id);
      if (viewerId !== null) await attach(link, viewerId);
      return { link, helpers: await listShareLinkHelpers(db, link.id) };
    },

    /** Adds a remembered link's helpers after sign-in; false when the link is unusable. */
    async attachPending(token: string, customerId: number): Promise<boolean> {
      const link = await findShareLinkByToken(db, token);
      if (!link || shareLinkStatus(link) !== "active") return false;
      await attach(link, customerId);
      return true;
    },
  };
}
