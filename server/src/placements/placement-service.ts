/**
 * placements/: a family's placement case from enquiry to deployment (docs/product.md#placements).
 * Routes parse and shape; this service decides, owns each change's transaction and audit entry;
 * the repository stores. The stage rules themselves are the contract's (placement-stages.ts).
 */
import { eligibilityWarnings, permitRefusals } from "@maids/contract/eligibility.ts";
import {
  type CaseFacts,
  isEnded,
  isHolding,
  missingFor,
  missingMessage,
  needsRelease,
  nextStages,
  type PlacementStage,
  pathOf,
  recordedFactsOf,
  refusalOf,
  STAGE_LABELS,
} from "@maids/contract/placement-stages.ts";
import {
  type CreatePlacementBody,
  type CustomerHiring,
  DATE_FACT_LABELS,
  DATE_FACTS,
  type Dashboard,
  type DateFact,
  type MedicalExaminationBody,
  PAST_DATE_FACTS,
  PLACEMENT_LIMITS,
  PLACEMENT_MESSAGES,
  type PlacementCase,
  type PlacementList,
  type ReleaseBody,
  type StageChangeBody,
  type UpdatePlacementBody,
} from "@maids/contract/placements.ts";
import type { StaffMember } from "@maids/contract/staff.ts";
import { EA_WORK_ROLES } from "@maids/contract/staff-roles.ts";
import { recordCaseAudit } from "../audit/audit-repository.ts";
import { singaporeToday } from "../calendar.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import { findCustomer, findStaffMember } from "../users/user-repository.ts";
import { recordOwnerChange } from "./case-owners.ts";
import { type DueDateOptions, lastTransferDay, medicalRecordOf } from "./due-dates.ts";
import {
  type CaseFilter,
  countCasesByStage,
  defaultOwnerFor,
  findCaseReferenceById,
  findCaseWithParties,
  findCurrentPermitExpiry,
  findHelperForCase,
  findHoldingCase,
  findLatestStageEvent,
  findReplacement,
  holdHelper,
  insertCandidate,
  insertCase,
  insertEvent,
  insertExamination,
  linkInterviewRequest,
  listCandidates,
  listCasePage,
  listCustomerCases,
  listEvents,
  listExaminations,
  listExaminationsOf,
  listHoldingCases,
  listStageEvents,
  listUnlinkedInterviewRequests,
  lockCase,
  lockOpenEnquiry,
  markHelperEmployed,
  nextReference,
  type PlacementCaseChange,
  type PlacementCaseRow,
  releaseHelper,
  updateCase,
} from "./placement-repository.ts";
import {
  caseAlerts,
  caseDueDates,
  caseFacts,
  caseWarnings,
  helperCard,
  helperReference,
  stageCounts,
  timelineEntry,
  toCustomerHiring,
  toSummary,
} from "./placement-views.ts";

export interface PlacementOptions {
  publicHolidays: readonly string[];
  agencyWhatsapp: string;
  /** For tests of dates: the moment "today" is taken from. */
  now?: () => Date;
}

const OPEN_INTERVIEW_REQUESTS_SHOWN = 50;

export function placementOptions(
  config: Pick<Config, "publicHolidays" | "agency">,
): PlacementOptions {
  return { publicHolidays: config.publicHolidays, agencyWhatsapp: config.agency.whatsappNumber };
}

export function placementService(db: Db, options: PlacementOptions) {
  const holidays = new Set(options.publicHolidays);
  const dueOptions = (): DueDateOptions => ({
    today: singaporeToday(options.now?.() ?? new Date()),
    holidays,
  });

  async function detail(id: number): Promise<PlacementCase> {
    const found = await findCaseWithParties(db, id);
    if (!found) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
    const { placement, helper } = found;
    const today = dueOptions().today;
    const [events, candidates, replacesCase, replacedBy, examinations] = await Promise.all([
      listEvents(db, id),
      listCandidates(db, id),
      placement.replacesCaseId === null
        ? null
        : findCaseReferenceById(db, placement.replacesCaseId),
      findReplacement(db, id),
      helper ? listExaminations(db, helper.id) : [],
    ]);
    const medicals = medicalRecordOf(examinations, placement);
    const warnings = helper
      ? [
          ...eligibilityWarnings(
            { ...helper, highestEducation: found.helperEducation, restDays: found.helperRestDays },
            today,
          ),
          ...caseWarnings(placement, helper.passportExpiry, medicals, today),
        ]
      : [];
    const dueDates = caseDueDates(
      placement,
      helper?.passportExpiry ?? null,
      medicals,
      dueOptions(),
    );
    return {
      id: placement.id,
      reference: placement.reference,
      stage: placement.stage,
      kind: placement.kind,
      version: placement.version,
      firstTimeHelper: placement.firstTimeHelper,
      customer: found.customer,
      helper: helperReference(helper),
      owner: {
        id: found.owner.id,
        name: found.owner.name,
        eaRegistrationNumber: found.owner.eaRegistrationNumber,
      },
      updatedAt: placement.updatedAt.toISOString(),
      nextDue: dueDates[0] ?? null,
      replacesCase,
      replacedBy,
      candidates: candidates.map(helperCard),
      // The staff screens run the same stage rules on these.
      ...recordedFactsOf(placement),
      bondEnd: placement.bondEnd,
      deployedOn: placement.deployedOn,
      nextStages: nextStages(placement),
      dueDates,
      warnings,
      alerts: caseAlerts(medicals),
      awaitingRelease: isEnded(placement.stage) && helper?.heldByCaseId === placement.id,
      release:
        placement.releaseKind && placement.releasedOn
          ? {
              kind: placement.releaseKind,
              on: placement.releasedOn,
              consent: placement.releaseConsent,
            }
          : null,
      medicalExaminations: examinations.map(({ caseId: _caseId, ...examination }) => ({
        ...examination,
        recordedAt: examination.recordedAt.toISOString(),
        recordedBy: examination.recordedBy?.id == null ? null : examination.recordedBy,
      })),
      timeline: events.map(timelineEntry),
    };
  }

  /** Each helper's examinations (newest first), for the cases of a list. */
  async function examinationsByHelper(rows: { helper: { id: number | null } | null }[]) {
    const maidIds = [
      ...new Set(rows.flatMap((row) => (row.helper?.id == null ? [] : [row.helper.id]))),
    ];
    const byHelper = new Map<number, Awaited<ReturnType<typeof listExaminationsOf>>>();
    for (const examination of await listExaminationsOf(db, maidIds)) {
      byHelper.set(examination.maidId, [...(byHelper.get(examination.maidId) ?? []), examination]);
    }
    return (row: {
      placement: { id: number; arrivalDate: string | null };
      helper: { id: number | null } | null;
    }) =>
      medicalRecordOf(
        row.helper?.id == null ? [] : (byHelper.get(row.helper.id) ?? []),
        row.placement,
      );
  }

  /** Overdue and soon dates of the cases holding a helper (of one owner, or all), soonest first. */
  async function dueOfHoldingCases(ownerId: number | undefined) {
    const options = dueOptions();
    const holding = await listHoldingCases(db, ownerId);
    const medicalsOf = await examinationsByHelper(holding);
    const due = holding.flatMap((row) => {
      const helper = row.helper?.id == null ? null : row.helper;
      const customer = { ...row.customer, email: row.customerEmail };
      return caseDueDates(row.placement, helper?.passportExpiry ?? null, medicalsOf(row), options)
        .filter((item) => item.status !== "later")
        .map((item) => ({
          customer,
          item: {
            ...item,
            caseId: row.placement.id,
            reference: row.placement.reference,
            helperName: helper?.name ?? "",
            customerName: row.customer.name,
            owner: row.owner,
          },
        }));
    });
    return due.sort(
      (a, b) =>
        a.item.dueOn.localeCompare(b.item.dueOn) ||
        a.item.reference.localeCompare(b.item.reference),
    );
  }

  /** The facts the stage rules read, inside `tx`: the case's, its helper's country, her medicals. */
  async function factsInside(tx: Db, row: PlacementCaseRow): Promise<CaseFacts> {
    if (row.maidId === null) return caseFacts(row, null, medicalRecordOf([], row));
    const [helper, examinations] = await Promise.all([
      findHelperForCase(tx, row.maidId),
      listExaminationsOf(tx, [row.maidId]),
    ]);
    return caseFacts(row, helper?.country ?? null, medicalRecordOf(examinations, row));
  }

  /** The case locked for a change made against `version`; ended cases change no more. */
  async function lockForChange(tx: Db, id: number, version: number): Promise<PlacementCaseRow> {
    const locked = await lockCase(tx, id);
    if (!locked) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
    if (locked.version !== version) {
      throw new ConflictError(PLACEMENT_MESSAGES.stale, undefined, "stale_version");
    }
    if (isEnded(locked.stage)) throw new ConflictError(PLACEMENT_MESSAGES.ended);
    return locked;
  }

  /** The staff member who is to own a case: active, working cases, with an EA number. */
  async function requireCaseOwner(ownerId: number, field = "ownerId") {
    const member = await findStaffMember(db, ownerId);
    const problem = !member
      ? PLACEMENT_MESSAGES.ownerNotStaff
      : !member.active
        ? PLACEMENT_MESSAGES.ownerInactive
        : !EA_WORK_ROLES.includes(member.role)
          ? PLACEMENT_MESSAGES.ownerNotStaff
          : member.eaRegistrationNumber === ""
            ? PLACEMENT_MESSAGES.ownerWithoutEaNumber
            : null;
    if (problem) throw new InvalidError(problem, onField(field, problem));
    return member as StaffMember;
  }

  /** A helper a case may consider: she exists, is active and no other case holds her. */
  async function availableHelper(tx: Db, maidId: number, field: string, caseId?: number) {
    const helper = await findHelperForCase(tx, maidId);
    if (!helper?.isActive) {
      throw new InvalidError(
        PLACEMENT_MESSAGES.helperNotFound,
        onField(field, PLACEMENT_MESSAGES.helperNotFound),
      );
    }
    if (helper.heldByCaseId !== null && helper.heldByCaseId !== caseId) {
      throw await helperHeld(tx, maidId);
    }
    return helper;
  }

  /**
   * The helper a case selects: available; not employed today when she is to arrive new; for a
   * transfer, within the window her current permit leaves, when a case of ours recorded it.
   */
  async function selectableHelper(tx: Db, placement: PlacementCaseRow, maidId: number) {
    const helper = await availableHelper(tx, maidId, "maidId", placement.id);
    if (placement.kind === "new_arrival" && helper.isEmployed) {
      const message = PLACEMENT_MESSAGES.helperEmployed;
      throw new ConflictError(message, onField("maidId", message));
    }
    if (placement.kind !== "transfer") return;
    const permitExpiry = await findCurrentPermitExpiry(tx, maidId);
    if (permitExpiry === null) return;
    const lastDay = lastTransferDay(permitExpiry);
    if (dueOptions().today <= lastDay) return;
    const message = PLACEMENT_MESSAGES.transferWindowClosed(permitExpiry, lastDay);
    throw new ConflictError(message, onField("maidId", message), "transfer_window_closed");
  }

  /** "Work permit applied" is a gate: MOM's rules for her permit, every reason at once. */
  async function checkPermitEligibility(tx: Db, placement: PlacementCaseRow, onDate: string) {
    if (placement.maidId === null) return;
    const helper = await findHelperForCase(tx, placement.maidId);
    if (!helper) return;
    const reasons = permitRefusals(helper, onDate, placement.kind === "new_arrival");
    if (reasons.length > 0) {
      throw new ConflictError(PLACEMENT_MESSAGES.notEligible(reasons), undefined, "not_eligible");
    }
  }

  async function helperHeld(tx: Db, maidId: number) {
    const holding = await findHoldingCase(tx, maidId);
    let message: string = PLACEMENT_MESSAGES.helperHeld;
    if (holding && isEnded(holding.stage)) {
      message = PLACEMENT_MESSAGES.helperAwaitingRelease(holding.reference);
    } else if (holding) {
      message = PLACEMENT_MESSAGES.helperHeldElsewhere(holding.reference);
    }
    return new ConflictError(message, onField("maidId", message), "helper_held");
  }

  /** Opens an enquiry for the family (and the helper, if named) inside `tx`. */
  async function openCase(
    tx: Db,
    values: Pick<PlacementCaseRow, "customerId" | "ownerId" | "kind" | "firstTimeHelper"> & {
      replacesCaseId?: number;
    },
    maidId: number | undefined,
    actorUserId: number,
  ): Promise<number> {
    const reference = await nextReference(tx, Number(dueOptions().today.slice(0, 4)));
    const created = await insertCase(tx, { ...values, reference, stage: "enquiry" });
    await insertEvent(tx, {
      caseId: created.id,
      type: "stage",
      stage: "enquiry",
      happenedOn: dueOptions().today,
      actorUserId,
      note: "",
    });
    if (maidId !== undefined) {
      await insertCandidate(tx, created.id, maidId);
      await linkInterviewRequest(tx, values.customerId, maidId, created.id);
    }
    await recordCaseAudit(tx, actorUserId, "placement.open", created.id, { reference, maidId });
    return created.id;
  }

  return {
    detail,

    async list(filter: CaseFilter, page: number): Promise<PlacementList> {
      const limit = PLACEMENT_LIMITS.casesPerPage;
      const {
        rows,
        total,
        stageCounts: counts,
      } = await listCasePage(db, filter, {
        offset: (page - 1) * limit,
        limit,
      });
      const options = dueOptions();
      const medicalsOf = await examinationsByHelper(rows);
      return {
        cases: rows.map((row) => toSummary(row, medicalsOf(row), options)),
        total,
        countsByStage: stageCounts(counts),
      };
    },

    async create(input: CreatePlacementBody, actorUserId: number): Promise<PlacementCase> {
      const ownerId = input.ownerId ?? actorUserId;
      await requireCaseOwner(ownerId);
      if (!(await findCustomer(db, input.customerId))) {
        throw new InvalidError(
          PLACEMENT_MESSAGES.customerNotFound,
          onField("customerId", PLACEMENT_MESSAGES.customerNotFound),
        );
      }
      const id = await db.transaction(async (tx) => {
        if (input.maidId !== undefined) await availableHelper(tx, input.maidId, "maidId");
        return openCase(
          tx,
          {
            customerId: input.customerId,
            ownerId,
            kind: input.kind ?? "new_arrival",
            firstTimeHelper: input.firstTimeHelper ?? true,
          },
          input.maidId,
          actorUserId,
        );
      });
      return detail(id);
    },

    /**
     * A family asked to interview a helper: she joins the family's open enquiry, or a new one.
     * Runs inside the request's transaction; does nothing when the agency has no staff yet.
     */
    async joinEnquiry(tx: Db, customerId: number, maidId: number): Promise<void> {
      const open = await lockOpenEnquiry(tx, customerId);
      if (open) {
        await insertCandidate(tx, open.id, maidId);
        await linkInterviewRequest(tx, customerId, maidId, open.id);
        return;
      }
      const ownerId = await defaultOwnerFor(tx, customerId);
      if (ownerId === null) return;
      await openCase(
        tx,
        { customerId, ownerId, kind: "new_arrival", firstTimeHelper: true },
        maidId,
        customerId,
      );
    },

    async update(id: number, input: UpdatePlacementBody, actorUserId: number) {
      const newOwner = input.ownerId === undefined ? null : await requireCaseOwner(input.ownerId);
      await db.transaction(async (tx) => {
        const locked = await lockForChange(tx, id, input.version);
        if (newOwner && newOwner.id !== locked.ownerId) {
          await recordOwnerChange(tx, locked, { to: newOwner, actorUserId, reason: "" });
        }
        const { version: _version, correctionReason, ...fields } = input;
        const change: PlacementCaseChange = definedOnly(fields);
        const after = { ...locked, ...change };
        checkPastDates(change, dueOptions().today);
        checkDateOrder(after);
        checkPathKeepsStage(after);
        // Her selection's checks hold for the case's new kind too (an employed helper, a transfer window).
        if (change.kind && change.kind !== locked.kind && after.maidId !== null) {
          await selectableHelper(tx, after, after.maidId);
        }
        checkFactsKeepStage(locked, after, await factsInside(tx, after));
        await recordCorrections(
          tx,
          locked,
          change,
          { userId: actorUserId, today: dueOptions().today },
          correctionReason ?? "",
        );
        await updateCase(tx, id, change);
        await recordCaseAudit(tx, actorUserId, "placement.update", id, {
          changed: Object.keys(change),
        });
      });
      return detail(id);
    },

    async changeStage(id: number, input: StageChangeBody, actorUserId: number) {
      await db.transaction(async (tx) => {
        const locked = await lockForChange(tx, id, input.version);
        const today = dueOptions().today;
        const change: PlacementCaseChange = {
          ...definedOnly(input.facts ?? {}),
          stage: input.stage,
        };
        if (input.stage === "selected" && input.maidId !== undefined) change.maidId = input.maidId;
        const after = { ...locked, ...change };
        const happenedOn = input.happenedOn ?? today;
        const factsBefore = await factsInside(tx, { ...after, stage: locked.stage });
        refuseMove(input.stage, factsBefore);
        checkFactsKeepStage(locked, { ...after, stage: locked.stage }, factsBefore);
        checkPastDates(change, today);
        checkDateOrder(after);
        await checkStageDate(tx, id, input.stage, happenedOn, today);
        await recordCorrections(tx, locked, change, { userId: actorUserId, today }, "");
        await applyStageEffects(tx, locked, after, input, actorUserId, change, happenedOn);
        await updateCase(tx, id, change);
        await insertEvent(tx, {
          caseId: id,
          type: "stage",
          stage: input.stage,
          happenedOn,
          actorUserId,
          note: input.note ?? "",
        });
        await recordCaseAudit(tx, actorUserId, "placement.stage", id, {
          from: locked.stage,
          to: input.stage,
        });
      });
      return detail(id);
    },

    async addNote(id: number, note: string, actorUserId: number) {
      await db.transaction(async (tx) => {
        const locked = await lockCase(tx, id);
        if (!locked) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
        await insertEvent(tx, {
          caseId: id,
          type: "note",
          stage: null,
          happenedOn: dueOptions().today,
          actorUserId,
          note,
        });
        // The note's words stay on the timeline; the trail says only that one was added.
        await recordCaseAudit(tx, actorUserId, "placement.note", id);
      });
      return detail(id);
    },

    async addCandidate(id: number, maidId: number, actorUserId: number) {
      await db.transaction(async (tx) => {
        const locked = await lockCase(tx, id);
        if (!locked) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
        if (isEnded(locked.stage)) throw new ConflictError(PLACEMENT_MESSAGES.ended);
        await availableHelper(tx, maidId, "maidId", id);
        await insertCandidate(tx, id, maidId);
        await recordCaseAudit(tx, actorUserId, "placement.candidate", id, { maidId });
      });
      return detail(id);
    },

    async dashboard(ownerId: number | undefined): Promise<Dashboard> {
      const [due, counts, requests] = await Promise.all([
        dueOfHoldingCases(ownerId),
        countCasesByStage(db, ownerId === undefined ? {} : { ownerId }),
        listUnlinkedInterviewRequests(db, OPEN_INTERVIEW_REQUESTS_SHOWN),
      ]);
      return {
        due: due.map(({ item }) => item),
        countsByStage: stageCounts(counts),
        openInterviewRequests: requests.map((request) => ({
          id: request.id,
          requestedAt: request.requestedAt.toISOString(),
          customer: request.customer,
          helper: helperCard(request.helper),
        })),
      };
    },

    /** Every case's overdue and soon dates, with the family they concern: the daily mails. */
    remindersDue: () => dueOfHoldingCases(undefined),

    /** The family's own cases in plain words: no notes, no stage names (docs/product.md#my-hiring). */
    async hiringFor(customerId: number): Promise<CustomerHiring> {
      // A replaced case goes on as its successor: the family follows that one.
      const rows = (await listCustomerCases(db, customerId)).filter(
        (row) => row.placement.stage !== "replaced",
      );
      const events = await listStageEvents(
        db,
        rows.map((row) => row.placement.id),
      );
      const entered = new Map<number, Map<PlacementStage, string>>();
      for (const event of events) {
        if (!event.stage) continue;
        const stages = entered.get(event.caseId) ?? new Map<PlacementStage, string>();
        stages.set(event.stage, event.happenedOn);
        entered.set(event.caseId, stages);
      }
      const shaping = { ...dueOptions(), agencyWhatsapp: options.agencyWhatsapp };
      const medicalsOf = await examinationsByHelper(rows);
      return rows.map((row) =>
        toCustomerHiring(row, entered.get(row.placement.id) ?? new Map(), medicalsOf(row), shaping),
      );
    },

    /**
     * Her release after a case ended in Singapore: she returns to the public site (offered for
     * transfer, still employed on her permit; otherwise free), and the case records how and when.
     */
    async release(id: number, input: ReleaseBody, actorUserId: number) {
      await db.transaction(async (tx) => {
        const locked = await lockCase(tx, id);
        if (!locked) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
        const helper = locked.maidId === null ? null : await findHelperForCase(tx, locked.maidId);
        if (!isEnded(locked.stage) || !helper || helper.heldByCaseId !== id) {
          throw new ConflictError(PLACEMENT_MESSAGES.nothingToRelease);
        }
        await checkStageDate(tx, id, "release", input.on, dueOptions().today);
        await updateCase(tx, id, {
          releaseKind: input.kind,
          releasedOn: input.on,
          releaseConsent: input.consent ?? false,
        });
        await insertEvent(tx, {
          caseId: id,
          type: "release",
          stage: null,
          happenedOn: input.on,
          actorUserId,
          note: input.note ?? "",
        });
        const change = releasedAs(input.kind);
        await releaseHelper(tx, helper.id, id, change);
        await recordCaseAudit(tx, actorUserId, "placement.release", id, { kind: input.kind });
      });
      return detail(id);
    },

    /** A medical examination she had, recorded on the case and kept on her record. */
    async recordMedical(id: number, input: MedicalExaminationBody, actorUserId: number) {
      await db.transaction(async (tx) => {
        const locked = await lockCase(tx, id);
        if (!locked) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
        if (isEnded(locked.stage)) throw new ConflictError(PLACEMENT_MESSAGES.ended);
        if (locked.maidId === null) {
          throw new ConflictError(PLACEMENT_MESSAGES.noHelperForMedical);
        }
        refuseFutureDay("examinedOn", "The examination date", input.examinedOn, dueOptions().today);
        const examinationId = await insertExamination(tx, {
          ...input,
          maidId: locked.maidId,
          caseId: id,
          recordedByUserId: actorUserId,
        });
        await insertEvent(tx, {
          caseId: id,
          type: "medical",
          stage: null,
          happenedOn: input.examinedOn,
          actorUserId,
          examinationId,
        });
        await recordCaseAudit(tx, actorUserId, "placement.medical", id, {
          kind: input.kind,
          result: input.result,
        });
      });
      return detail(id);
    },
  };

  /** What entering the stage does to the helper and the case, besides the stage itself. */
  async function applyStageEffects(
    tx: Db,
    before: PlacementCaseRow,
    after: PlacementCaseRow,
    input: StageChangeBody,
    actorUserId: number,
    change: PlacementCaseChange,
    happenedOn: string,
  ) {
    const maidId = after.maidId;
    if (input.stage === "selected" && maidId !== null) {
      await selectableHelper(tx, after, maidId);
      if (!(await holdHelper(tx, maidId, before.id))) throw await helperHeld(tx, maidId);
      await insertCandidate(tx, before.id, maidId);
    }
    if (input.stage === "permit_applied") await checkPermitEligibility(tx, after, happenedOn);
    if (input.stage === "permit_issued") await checkPassportOutlastsPermit(tx, after);
    if (input.stage === "deployed" && maidId !== null) {
      change.deployedOn = happenedOn;
      await markHelperEmployed(tx, maidId);
    }
    const letGo = isHolding(before.stage) && !isHolding(input.stage);
    if (maidId !== null && letGo && !needsRelease(before.stage, input.stage)) {
      await releaseHelper(tx, maidId, before.id, releaseChange(before.stage, input.stage));
    }
    if (input.stage === "replaced") {
      if (input.replacementMaidId !== undefined) {
        await availableHelper(tx, input.replacementMaidId, "replacementMaidId");
      }
      await openCase(
        tx,
        {
          customerId: before.customerId,
          ownerId: before.ownerId,
          kind: before.kind,
          firstTimeHelper: true,
          replacesCaseId: before.id,
        },
        input.replacementMaidId,
        actorUserId,
      );
    }
  }
}

export type PlacementService = ReturnType<typeof placementService>;

/** Her record once she went home: off the site, employed by no one. */
const SENT_HOME = { isActive: false, isEmployed: false } as const;

/** Her record once released: offered for transfer, still on her permit; home, off the site. */
function releasedAs(kind: ReleaseBody["kind"]) {
  if (kind === "transfer_offered") return {};
  if (kind === "repatriated") return SENT_HOME;
  return { isEmployed: false };
}

/** At "permit issued": her passport must outlast the permit (MOM issues none beyond it). */
async function checkPassportOutlastsPermit(tx: Db, placement: PlacementCaseRow) {
  if (placement.maidId === null || placement.permitExpiry === null) return;
  const helper = await findHelperForCase(tx, placement.maidId);
  const passportExpiry = helper?.passportExpiry;
  if (!passportExpiry || passportExpiry >= placement.permitExpiry) return;
  const message = PLACEMENT_MESSAGES.passportBeforePermit(passportExpiry, placement.permitExpiry);
  throw new ConflictError(message, undefined, "passport_before_permit");
}

/** A stage's date: not after today, nor before the date of the step it follows. */
async function checkStageDate(
  tx: Db,
  caseId: number,
  stage: PlacementStage | "release",
  happenedOn: string,
  today: string,
) {
  if (happenedOn > today) {
    const message = PLACEMENT_MESSAGES.stageInFuture(stage, happenedOn, today);
    throw new ConflictError(message, onField("happenedOn", message), "date_not_allowed");
  }
  const previous = await findLatestStageEvent(tx, caseId);
  if (previous && happenedOn < previous.happenedOn) {
    const message = PLACEMENT_MESSAGES.stageBeforePrevious(
      stage,
      happenedOn,
      previous.stage,
      previous.happenedOn,
    );
    throw new ConflictError(message, onField("happenedOn", message), "date_not_allowed");
  }
}

/**
 * A recorded date that changes is corrected, never rewritten: the timeline gains an entry
 * with the date as it was and as it is now, and why.
 */
async function recordCorrections(
  tx: Db,
  before: PlacementCaseRow,
  change: PlacementCaseChange,
  actor: { userId: number; today: string },
  reason: string,
) {
  for (const field of DATE_FACTS) {
    const from = before[field];
    const to = change[field];
    if (from === null || to === undefined || to === from) continue;
    await insertEvent(tx, {
      caseId: before.id,
      type: "correction",
      stage: null,
      happenedOn: actor.today,
      actorUserId: actor.userId,
      note: reason,
      correctedField: field,
      correctedFrom: from,
      correctedTo: to,
    });
  }
}

/** Her record when a case lets her go: a finished placement takes her listing down. */
function releaseChange(from: PlacementStage, to: PlacementStage) {
  if (to === "closed") return { isActive: false };
  if (to === "repatriated") return SENT_HOME;
  if (from === "deployed") return { isEmployed: false };
  return {};
}

function refuseMove(stage: PlacementStage, facts: CaseFacts) {
  const refusal = refusalOf(stage, facts);
  if (!refusal) return;
  if (refusal.kind === "transition") {
    throw new ConflictError(refusal.message, undefined, "stage_not_allowed");
  }
  throwMissing(refusal.message, refusal.missing);
}

/**
 * The case's dates in the order things happen, whichever path set them (a move's facts or an
 * edit): each pair is [earlier, later, the later one's message, whether they may be one day].
 */
const DATE_ORDER: [DateFact, DateFact, string, "same day allowed" | "strictly after"][] = [
  ["approvalDate", "permitExpiry", PLACEMENT_MESSAGES.permitBeforeApproval, "strictly after"],
  ["approvalDate", "arrivalDate", PLACEMENT_MESSAGES.arrivalBeforeApproval, "same day allowed"],
  ["arrivalDate", "settlingInDate", PLACEMENT_MESSAGES.settlingInBeforeArrival, "same day allowed"],
  ["approvalDate", "permitIssuedOn", PLACEMENT_MESSAGES.issueBeforeApproval, "same day allowed"],
  ["arrivalDate", "permitIssuedOn", PLACEMENT_MESSAGES.issueBeforeArrival, "same day allowed"],
  ["permitIssuedOn", "permitExpiry", PLACEMENT_MESSAGES.permitExpiryBeforeIssue, "strictly after"],
  ["permitIssuedOn", "cardRegisteredOn", PLACEMENT_MESSAGES.cardBeforeIssue, "same day allowed"],
];

function checkDateOrder(facts: PlacementCaseRow) {
  for (const [earlierField, laterField, message, rule] of DATE_ORDER) {
    const earlier = facts[earlierField];
    const later = facts[laterField];
    if (!earlier || !later) continue;
    if (later < earlier || (rule === "strictly after" && later === earlier)) {
      throw new InvalidError(message, onField(laterField, message));
    }
  }
}

/**
 * An edit may not take away a fact that a stage the case has reached needed. Only what the
 * edit blanks is looked at: a case that reached a stage before it asked for a fact keeps it.
 */
function checkFactsKeepStage(before: PlacementCaseRow, after: PlacementCaseRow, facts: CaseFacts) {
  // Facts of the case's row only: a medical is recorded, never blanked by an edit.
  const blanked = (field: string) => {
    if (!(field in before)) return false;
    const was = before[field as keyof PlacementCaseRow];
    return was !== null && was !== "" && !after[field as keyof PlacementCaseRow];
  };
  const path = pathOf(after);
  for (const stage of path.slice(0, path.indexOf(after.stage) + 1)) {
    const missing = missingFor(stage, facts).filter((fact) => blanked(fact.field));
    if (missing.length > 0) throwMissing(missingMessage(stage, missing), missing);
  }
}

/** Dates of what has happened may not be after today. */
function checkPastDates(change: PlacementCaseChange, today: string) {
  for (const field of PAST_DATE_FACTS) {
    const day = change[field];
    if (day) refuseFutureDay(field, DATE_FACT_LABELS[field], day, today);
  }
}

/** 400 on `field` when `day`, the date of something that happened, is after today. */
function refuseFutureDay(field: string, label: string, day: string, today: string) {
  if (day <= today) return;
  const message = PLACEMENT_MESSAGES.dayInFuture(label, day, today);
  throw new InvalidError(message, onField(field, message));
}

function throwMissing(message: string, missing: { field: string; label: string }[]): never {
  throw new ConflictError(
    message,
    missing.map(({ field, label }) => ({ field, message: `Enter ${label}` })),
    "stage_requirements_missing",
  );
}

/** A change of kind or first-time flag may not leave the case on a stage its path lacks. */
function checkPathKeepsStage(facts: PlacementCaseRow) {
  if (pathOf(facts).includes(facts.stage)) return;
  const message = PLACEMENT_MESSAGES.pathLacksStage(STAGE_LABELS[facts.stage]);
  throw new ConflictError(message, undefined, "stage_not_allowed");
}

function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
