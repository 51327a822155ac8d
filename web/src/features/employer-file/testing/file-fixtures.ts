import { type EmployerFile, employerFileSchema } from "@maids/contract/employer-file.ts";

const CONSENT_TEXT = {
  kind: "employer_consent",
  version: 3,
  body: "I consent to the agency collecting my particulars.\n\n## Withdrawing\nI may withdraw it.",
  publishedAt: "2026-11-01T02:00:00.000Z",
} as const;

/** A file as the API answers it; `overrides` replace its top-level parts. */
export function buildFile(overrides: Partial<EmployerFile> = {}): EmployerFile {
  return employerFileSchema.parse({
    reference: "PL-2026-0007",
    consent: null,
    consentText: CONSENT_TEXT,
    editable: false,
    sections: { employer: null, home: null, spouse: null, household: null, sponsor: null },
    missing: [],
    notices: [],
    ...overrides,
  });
}

export const GIVEN_CONSENT = {
  textVersion: 3,
  givenAt: "2026-11-20T02:00:00.000Z",
  recordedAs: "online",
  recordedBy: "The family",
  withdrawnAt: null,
} as const;

export const EMPLOYER_STATE = {
  version: 2,
  updatedAt: "2026-11-21T02:00:00.000Z",
  updatedBy: "The family",
  data: {
    fullName: "Tan Mei Ling",
    idNumberMasked: "S****432Z",
    dateOfBirth: "1985-04-12",
    nationality: "Singaporean",
    residentialStatus: "citizen",
    contactNumber: "6591234567",
    occupation: "Accountant",
    firstTimeEmployer: false,
  },
} as const;
