import { readStoredFields } from "@maids/contract/form-values.ts";
import {
  type HelperPageLanguage,
  type HelperProfileData,
  type HelperProfileStatus,
  helperProfileDataSchema,
  missingForReview,
  type OwnHelperProfile,
  type StaffHelperProfile,
} from "@maids/contract/helper-accounts.ts";
import { NEW_HELPER_DEFAULTS } from "@maids/contract/limits.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { updateHelper } from "../admin/admin-helper-repository.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError } from "../domain-errors.ts";
import { findHelperRecord, insertHelper } from "../helpers/helper-repository.ts";
import { photoUrls } from "../helpers/helper-serializer.ts";
import type { ProcessedImage } from "../images/image-pipeline.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { supplierIdForName } from "../suppliers/supplier-service.ts";
import { isoOrNull } from "../timestamps.ts";
import {
  findProfileOfHelperAccount,
  type HelperProfileRecord,
  linkHelperRecord,
  listProfiles,
  profileOf,
  setLanguage,
  unpublishHelperOf,
  updateProfile,
} from "./helper-profile-repository.ts";
import { helperChangeFromProfile, newHelperFromProfile } from "./helper-record.ts";

const HELPER_ACCOUNT_MESSAGES = {
  declined: "The agency declined this profile; it can no longer be changed.",
  notSubmitted: "This profile is not waiting for review.",
  incomplete: "The profile is not complete yet.",
  notHelperAccount: "No helper account has this number.",
} as const;

/** Her stored data as the contract reads it now (a field a later rule refuses reads empty). */
const readData = (stored: unknown): HelperProfileData =>
  readStoredFields(helperProfileDataSchema, stored, Object.keys(helperProfileDataSchema.shape));

const consentsNow = (profile: HelperProfileRecord["profile"]) =>
  profile.consentGivenAt !== null && profile.consentWithdrawnAt === null;

function toOwnProfile({ profile, helper }: HelperProfileRecord): OwnHelperProfile {
  const photoKey = profile.photoKey ?? helper?.photoKey ?? null;
  return {
    data: readData(profile.data),
    photoUrl: photoUrls(photoKey, false)?.card ?? null,
    status: profile.status,
    staffNote: profile.staffNote,
    submittedAt: isoOrNull(profile.submittedAt),
    reviewedAt: isoOrNull(profile.reviewedAt),
    helperId: helper?.id ?? null,
    published: helper?.isActive ?? false,
    consent: {
      shown: consentsNow(profile),
      givenAt: isoOrNull(profile.consentGivenAt),
      withdrawnAt: isoOrNull(profile.consentWithdrawnAt),
    },
    language: profile.language,
  };
}

/** What her profile still lacks before it may be reviewed. */
const missingOf = (own: OwnHelperProfile) =>
  missingForReview(own.data, { hasPhoto: own.photoUrl !== null, consents: own.consent.shown });

function refuseIncomplete(own: OwnHelperProfile) {
  const missing = missingOf(own);
  if (missing.length > 0) throw new InvalidError(HELPER_ACCOUNT_MESSAGES.incomplete, missing);
}

function toStaffProfile(record: HelperProfileRecord): StaffHelperProfile {
  const own = toOwnProfile(record);
  return {
    ...own,
    userId: record.account.id,
    name: record.account.name,
    email: record.account.email,
    missing: missingOf(own),
  };
}

/** The statuses in which she may change her profile, and what a change makes of it. */
const EDITABLE: Record<HelperProfileStatus, boolean> = {
  draft: true,
  submitted: true,
  changes_requested: true,
  accepted: true,
  declined: false,
};

/**
 * A helper's own account: her profile, saved as she goes, sent for review; staff's review of
 * it; her consent to be shown. Each change in one transaction, staff's with an audit entry.
 */
export function helperAccountService(db: Db, storage: ImageStorage) {
  async function change(
    userId: number,
    work: (tx: Db, record: HelperProfileRecord) => Promise<void>,
  ): Promise<OwnHelperProfile> {
    await db.transaction(async (tx) => work(tx, await profileOf(tx, userId, { forUpdate: true })));
    return toOwnProfile(await profileOf(db, userId));
  }

  const editable = (record: HelperProfileRecord) => {
    if (!EDITABLE[record.profile.status]) throw new ConflictError(HELPER_ACCOUNT_MESSAGES.declined);
  };

  async function staffChange(
    userId: number,
    work: (tx: Db, record: HelperProfileRecord) => Promise<void>,
  ): Promise<StaffHelperProfile> {
    await db.transaction(async (tx) => {
      const record = await findProfileOfHelperAccount(tx, userId, { forUpdate: true });
      if (!record) throw new NotFoundError(HELPER_ACCOUNT_MESSAGES.notHelperAccount);
      await work(tx, record);
    });
    return toStaffProfile(await profileOf(db, userId));
  }

  const awaitingReview = (record: HelperProfileRecord) => {
    if (record.profile.status !== "submitted") {
      throw new ConflictError(HELPER_ACCOUNT_MESSAGES.notSubmitted, undefined, "conflict");
    }
  };

  return {
    async own(userId: number): Promise<OwnHelperProfile> {
      return toOwnProfile(await profileOf(db, userId));
    },

    /** Saves her profile whole; a profile sent or accepted becomes a draft again. */
    saveData(userId: number, data: HelperProfileData) {
      return change(userId, async (tx, record) => {
        editable(record);
        const status =
          record.profile.status === "changes_requested" ? "changes_requested" : "draft";
        await updateProfile(tx, userId, { data, status });
      });
    },

    /** Her photo, stored first (checked by content), then named on her profile. */
    async savePhoto(userId: number, photo: ProcessedImage) {
      const record = await profileOf(db, userId);
      editable(record);
      // Stored before the profile names it; a failure in between leaves files the start-up
      // sweep removes, never a profile naming a missing photo.
      await storage.save(photo.key, photo.files);
      return change(userId, async (tx, locked) => {
        editable(locked);
        const status =
          locked.profile.status === "changes_requested" ? "changes_requested" : "draft";
        await updateProfile(tx, userId, { photoKey: photo.key, status });
      });
    },

    /** Sends her profile for review: 400 naming what it still lacks. */
    submit(userId: number) {
      return change(userId, async (tx, record) => {
        editable(record);
        const own = toOwnProfile(record);
        refuseIncomplete(own);
        await updateProfile(tx, userId, { status: "submitted", submittedAt: new Date() });
      });
    },

    async setLanguage(userId: number, language: HelperPageLanguage) {
      await setLanguage(db, userId, language);
      return toOwnProfile(await profileOf(db, userId));
    },

    /**
     * Her consent to be shown to families. Withdrawn, her record leaves the public site at once
     * (recorded in the audit trail as hers); given again, staff publish her again.
     */
    setConsent(userId: number, shown: boolean) {
      return change(userId, async (tx, record) => {
        const now = new Date();
        if (shown) {
          if (consentsNow(record.profile)) return;
          await updateProfile(tx, userId, { consentGivenAt: now, consentWithdrawnAt: null });
        } else {
          if (record.profile.consentGivenAt === null && record.profile.consentWithdrawnAt !== null)
            return;
          await updateProfile(tx, userId, { consentWithdrawnAt: now });
          const unpublished = await unpublishHelperOf(tx, userId);
          await recordAudit(tx, {
            actorUserId: userId,
            action: "helper.consent_withdrawn",
            entityType: "maid",
            entityId: record.helper?.id ?? null,
            details: { unpublished },
          });
        }
      });
    },

    // ---- staff ----

    async list(status?: HelperProfileStatus) {
      return (await listProfiles(db, status)).map((record) => ({
        userId: record.account.id,
        name: record.account.name,
        email: record.account.email,
        status: record.profile.status,
        submittedAt: isoOrNull(record.profile.submittedAt),
        helperId: record.helper?.id ?? null,
        consentShown: consentsNow(record.profile),
      }));
    },

    async forStaff(userId: number): Promise<StaffHelperProfile> {
      const record = await findProfileOfHelperAccount(db, userId);
      if (!record) throw new NotFoundError(HELPER_ACCOUNT_MESSAGES.notHelperAccount);
      return toStaffProfile(record);
    },

    /**
     * Accepts a profile sent for review: a new, unpublished helper record linked to her
     * account, or her linked record updated with what she says of herself.
     */
    async accept(userId: number, actorUserId: number): Promise<{ helperId: number }> {
      let helperId = 0;
      await staffChange(userId, async (tx, record) => {
        awaitingReview(record);
        const own = toOwnProfile(record);
        refuseIncomplete(own);
        const { name } = record.account;
        const photoKey = record.profile.photoKey;
        if (record.helper) {
          const stored = await findHelperRecord(tx, record.helper.id);
          if (!stored) throw new NotFoundError(API_MESSAGES.helperNotFound);
          await updateHelper(
            tx,
            stored.maid.id,
            helperChangeFromProfile(stored, own.data, name, photoKey),
          );
          helperId = stored.maid.id;
        } else {
          const supplierId = await supplierIdForName(tx, NEW_HELPER_DEFAULTS.supplier, actorUserId);
          helperId = await insertHelper(
            tx,
            newHelperFromProfile(own.data, name, photoKey, supplierId),
          );
          await linkHelperRecord(tx, helperId, userId);
        }
        await updateProfile(tx, userId, {
          status: "accepted",
          staffNote: "",
          reviewedAt: new Date(),
          reviewedBy: actorUserId,
        });
        await recordAudit(tx, {
          actorUserId,
          action: "helper_profile.accept",
          entityType: "maid",
          entityId: helperId,
          details: { userId, updated: record.helper !== null },
        });
      });
      return { helperId };
    },

    requestChanges(userId: number, note: string, actorUserId: number) {
      return staffChange(userId, async (tx, record) => {
        awaitingReview(record);
        await updateProfile(tx, userId, {
          status: "changes_requested",
          staffNote: note,
          reviewedAt: new Date(),
          reviewedBy: actorUserId,
        });
        await recordAudit(tx, {
          actorUserId,
          action: "helper_profile.request_changes",
          entityType: "user",
          entityId: userId,
        });
      });
    },

    decline(userId: number, reason: string, actorUserId: number) {
      return staffChange(userId, async (tx, record) => {
        awaitingReview(record);
        await updateProfile(tx, userId, {
          status: "declined",
          staffNote: reason,
          reviewedAt: new Date(),
          reviewedBy: actorUserId,
        });
        await recordAudit(tx, {
          actorUserId,
          action: "helper_profile.decline",
          entityType: "user",
          entityId: userId,
        });
      });
    },
  };
}
export type HelperAccountService = ReturnType<typeof helperAccountService>;
