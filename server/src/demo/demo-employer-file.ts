import type { Agency } from "@maids/contract/agency.ts";
import { type ParticularsSection, SECTION_INPUT_SCHEMAS } from "@maids/contract/employer-file.ts";
import { nricFinCheckLetter } from "@maids/contract/identity-numbers.ts";
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
type DemoParticulars = Partial<Record<ParticularsSection, Record<string, unknown>>>;

const DEMO_PARTICULARS: DemoParticulars = {
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

/** The file of the deployed family whose pack every party signed (demo-documents.ts). */
export const DEPLOYED_FAMILY_PARTICULARS: DemoParticulars = {
  employer: {
    fullName: "Ahmad Rahim",
    idNumber: `S7801234${nricFinCheckLetter("S", "7801234")}`,
    dateOfBirth: "1978-02-03",
    nationality: "Singaporean",
    residentialStatus: "citizen",
    contactNumber: "9876 5432",
    occupation: "Engineer",
    firstTimeEmployer: false,
  },
  home: {
    addressLine: "12 Jalan Kembangan",
    unitNumber: "",
    postalCode: "419123",
    housingType: "landed",
    monthlyHouseholdIncome: 14500,
    worksAtThisAddress: true,
  },
  helper: { idNumber: "C4567891" },
};

export async function insertDemoEmployerFile(
  tx: Db,
  demo: {
    caseId: number;
    customerId: number;
    cipher: IdentityCipher;
    agency: Agency;
    particulars?: DemoParticulars;
  },
) {
  const consentText = {
    kind: "employer_consent" as const,
    body: starterText("employer_consent", demo.agency),
    publishedByUserId: null,
  };
  // The first file publishes the starter consent text; later ones consent to that version.
  const published = await insertLegalText(tx, consentText, 0);
  await insertConsent(tx, {
    caseId: demo.caseId,
    textVersion: published?.version ?? 1,
    recordedAs: "online",
    recordedByUserId: demo.customerId,
  });
  for (const [section, input] of Object.entries(demo.particulars ?? DEMO_PARTICULARS) as [
    ParticularsSection,
    Record<string, unknown>,
  ][]) {
    const place = { caseId: demo.caseId, section };
    const parsed = SECTION_INPUT_SCHEMAS[section].parse(input);
    const data = sealSection(demo.cipher, place, parsed, null);
    await saveSection(tx, { ...place, data, version: 0, userId: demo.customerId });
  }
}
