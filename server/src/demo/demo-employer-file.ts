import type { Agency } from "@maids/contract/agency.ts";
import { type ParticularsSection, SECTION_INPUT_SCHEMAS } from "@maids/contract/employer-file.ts";
import type { Db } from "../db/database.ts";
import { insertConsent, saveSection } from "../employer-file/employer-file-repository.ts";
import { sealSection } from "../employer-file/sealed-sections.ts";
import type { IdentityCipher } from "../identity/identity-cipher.ts";
import { insertLegalText } from "../legal/legal-text-repository.ts";
import { starterText } from "../legal/starter-texts.ts";

/**
 * The demo customer's file on her case: consent given online to the starter consent text and
 * her particulars filled in, with made-up identity numbers that pass the checksum (shown
 * masked, sealed with the demo key like any other).
 */
const DEMO_PARTICULARS: Partial<Record<ParticularsSection, Record<string, unknown>>> = {
  employer: {
    fullName: "Tan Mei Ling",
    idNumber: "S8512345I",
    dateOfBirth: "1985-04-12",
    nationality: "Singaporean",
    residentialStatus: "citizen",
    contactNumber: "9123 4567",
    occupation: "Accountant",
    firstTimeEmployer: true,
  },
  home: {
    addressLine: "Blk 123 Tampines Street 11",
    unitNumber: "#08-123",
    postalCode: "521123",
    housingType: "hdb_4_room",
    monthlyHouseholdIncome: 9800,
    worksAtThisAddress: true,
  },
  spouse: {
    fullName: "Lee Wei Jie",
    idNumber: "S8323456C",
    dateOfBirth: "1983-09-30",
    nationality: "Singaporean",
    residentialStatus: "citizen",
  },
  household: {
    members: [
      { relationship: "Son", age: 4 },
      { relationship: "Mother-in-law", age: 72 },
    ],
  },
};

export async function insertDemoEmployerFile(
  tx: Db,
  demo: { caseId: number; customerId: number; cipher: IdentityCipher; agency: Agency },
) {
  const consentText = {
    kind: "employer_consent" as const,
    body: starterText("employer_consent", demo.agency),
    publishedByUserId: null,
  };
  const published = await insertLegalText(tx, consentText, 0);
  await insertConsent(tx, {
    caseId: demo.caseId,
    textVersion: published?.version ?? 1,
    recordedAs: "online",
    recordedByUserId: demo.customerId,
  });
  for (const [section, input] of Object.entries(DEMO_PARTICULARS) as [
    ParticularsSection,
    Record<string, unknown>,
  ][]) {
    const place = { caseId: demo.caseId, section };
    const parsed = SECTION_INPUT_SCHEMAS[section].parse(input);
    const data = sealSection(demo.cipher, place, parsed, null);
    await saveSection(tx, { ...place, data, version: 0, userId: demo.customerId });
  }
}
