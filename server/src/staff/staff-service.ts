/**
 * staff/: the agency's staff, each with a role (contract/src/staff-roles.ts), an EA personnel
 * registration number when they do EA work, and a mobile (docs/product.md#staff-and-settings).
 * Routes parse and shape, this service decides and owns each change's transaction and audit
 * entry, users/user-repository.ts stores.
 */
import {
  type CreateStaffBody,
  type DeactivateStaffBody,
  needsEaNumber,
  STAFF_MESSAGES,
  type StaffMember,
  type UpdateStaffBody,
} from "@maids/contract/staff.ts";
import { mayOwnCases } from "@maids/contract/staff-roles.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { passwordProblems } from "../auth/account-service.ts";
import { hashPassword } from "../auth/password.ts";
import { revokeAllSessions } from "../auth/session-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import { passCases } from "../placements/case-owners.ts";
import { lockOpenCasesOf } from "../placements/placement-repository.ts";
import {
  emailTakenByAnother,
  findStaffMember,
  insertUser,
  listStaffMembers,
  lockActiveOwners,
  lockStaffMember,
  updateStaffMember,
} from "../users/user-repository.ts";

/** The fields whose before and after the audit log keeps (names of people and roles, no secrets). */
const AUDITED_FIELDS = ["name", "email", "role", "eaRegistrationNumber", "phone"] as const;

function beforeAndAfter(before: StaffMember, input: UpdateStaffBody) {
  const changes: Record<string, { from: string; to: string }> = {};
  for (const field of AUDITED_FIELDS) {
    const to = input[field];
    if (to !== undefined && to !== before[field]) changes[field] = { from: before[field], to };
  }
  return changes;
}

const emailTaken = () =>
  new ConflictError(STAFF_MESSAGES.emailTaken, onField("email", STAFF_MESSAGES.emailTaken));

const lastOwner = () => new ConflictError(STAFF_MESSAGES.lastOwner, undefined, "last_owner");

export function staffService(db: Db) {
  const audit = (tx: Db, actorUserId: number, action: string, id: number, details = {}) =>
    recordAudit(tx, { actorUserId, action, entityType: "staff", entityId: id, details });

  async function existing(id: number): Promise<StaffMember> {
    const member = await findStaffMember(db, id);
    if (!member) throw new NotFoundError(STAFF_MESSAGES.notFound);
    return member;
  }

  /**
   * The staff member, locked, and the active owners' ids, locked first: every change of a
   * role or of who is active takes the locks in this order, so two owners demoting or
   * deactivating each other at once wait for one another and cannot leave the agency without one.
   */
  async function lockWithOwners(tx: Db, id: number) {
    const owners = await lockActiveOwners(tx);
    const member = await lockStaffMember(tx, id);
    if (!member) throw new NotFoundError(STAFF_MESSAGES.notFound);
    const isLastOwner = member.active && member.role === "owner" && owners.every((o) => o === id);
    return { member, isLastOwner };
  }

  /** Who takes over a leaver's cases: active, working cases, with an EA number, not the leaver. */
  async function successor(tx: Db, leaverId: number, reassignTo: number) {
    if (reassignTo === leaverId) {
      throw new InvalidError(
        STAFF_MESSAGES.reassignToSelf,
        onField("reassignTo", STAFF_MESSAGES.reassignToSelf),
      );
    }
    const member = await lockStaffMember(tx, reassignTo);
    if (!member || !mayOwnCases(member)) {
      throw new InvalidError(
        STAFF_MESSAGES.reassignToInvalid,
        onField("reassignTo", STAFF_MESSAGES.reassignToInvalid),
      );
    }
    return member;
  }

  return {
    existing,

    list: (): Promise<StaffMember[]> => listStaffMembers(db),

    /** A new staff member; a taken email (any case) is a conflict on `email`. */
    async create(input: CreateStaffBody, actorUserId: number): Promise<StaffMember> {
      const problems = passwordProblems(input.password);
      if (problems.length > 0) {
        throw new InvalidError(
          problems.join(" "),
          problems.map((message) => ({ field: "password", message })),
        );
      }
      const { password, role, eaRegistrationNumber = "", ...fields } = input;
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          ...fields,
          eaRegistrationNumber,
          passwordHash,
          role: "admin",
          staffRole: role,
        });
        if (!created) throw emailTaken();
        await audit(tx, actorUserId, "staff.create", created.id, {
          name: created.name,
          email: created.email,
          role,
          eaRegistrationNumber,
        });
        return created.id;
      });
      return existing(id);
    },

    /**
     * Changes the fields given; the others stay. A role that does EA work needs an EA number;
     * the last active owner keeps the owner's role. The audit entry keeps each before and after.
     */
    async change(id: number, input: UpdateStaffBody, actorUserId: number): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        const { member: before, isLastOwner } = await lockWithOwners(tx, id);
        const role = input.role ?? before.role;
        const eaNumber = input.eaRegistrationNumber ?? before.eaRegistrationNumber;
        if (needsEaNumber(role) && eaNumber === "") {
          throw new InvalidError(
            STAFF_MESSAGES.eaNumberRequired,
            onField("eaRegistrationNumber", STAFF_MESSAGES.eaNumberRequired),
          );
        }
        if (isLastOwner && role !== "owner") throw lastOwner();
        if (input.email !== undefined && (await emailTakenByAnother(tx, input.email, id))) {
          throw emailTaken();
        }
        const { role: _role, ...fields } = input;
        const change = { ...fields, ...(input.role ? { staffRole: role } : {}) };
        if ((await updateStaffMember(tx, id, change)) === "email_taken") throw emailTaken();
        const changes = beforeAndAfter(before, input);
        if (Object.keys(changes).length > 0) {
          await audit(tx, actorUserId, "staff.update", id, { changes });
        }
      });
      return existing(id);
    },

    /**
     * Deactivates a staff member: their sessions end, they cannot sign in, and their open cases
     * pass to `reassignTo`, all in one transaction. They stay in history.
     */
    async deactivate(
      id: number,
      { reassignTo }: DeactivateStaffBody,
      actorUserId: number,
    ): Promise<StaffMember> {
      if (id === actorUserId) throw new ConflictError(STAFF_MESSAGES.notYourself);
      await db.transaction(async (tx) => {
        const { member, isLastOwner } = await lockWithOwners(tx, id);
        if (!member.active) throw new ConflictError(STAFF_MESSAGES.alreadyInactive);
        if (isLastOwner) throw lastOwner();
        const open = await lockOpenCasesOf(tx, id);
        if (open.length > 0) {
          if (reassignTo === undefined) {
            const message = STAFF_MESSAGES.reassignRequired(open.length);
            throw new InvalidError(message, onField("reassignTo", message));
          }
          await passCases(tx, open, {
            from: member,
            to: await successor(tx, id, reassignTo),
            actorUserId,
            reason: `${member.name} no longer works cases at the agency.`,
          });
        }
        await updateStaffMember(tx, id, { deactivatedAt: new Date() });
        await revokeAllSessions(tx, id);
        await audit(tx, actorUserId, "staff.deactivate", id, {
          name: member.name,
          ...(open.length > 0
            ? { casesPassedTo: reassignTo, cases: open.map((placement) => placement.id) }
            : {}),
        });
      });
      return existing(id);
    },

    /** Lets a deactivated staff member sign in again, with the role they had. */
    async reactivate(id: number, actorUserId: number): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        const { member } = await lockWithOwners(tx, id);
        if (member.active) throw new ConflictError(STAFF_MESSAGES.alreadyActive);
        await updateStaffMember(tx, id, { deactivatedAt: null });
        await audit(tx, actorUserId, "staff.reactivate", id, { name: member.name });
      });
      return existing(id);
    },
  };
}
