import { z } from "zod";

/**
 * The placement's document pack (docs/product.md#the-document-pack): documents the server fills
 * from the case, the family's file and the money, with templates the owner edits in Settings.
 * A template is Liquid text (ADR 0047) over the fields below; its output is plain text in which
 * `# ` starts the title, `## ` a heading, `- ` a list item, `|` a table row (the first row
 * heads the table) and a blank line ends a paragraph.
 */

export const DOCUMENT_KINDS = [
  "service_agreement",
  "fees_schedule",
  "loan_schedule",
  "employment_contract",
  "safety_agreement",
  "rest_day_agreement",
  "handover_checklist",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  service_agreement: "Service agreement",
  fees_schedule: "Schedule of services and fees",
  loan_schedule: "Salary and placement loan repayment schedule",
  employment_contract: "Employment contract",
  safety_agreement: "Safety agreement",
  rest_day_agreement: "Rest day agreement",
  handover_checklist: "Handover checklist",
};

/** Documents the helper reads and signs, so each is wanted in her own language too. */
export const HELPER_LANGUAGE_DOCUMENTS: readonly DocumentKind[] = ["safety_agreement"];

export const DOCUMENT_LANGUAGES = ["en", "id", "tl", "my"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const DOCUMENT_LANGUAGE_LABELS: Record<DocumentLanguage, string> = {
  en: "English",
  id: "Bahasa Indonesia",
  tl: "Tagalog",
  my: "Burmese",
};

/** The language a helper from `country` reads; English where the agency has no other. */
export function helperLanguageOf(country: string): DocumentLanguage {
  const byCountry: Record<string, DocumentLanguage> = {
    indonesia: "id",
    philippines: "tl",
    myanmar: "my",
  };
  return byCountry[country.trim().toLowerCase()] ?? "en";
}

/** Who signs a document, in the order they sign: the case owner always last. */
export const SIGNER_ROLES = ["employer", "spouse", "sponsor", "helper", "case_owner"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNER_LABELS: Record<SignerRole, string> = {
  employer: "Employer",
  spouse: "Employer's spouse",
  sponsor: "Sponsor or joint applicant",
  helper: "Helper",
  case_owner: "For the agency (EA personnel)",
};

/** Each document's signers; a spouse or sponsor signs only when the family's file has one. */
export const DOCUMENT_SIGNERS: Record<DocumentKind, readonly SignerRole[]> = {
  service_agreement: ["employer", "spouse", "sponsor", "case_owner"],
  fees_schedule: ["employer", "case_owner"],
  loan_schedule: ["employer", "helper", "case_owner"],
  employment_contract: ["employer", "spouse", "sponsor", "helper", "case_owner"],
  safety_agreement: ["employer", "helper", "case_owner"],
  rest_day_agreement: ["employer", "helper", "case_owner"],
  handover_checklist: ["employer", "helper", "case_owner"],
};

/**
 * The fields a template may print, with what each holds. Identity numbers exist only masked;
 * money is in dollars with cents ("$1,234.50"); days as "28 Nov 2026"; a value not on file yet
 * prints as a line to fill in by hand (a spouse, a sponsor and a package's name print nothing). Fields ending in `table` or `schedule` print table rows.
 */
export const TEMPLATE_FIELDS = {
  "agency.name": "The agency's name",
  "agency.licence": "The agency's EA licence number",
  "agency.address": "The agency's address",
  "agency.phone": "The agency's phone number",
  "agency.email": "The agency's email address",
  "case.reference": "The case reference, e.g. PC-2026-0012",
  "case.date": "The day the document was generated",
  "case.start_date": "The day she starts work: her deployment, else her arrival, else empty",
  "owner.name": "The case owner's name",
  "owner.ea_number": "The case owner's EA personnel registration number",
  "employer.name": "The employer's full name",
  "employer.nric_masked": "The employer's NRIC/FIN, masked (S****567D)",
  "employer.phone": "The employer's contact number",
  "employer.email": "The email address of the family's account",
  "employer.occupation": "The employer's occupation",
  "employer.address": "The home address: block and street, unit, postal code",
  "spouse.name": "The spouse's full name, if on file",
  "spouse.nric_masked": "The spouse's NRIC/FIN, masked",
  "sponsor.name": "The sponsor's or joint applicant's full name, if on file",
  "sponsor.nric_masked": "The sponsor's NRIC/FIN, masked",
  "sponsor.relationship": "The sponsor's relationship to the employer",
  "household.table": "Household members: relationship and age",
  "helper.name": "The helper's name",
  "helper.nationality": "The helper's country",
  "helper.passport_masked": "Her passport number, masked",
  "salary.monthly": "Her monthly salary",
  "salary.rest_days": "Rest days a month",
  "salary.compensated_rest_days": "Rest days a month she works for compensation",
  "salary.rest_day_pay": "Pay for one compensated rest day",
  "salary.permit_years": "The work permit's length in years",
  "fees.package": "The fee package's name, if one was applied",
  "fees.table": "The fee lines: item and amount",
  "fees.subtotal": "The fees before GST",
  "fees.gst": "The GST on the fees",
  "fees.total": "The fees with GST",
  "fees.deposit": "The deposit asked for",
  "loan.amount": "Her placement loan",
  "loan.monthly_deduction": "The deduction from her salary each month",
  "loan.months": "Months the deductions last",
  "loan.schedule": "Month by month: salary, rest-day pay, deduction, what she receives",
} as const;
export type TemplateField = keyof typeof TEMPLATE_FIELDS;
export const TEMPLATE_FIELD_NAMES = Object.keys(TEMPLATE_FIELDS) as TemplateField[];

/** Names that would print an identity number in full: refused, with the masked field to use. */
export const IDENTITY_FIELD_ENDINGS = ["nric", "fin", "passport", "id_number", "identity"] as const;

export const TEMPLATE_LIMITS = { minLength: 20, maxLength: 60_000 } as const;

export const DOCUMENT_PACK_MESSAGES = {
  unknownField: (line: number, field: string) =>
    `Line ${line}: "${field}" is not a field. Use one of the fields listed beside the editor.`,
  identityField: (line: number, field: string, masked: string) =>
    `Line ${line}: "${field}" would print an identity number in full. Use "${masked}".`,
  syntax: (line: number, problem: string) => `Line ${line}: ${problem}`,
  notAllowed: (line: number, tag: string) =>
    `Line ${line}: "${tag}" cannot be used in a document template.`,
  tooShort: `The template must be at least ${TEMPLATE_LIMITS.minLength} characters`,
  tooLong: `The template must be at most ${TEMPLATE_LIMITS.maxLength} characters`,
  stale:
    "Someone published another version of this template meanwhile. Reload it, and make your changes to that one.",
  templateNotFound: "There is no such version of this template",
  documentNotFound: "There is no such document on this case",
  noHelper: "Name the helper on the case before generating its documents",
  generateBusy:
    "The documents are being generated for this case by someone else. Try again in a moment.",
} as const;

export const DOCUMENT_PACK_TEXTS = {
  starterNotice:
    "Starting point in this project's words: have it reviewed by the agency's own lawyer before use.",
  missingLanguage: (title: string, language: string) =>
    `${title} is not yet available in ${language}, the helper's language: publish a ${language} template in Settings.`,
  pageFooter: (page: number, pages: number) => `Page ${page} of ${pages}`,
  signatureHeading: "Signatures",
  signatureAndDate: "Signature and date",
  signedOn: (when: string) => `Signed ${when} (Singapore time)`,
  recordTitle: "Signing record",
  agreementsSignedNote: "Every agreement of the document pack signed",
} as const;

const kindSchema = z.enum(DOCUMENT_KINDS);
const languageSchema = z.enum(DOCUMENT_LANGUAGES);

/** How a signature was given. */
export const SIGNING_CHANNELS = [
  "family_account",
  "link",
  "link_with_code",
  "in_person",
  "staff_account",
] as const;
export type SigningChannel = (typeof SIGNING_CHANNELS)[number];
export const SIGNING_CHANNEL_LABELS: Record<SigningChannel, string> = {
  family_account: "online, signed in to the family's account, NRIC/FIN confirmed",
  link: "online, through a personal signing link",
  link_with_code: "online, through a personal signing link and a one-time code",
  in_person: "in person on the agency's device",
  staff_account: "online, signed in to the agency's staff account",
};

export const signatureStateSchema = z.object({
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  channel: z.enum(SIGNING_CHANNELS).nullable(),
});

export const documentTemplateSchema = z.object({
  kind: kindSchema,
  language: languageSchema,
  version: z.number().int(),
  body: z.string(),
  starter: z.boolean().describe("The project's starter text, not yet replaced by the agency."),
  publishedAt: z.iso.datetime({ offset: true }),
  publishedBy: z.string().describe("The staff member's name; empty for the starter text."),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

export const documentTemplateListSchema = z.object({
  templates: z.array(documentTemplateSchema).describe("The version in force of each."),
  fields: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type DocumentTemplateList = z.infer<typeof documentTemplateListSchema>;

export const templateParamsSchema = z.object({ kind: kindSchema, language: languageSchema });

export const publishTemplateBodySchema = z.object({
  body: z
    .string({ error: "The template must be text" })
    .trim()
    .min(TEMPLATE_LIMITS.minLength, { error: DOCUMENT_PACK_MESSAGES.tooShort })
    .max(TEMPLATE_LIMITS.maxLength, { error: DOCUMENT_PACK_MESSAGES.tooLong }),
  basedOnVersion: z
    .number()
    .int()
    .min(0)
    .describe("The version the edit started from; 0 for a language with none yet."),
});

export const CASE_DOCUMENT_STATUSES = ["awaiting_signatures", "signed", "signed_on_paper"] as const;
export type CaseDocumentStatus = (typeof CASE_DOCUMENT_STATUSES)[number];
export const CASE_DOCUMENT_STATUS_LABELS: Record<CaseDocumentStatus, string> = {
  awaiting_signatures: "Awaiting signatures",
  signed: "Signed",
  signed_on_paper: "Signed on paper",
};

export const caseDocumentSchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  title: z.string(),
  language: languageSchema,
  version: z.number().int().describe("1 for the case's first of this document, then 2, 3…"),
  templateVersion: z.number().int(),
  status: z.enum(CASE_DOCUMENT_STATUSES),
  sha256: z.string().describe("Of the PDF's bytes, hex."),
  text: z.string().describe("The filled template; lay it out with documentBlocks()."),
  signers: z.array(signatureStateSchema).describe("In signing order."),
  signedPdf: z.boolean().describe("Every party signed: the sealed PDF is the one to download."),
  generatedAt: z.iso.datetime({ offset: true }),
  supersededAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const documentPackSchema = z.object({
  reference: z.string(),
  current: z.array(caseDocumentSchema).describe("The version of each document in force."),
  earlier: z.array(caseDocumentSchema).describe("Versions replaced by a later one, newest first."),
  missingLanguages: z.array(z.string()).describe("Documents still wanted in her language."),
  helperLanguage: languageSchema,
});
export type DocumentPack = z.infer<typeof documentPackSchema>;

export const generatePackResultSchema = documentPackSchema.extend({
  generated: z.number().int().describe("New versions made; 0 when nothing had changed."),
});
export type GeneratePackResult = z.infer<typeof generatePackResultSchema>;

export const caseDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  documentId: z.coerce.number().int().positive(),
});

// ---- Signing (docs/product.md#signing-the-pack) ----

/** Roles staff may witness signing in person on the agency's device. */
export const IN_PERSON_ROLES = [
  "spouse",
  "sponsor",
  "helper",
] as const satisfies readonly SignerRole[];

export const SIGNATURE_LIMITS = {
  /** A drawn signature's PNG. */
  imageBytes: 200 * 1024,
  typedNameLength: 120,
  /** A personal signing link lasts this long. */
  linkDays: 14,
  /** Wrong one-time codes before the link stops working. */
  codeAttempts: 5,
} as const;

export const SIGNING_MESSAGES = {
  changed: "This document changed; please read it again",
  notASigner: "You do not sign this document",
  alreadySigned: "This document has already been signed by you",
  ownerLast: "The case owner signs last, after every other signer",
  onlyOwner: "Only the case's owner signs for the agency",
  nricLastFour: "These are not the last four characters of the NRIC/FIN on file",
  nricLastFourFormat: "Enter the last four characters of your NRIC/FIN, e.g. 567D",
  noNricOnFile: "The employer's NRIC/FIN is not on the family's file yet: ask the agency to add it",
  signatureImage: `The signature must be a PNG image of at most ${SIGNATURE_LIMITS.imageBytes / 1024} KB`,
  typedName: `Type your full name (at most ${SIGNATURE_LIMITS.typedNameLength} characters)`,
  nothingToSign: "Choose at least one document to sign",
  linkInvalid: "This signing link is not valid. Ask the agency for a new one.",
  linkExpired: "This signing link has expired. Ask the agency for a new one.",
  linkUsed: "This signing link has already been used. Ask the agency if anything is left to sign.",
  linkRevoked: "This signing link was withdrawn by the agency. Ask them for a new one.",
  code: "This code is not right. Check it with the agency.",
  codeLocked: "Too many wrong codes: this link no longer works. Ask the agency for a new one.",
  noSignerOnFile: (role: string) => `There is no ${role} on this case's documents`,
  linkSent: "The signing link was sent to the family's email address.",
  paperFile: "The signed copy must be a PDF, JPEG or PNG file of at most 10 MB",
  notAwaiting: "This document is already signed",
} as const;

/** The pack's agreements: once all are signed, the case moves past "Agreements signed" by itself. */
export const AGREEMENT_KINDS: readonly DocumentKind[] = DOCUMENT_KINDS.filter(
  (kind) => kind !== "handover_checklist",
);

/** A document signed on paper: the scan staff upload. */
export const PAPER_SCAN_MAX_BYTES = 10 * 1024 * 1024;

const signatureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("drawn"),
      image: z.string({ error: SIGNING_MESSAGES.signatureImage }).describe("The PNG, base64."),
    }),
    z.object({
      kind: z.literal("typed"),
      name: z
        .string({ error: SIGNING_MESSAGES.typedName })
        .trim()
        .min(2, { error: SIGNING_MESSAGES.typedName })
        .max(SIGNATURE_LIMITS.typedNameLength, { error: SIGNING_MESSAGES.typedName }),
    }),
  ],
  { error: "signature must be drawn (a PNG) or typed (a name)" },
);

const shownDocuments = z
  .array(
    z.object({
      id: z.number().int().positive(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: "sha256 must be 64 hex characters" }),
    }),
  )
  .min(1, { error: SIGNING_MESSAGES.nothingToSign })
  .max(DOCUMENT_KINDS.length * DOCUMENT_LANGUAGES.length)
  .describe("Each document signed, with the SHA-256 of the PDF the signer was shown.");

export const signBodySchema = z.object({ documents: shownDocuments, signature: signatureSchema });
export type SignBody = z.infer<typeof signBodySchema>;

/** The employer, signed in: also the last four characters of the NRIC/FIN on file. */
export const employerSignBodySchema = signBodySchema.extend({
  nricLastFour: z
    .string({ error: SIGNING_MESSAGES.nricLastFourFormat })
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{3}[A-Z]$/, { error: SIGNING_MESSAGES.nricLastFourFormat }),
});

/** Through a link: the helper's one-time code when her link has one. */
export const linkSignBodySchema = signBodySchema.extend({
  code: z.string().trim().max(12).optional(),
});

/** Staff: a signer in person on the agency's device, or the case owner for the agency. */
export const staffSignBodySchema = signBodySchema.extend({
  role: z.enum([...IN_PERSON_ROLES, "case_owner"], {
    error: "role must be spouse, sponsor, helper (in person) or case_owner",
  }),
});

/** A document as a signer reads it: its blocks' text and the hash of its PDF. */
export const documentToReadSchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  title: z.string(),
  language: languageSchema,
  version: z.number().int(),
  text: z.string().describe("The filled template; lay it out with documentBlocks()."),
  sha256: z.string(),
  signatures: z.array(signatureStateSchema),
});
export type DocumentToRead = z.infer<typeof documentToReadSchema>;

/** A document of the pack as a signer reads it. */
export function documentToRead(document: CaseDocument): DocumentToRead {
  const { id, kind, title, language, version, text, sha256, signers } = document;
  return { id, kind, title, language, version, text, sha256, signatures: signers };
}

export const signingLinkViewSchema = z.object({
  reference: z.string(),
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  needsCode: z.boolean(),
  needsFamilySignIn: z.boolean().describe("The employer signs signed in, on My hiring."),
  documents: z.array(documentToReadSchema).describe("Documents this signer has yet to sign."),
  agencyName: z.string(),
});
export type SigningLinkView = z.infer<typeof signingLinkViewSchema>;

export const createSigningLinkBodySchema = z.object({
  role: z.enum(["employer", "spouse", "sponsor", "helper"], {
    error: "role must be employer, spouse, sponsor or helper",
  }),
});

export const signingLinkSchema = z.object({
  id: z.number().int(),
  role: z.enum(SIGNER_ROLES),
  url: z.string(),
  code: z.string().nullable().describe("The helper's one-time code, shown once."),
  expiresAt: z.iso.datetime({ offset: true }),
  mailed: z.boolean(),
});
export type SigningLink = z.infer<typeof signingLinkSchema>;

export const signResultSchema = z.object({
  signed: z.number().int(),
  sealed: z.array(z.number().int()).describe("Documents every party has now signed."),
});
