import type { Agency } from "@maids/contract/agency.ts";
import type { LegalTextKind } from "@maids/contract/employer-file.ts";

/**
 * The first version of each legal text, published the first time it is asked for. Starting
 * points in this project's words for the agency's own legal review: the owner replaces them in
 * Settings, and every version stays readable. `## ` starts a heading; a blank line, a paragraph.
 */
export function starterText(kind: LegalTextKind, agency: Agency): string {
  const contact = `${agency.name}, ${agency.address} (${agency.email}, ${agency.phone})`;
  switch (kind) {
    case "terms":
      return `## Using this website
This website is run by ${agency.name}, an employment agency licensed by the Ministry of Manpower (licence ${agency.licenceNumber}). It lets families read the profiles of helpers the agency represents, keep a shortlist and ask the agency to arrange interviews.

## Your account
Give your own, true name and contact details, and keep your password to yourself. Tell us at once if you think someone else has used your account.

## Profiles of helpers
Profiles describe people looking for work. Use what you read only to decide whom to interview through the agency; do not copy, publish or pass on a helper's details or photos.

## Hiring through the agency
Fees, refunds and each side's duties are set out in the service agreement you sign with the agency before a placement starts; nothing on this website replaces it.

## Contact
${contact}.`;
    case "privacy":
      return `## Who we are
${agency.name} (licence ${agency.licenceNumber}) collects and uses personal data under Singapore's Personal Data Protection Act. Questions, and requests to see, correct or delete your data, go to our data protection officer: ${contact}.

## What we collect, and why
Your account: your name, email address, phone number and password (kept only as a one-way hash), to let you sign in, keep your shortlist and reach you about helpers you asked about.

When you hire a helper through us: the particulars the Ministry of Manpower's work-permit application needs (your name as in your NRIC, NRIC or FIN, date of birth, nationality, residential status, address, housing type, contact number, occupation, household income, and the same for your spouse or sponsor when needed), and the household members living with you. We collect these only after you give your written consent, and use them only for the work-permit application and the placement.

## How we keep it
Identity numbers are encrypted and shown masked; only staff who need them can see the full number, and each time they do it is recorded. We do not sell your data or use it for marketing without asking you.

## How long
Account details: until you ask us to close your account. Particulars for a placement: for the duration of the work permit and one year after, as the law requires us to keep such records, then deleted.

## Your rights
You may ask to see the data we hold about you, to correct it, or to withdraw your consent; we answer within 30 days. Withdrawing consent may mean we cannot continue a work-permit application.`;
    case "employer_consent":
      return `I consent to ${agency.name} (licence ${agency.licenceNumber}) collecting, using and keeping my personal particulars, and those of my spouse, sponsor and household members that I provide, for applying for and managing my helper's work permit with the Ministry of Manpower and for the placement of my helper.

I confirm that I may give these particulars on behalf of the other people named, that they are true, and that I will tell the agency if they change.

I understand that the agency keeps these particulars only as long as the placement and the law require, that I may ask to see or correct them, and that I may withdraw this consent at any time by telling the agency; withdrawing it may mean the application cannot go on.`;
  }
}
