/**
 * Passing cases from one staff member to another: one case from its page, or every open case
 * of a staff member who leaves (staff/staff-service.ts). Each case's timeline says who passed
 * it, from whom, to whom and why.
 */
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { findUserById } from "../users/user-repository.ts";
import { insertEvent, lockOpenCasesOf, updateCase } from "./placement-repository.ts";

interface Person {
  id: number;
  name: string;
}

/** The timeline's words for a passed case: "From Faizal Rahman to Jolene Ong. He left." */
function ownerChangeNote(from: string, to: string, reason: string): string {
  const passed = `From ${from} to ${to}.`;
  return reason.trim() ? `${passed} ${reason.trim()}` : passed;
}

async function nameOf(tx: Db, userId: number): Promise<string> {
  return (await findUserById(tx, userId))?.name ?? "a former staff member";
}

/**
 * Writes the timeline entry of a case passing to `to`; the caller changes the owner (with the
 * case's other changes, in the same transaction).
 */
export async function recordOwnerChange(
  tx: Db,
  placement: { id: number; ownerId: number },
  to: Person,
  actorUserId: number,
  reason: string,
): Promise<void> {
  await insertEvent(tx, {
    caseId: placement.id,
    type: "owner",
    happenedOn: singaporeToday(),
    actorUserId,
    note: ownerChangeNote(await nameOf(tx, placement.ownerId), to.name, reason),
  });
}

/**
 * Passes every open case of `fromId` to `to`, each locked, re-owned and noted, in the caller's
 * transaction; answers the cases' ids.
 */
export async function passOpenCases(
  tx: Db,
  fromId: number,
  to: Person,
  actorUserId: number,
  reason: string,
): Promise<number[]> {
  const open = await lockOpenCasesOf(tx, fromId);
  for (const placement of open) {
    await recordOwnerChange(tx, placement, to, actorUserId, reason);
    await updateCase(tx, placement.id, { ownerId: to.id });
  }
  return open.map((placement) => placement.id);
}
