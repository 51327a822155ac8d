import { PLACEMENT_MESSAGES } from "@maids/contract/placements.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import { type CaseLookup, findCaseRef } from "./placement-repository.ts";

/**
 * The case a request is about, for the services kept beside a case (its file, its money): by
 * id for staff, by reference among the family's own cases for a family; 404 otherwise, the
 * same answer whether the case does not exist or is another family's.
 */
export async function caseRefOf(db: Db, where: CaseLookup) {
  const found = await findCaseRef(db, where);
  if (!found) throw new NotFoundError(PLACEMENT_MESSAGES.notFound);
  return found;
}
