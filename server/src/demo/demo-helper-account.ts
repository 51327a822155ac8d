import {
  type HelperProfileData,
  helperProfileDataSchema,
} from "@maids/contract/helper-accounts.ts";
import { addDays } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";
import {
  findPublicHelperFrom,
  insertDemoHelperAccount,
  insertDemoInterviewRequest,
} from "./demo-data-repository.ts";

/**
 * The demo helper account (docs/product.md#helpers-own-accounts): an Indonesian demo helper's own
 * account, its pages in Bahasa Indonesia, her profile changed by her and sent for review (staff
 * see it waiting), and the demo family's interview request for her to answer.
 */
export async function loadDemoHelperAccount(
  tx: Db,
  {
    passwordHash,
    familyId,
    familyCaseId,
    today,
  }: {
    passwordHash: string;
    familyId: number;
    familyCaseId: number | null;
    today: string;
  },
): Promise<void> {
  const helper = await findPublicHelperFrom(tx, "Indonesia");
  if (!helper) return;
  const data: HelperProfileData = helperProfileDataSchema.parse({
    country: helper.country,
    dateOfBirth: helper.dateOfBirth,
    heightCm: helper.heightCm,
    weightKg: helper.weightKg,
    maritalStatus: helper.maritalStatus,
    children: helper.numChildren,
    religion: helper.religion,
    education: "Secondary School",
    languages: helper.languages.filter((language) => language !== "Dialect"),
    skills: helper.skills,
    restDays: 4,
    availableFrom: addDays(today, 21),
    aboutMe:
      "Saya sabar dan suka memasak. I have looked after young children and I am learning Mandarin.",
    jobs: [],
  });
  await insertDemoHelperAccount(
    tx,
    { name: helper.name, email: DEMO_ACCOUNTS.helper.email, passwordHash },
    helper.id,
    {
      data,
      photoKey: helper.photoKey,
      status: "submitted",
      submittedAt: new Date(),
      consentGivenAt: new Date(),
      language: "id",
    },
  );
  await insertDemoInterviewRequest(tx, familyId, helper.id, familyCaseId);
}
