/**
 * staff/: the agency's staff, its administrator accounts, each with an EA personnel
 * registration number and a mobile (docs/product.md#staff-and-settings). Routes parse and
 * shape, this service decides and owns each change's transaction and audit entry,
 * users/user-repository.ts stores.
 */
import {
  type CreateStaffBody,
  STAFF_MESSAGES,
  type StaffMember,
  type UpdateStaffBody,
} from "@maids/contract/staff.ts";
import { changedFields } from "../audit/audit-log.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { passwordProblems } from "../auth/account-service.ts";
import { hashPassword } from "../auth/password.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import {
  findStaffMember,
  insertUser,
  listStaffMembers,
  updateStaffMember,
} from "../users/user-repository.ts";

export function staffService(db: Db) {
  const audit = (tx: Db, actorUserId: number, action: string, id: number, details = {}) =>
    recordAudit(tx, { actorUserId, action, entityType: "user", entityId: id, details });

  async function existing(id: number): Promise<StaffMember> {
    const member = await findStaffMember(db, id);
    if (!member) throw new NotFoundError(STAFF_MESSAGES.notFound);
    return member;
  }

  return {
    existing,

    list: (): Promise<StaffMember[]> => listStaffMembers(db),

    /** A new administrator; a taken email (any case) is a conflict on `email`. */
    async create(input: CreateStaffBody, actorUserId: number): Promise<StaffMember> {
      const problems = passwordProblems(input.password);
      if (problems.length > 0) {
        throw new InvalidError(
          problems.join(" "),
          problems.map((message) => ({ field: "password", message })),
        );
      }
      const { password, ...fields } = input;
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...fields, passwordHash, role: "admin" });
        if (!created) {
          throw new ConflictError(
            STAFF_MESSAGES.emailTaken,
            onField("email", STAFF_MESSAGES.emailTaken),
          );
        }
        await audit(tx, actorUserId, "staff.create", created.id, {
          name: created.name,
          email: created.email,
        });
        return created.id;
      });
      return existing(id);
    },

    /** Changes the name, EA number or phone given; the others stay. */
    async change(id: number, input: UpdateStaffBody, actorUserId: number): Promise<StaffMember> {
      const before = await existing(id);
      await db.transaction(async (tx) => {
        if (!(await updateStaffMember(tx, id, input)))
          throw new NotFoundError(STAFF_MESSAGES.notFound);
        await audit(tx, actorUserId, "staff.update", id, { changed: changedFields(before, input) });
      });
      return existing(id);
    },
  };
}
