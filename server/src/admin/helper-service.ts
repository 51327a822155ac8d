import type { AdminHelperFilters } from "@maids/contract/admin.ts";
import type { HelperInput } from "@maids/contract/helper-input.ts";
import { ADMIN_MESSAGES, API_MESSAGES } from "@maids/contract/messages.ts";
import { PLACEMENT_MESSAGES } from "@maids/contract/placements.ts";
import type { FastifyBaseLogger } from "fastify";
import { changedFields } from "../audit/audit-log.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { findBiodata } from "../biodata/biodata-repository.ts";
import type { Db } from "../db/database.ts";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { ConflictError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import {
  findHelperRecord,
  helperWithdrewConsent,
  insertHelper,
  listHelperRecords,
  type StoredHelperRecord,
} from "../helpers/helper-repository.ts";
import { toAdminHelperRecord, type WithBiodata } from "../helpers/helper-serializer.ts";
import type { ProcessedImage } from "../images/image-pipeline.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { helperHasCases } from "../placements/placement-repository.ts";
import { supplierIdForName } from "../suppliers/supplier-service.ts";
import {
  adminHelperConditions,
  deleteHelper,
  helperSearchCondition,
  listHelperRows,
  lockHelperForChange,
  toHelperChange,
  toNewHelper,
  updateHelper,
} from "./admin-helper-repository.ts";

/**
 * What an update leaves out stays as stored: the biodata when `biodata` is missing, and an
 * entry's employer type and feedback (matched by position) when those are missing, as
 * clients written before biodata (the original front end) send neither.
 */
function keepStoredBiodata(
  input: HelperInput,
  before: WithBiodata<StoredHelperRecord>,
): HelperInput {
  return {
    ...input,
    biodata: input.biodata ?? before.biodata,
    employmentDetails: input.employmentDetails.map((entry, position) => {
      const stored = before.employment[position];
      return {
        ...entry,
        employerType: entry.employerType ?? stored?.employerType ?? "",
        feedback: entry.feedback ?? stored?.feedback ?? "",
      };
    }),
  };
}

/**
 * Helpers as administrators manage them: each change in one transaction with its audit
 * entry (and the supplier a form names, added when new), her photo's files stored before
 * the helper that refers to them and removed when no longer used.
 */
export function helperService(db: Db, storage: ImageStorage, log: FastifyBaseLogger) {
  async function existing(id: number): Promise<StoredHelperRecord> {
    const record = await findHelperRecord(db, id);
    if (!record) throw new NotFoundError(API_MESSAGES.helperNotFound);
    return record;
  }

  /**
   * Saves a new photo's files before `work` commits the helper that refers to them (a
   * crash in between leaves unused files for the start-up sweep, never a helper without
   * her photo); they are removed again if `work` fails. When the database connection
   * broke, the commit may have happened, so the files stay for the sweep to judge.
   */
  async function withNewPhoto<T>(
    photo: ProcessedImage | null,
    work: (key: string | null) => Promise<T>,
  ): Promise<T> {
    if (photo) await storage.save(photo.key, photo.files);
    try {
      return await work(photo?.key ?? null);
    } catch (error) {
      if (photo && !isDatabaseUnavailable(error)) await removeUnusedPhoto(photo.key);
      throw error;
    }
  }

  /**
   * Removes the files of a photo no helper uses. When they cannot be removed (a read-only
   * folder), the change that freed them stands: the failure is logged and the start-up
   * sweep removes them once it can.
   */
  async function removeUnusedPhoto(photoKey: string, helperId?: number): Promise<void> {
    try {
      await storage.remove(photoKey);
    } catch (error) {
      log.warn(
        { err: error, helperId, photoKey },
        "unused photo files not removed; the start-up sweep will remove them",
      );
    }
  }

  /** The helper with her biodata, for answers about her alone. */
  async function withBiodata(id: number): Promise<WithBiodata<StoredHelperRecord>> {
    const record = await existing(id);
    return { ...record, biodata: await findBiodata(db, id) };
  }

  return {
    existing,
    withBiodata,

    /** Every helper, active or not, newest first; or those whose name or id matches `query`. */
    list: (query = ""): Promise<StoredHelperRecord[]> =>
      listHelperRecords(db, helperSearchCondition(query)),

    /** One page of the helpers the search and filters keep, newest first, and their total. */
    page: (filters: AdminHelperFilters, { page, limit }: { page: number; limit: number }) =>
      listHelperRows(db, adminHelperConditions(filters), { offset: (page - 1) * limit, limit }),

    async create(
      input: HelperInput,
      photo: ProcessedImage | null,
      actorUserId: number,
    ): Promise<WithBiodata<StoredHelperRecord>> {
      const id = await withNewPhoto(photo, (photoKey) =>
        db.transaction(async (tx) => {
          const supplierId = await supplierIdForName(tx, input.supplier, actorUserId);
          const created = await insertHelper(tx, toNewHelper(input, photoKey, supplierId));
          await recordAudit(tx, {
            actorUserId,
            action: "maid.create",
            entityType: "maid",
            entityId: created,
            details: { name: input.name, withPhoto: photoKey !== null },
          });
          return created;
        }),
      );
      return withBiodata(id);
    },

    /**
     * Changes the helper as read in `before`, refused (ConflictError `stale_version`) when her
     * record is no longer at `madeOnVersion`, if given; without a new photo the current one stays,
     * even one another administrator set since `before`, and what the input leaves out of
     * her biodata too (`keepStoredBiodata`). A new photo's predecessor is the one her
     * locked row held, so its files go, not those of a photo set meanwhile.
     */
    async change(
      before: WithBiodata<StoredHelperRecord>,
      sent: HelperInput,
      photo: ProcessedImage | null,
      actorUserId: number,
      madeOnVersion?: number,
    ): Promise<WithBiodata<StoredHelperRecord>> {
      const { id } = before.maid;
      const input = keepStoredBiodata(sent, before);
      const replacedKey = await withNewPhoto(photo, (newKey) =>
        db.transaction(async (tx) => {
          const stored = await lockHelperForChange(tx, id);
          if (!stored) throw new NotFoundError(API_MESSAGES.helperNotFound);
          if (madeOnVersion !== undefined && stored.version !== madeOnVersion)
            throw new ConflictError(
              ADMIN_MESSAGES.helperChangedMeanwhile,
              undefined,
              "stale_version",
            );
          if (input.isActive && !before.maid.isActive && (await helperWithdrewConsent(tx, id))) {
            const message = ADMIN_MESSAGES.helperWithdrewConsent;
            throw new InvalidError(message, onField("isActive", message));
          }
          const supplierId = await supplierIdForName(tx, input.supplier, actorUserId);
          await updateHelper(tx, id, toHelperChange(input, newKey, supplierId));
          await recordAudit(tx, {
            actorUserId,
            action: "maid.update",
            entityType: "maid",
            entityId: id,
            details: {
              name: input.name,
              changed: changedFields(toAdminHelperRecord(before), input),
            },
          });
          return newKey ? stored.photoKey : null;
        }),
      );
      if (replacedKey) await removeUnusedPhoto(replacedKey, id);
      return withBiodata(id);
    },

    /**
     * Deletes a helper with her photos; favourites, recommendations, links and requests go too.
     * A helper selected in a placement case stays: her case's history needs her.
     */
    async remove(id: number, actorUserId: number): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        if (await helperHasCases(tx, id)) throw new ConflictError(PLACEMENT_MESSAGES.helperInCase);
        const row = await deleteHelper(tx, id);
        if (!row) return null;
        await recordAudit(tx, {
          actorUserId,
          action: "maid.delete",
          entityType: "maid",
          entityId: id,
        });
        return row;
      });
      if (!deleted) throw new NotFoundError(API_MESSAGES.helperNotFound);
      if (deleted.photoKey) await removeUnusedPhoto(deleted.photoKey, id);
    },
  };
}
