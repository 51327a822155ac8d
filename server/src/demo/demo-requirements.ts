import type { FamilyRequirements } from "@maids/contract/family-requirements.ts";
import { familyRequirementsSchema } from "@maids/contract/family-requirements.ts";
import { addDays } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { saveRequirements } from "../matching/requirements-repository.ts";

/**
 * The demo family's requirements, so that its ranking shows at once: a couple with a toddler and
 * a school child and a dog, a budget, and a start about six weeks from the day the data loads.
 */
function demoFamilyRequirements(today: string): FamilyRequirements {
  return familyRequirementsSchema.parse({
    adults: 2,
    children: [1, 6],
    pets: ["dogs"],
    duties: ["Cooking", "Housekeeping", "Childcare"],
    cuisines: ["Chinese"],
    languages: ["English"],
    budgetMin: 550,
    budgetMax: 750,
    restDaysOffered: 4,
    ownRoom: true,
    startDate: addDays(today, 42),
    mustHaves: ["salary"],
  });
}

export async function insertDemoRequirements(tx: Db, customerId: number, today: string) {
  await saveRequirements(tx, customerId, demoFamilyRequirements(today));
}
