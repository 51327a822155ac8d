/**
 * Passing cases from one staff member to another: one case from its page, or every open case
 * of a staff member who leaves (staff/staff-service.ts). Each case's timeline says who passed
 * it, from whom, to whom and why.
 */
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { findUserById } from "../users/user-repository.ts";
import { insertEvent, updateCase } from "./placement-repository.ts";

interface Person {
  id: number;
  name: string;
}

interface Passing {
  from: string;
  to: Person;
  actorUserId: number;
  reason: string;
}

/** The timeline entry of a case passing: "From Faizal Rahman to Jolene Ong. He left." */
function insertOwnerEvent(tx: Db, caseId: number, { from, to, actorUserId, reason }: Passing) {
  const passed = `From ${from} to ${to.name}.`;
  return insertEvent(tx, {
    caseId,
    type: "owner",
    happenedOn: singaporeToday(),
    actorUserId,
    note: reason.trim() ? `${passed} ${reason.trim()}` : passed,
  });
}

/**
 * Writes the timeline entry of a case passing to `to`; the caller changes the owner (with the
 * case's other changes, in the same transaction).
 */
export async function recordOwnerChange(
  tx: Db,
  placement: { id: number; ownerId: number },
  passing: Omit<Passing, "from">,
): Promise<void> {
  const from = (await findUserById(tx, placement.ownerId))?.name ?? "a former staff member";
  await insertOwnerEvent(tx, placement.id, { ...passing, from });
}

/**
 * Passes the cases of `from`, locked by the caller, to `to`, each re-owned and noted, in the
 * caller's transaction.
 */
export async function passCases(
  tx: Db,
  cases: readonly { id: number }[],
  passing: Omit<Passing, "from"> & { from: Person },
): Promise<void> {
  for (const placement of cases) {
    await insertOwnerEvent(tx, placement.id, { ...passing, from: passing.from.name });
    await updateCase(tx, placement.id, { ownerId: passing.to.id });
  }
}
