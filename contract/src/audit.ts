import { z } from "zod";
import { pagingQuerySchema } from "./paging.ts";

/**
 * The audit trail as staff read it (docs/product.md#audit-trail): who did what, when, to which
 * record. An entry names its record by the record's name only and lists the fields a change
 * touched, never their values, so no secret and no personal data but a name reaches the screen.
 */

export const AUDIT_RECORD_TYPES = [
  "maid",
  "customer",
  "placement_case",
  "staff",
  "helper_import",
  "share_link",
  "supplier",
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_RECORD_LABELS: Record<AuditRecordType, string> = {
  maid: "Helper",
  customer: "Customer",
  placement_case: "Case",
  staff: "Staff",
  helper_import: "Import",
  share_link: "Link",
  supplier: "Supplier",
};

/** The words for each action; an action not listed shows its code. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "maid.create": "Added the helper",
  "maid.update": "Changed the helper",
  "maid.delete": "Deleted the helper",
  "maid.export": "Exported every helper's record",
  "customer.update": "Changed the customer's details",
  "recommendation.add": "Recommended a helper",
  "recommendation.remove": "Took back a recommendation",
  "share_link.create": "Made a share link",
  "share_link.revoke": "Revoked a share link",
  "helper_import.upload": "Uploaded an import",
  "helper_import.commit": "Imported the helpers",
  "helper_import.publish": "Published imported helpers",
  "helper_import.undo": "Undid the import",
  "placement.open": "Opened the case",
  "placement.update": "Changed the case",
  "placement.stage": "Moved the case",
  "placement.candidate": "Added a candidate",
  "placement.note": "Added a note",
  "placement.release": "Recorded the helper's release",
  "placement.medical": "Recorded a medical examination",
  "staff.create": "Added the staff member",
  "staff.update": "Changed the staff member",
  "staff.deactivate": "Deactivated the staff member",
  "staff.reactivate": "Reactivated the staff member",
  "supplier.create": "Added the supplier",
  "supplier.update": "Changed the supplier",
  "supplier.delete": "Deleted the supplier",
  "consent.give": "Recorded the family's consent",
  "consent.withdraw": "Recorded the withdrawal of consent",
  "particulars.update": "Changed the employer's particulars",
  "particulars.remove": "Removed part of the employer's particulars",
  "identity.reveal": "Saw an identity number in full",
  "legal_text.publish": "Published a new version of a legal text",
  "money_settings.update": "Changed the GST setting",
  "fee_package.create": "Added a fee package",
  "fee_package.update": "Changed a fee package",
  "fees.update": "Changed the case's fees",
  "fees.package": "Applied a fee package",
  "money.invoice": "Issued an invoice",
  "money.receipt": "Recorded a payment",
  "money.credit_note": "Voided a receipt by a credit note",
  "money.refund": "Recorded a refund",
  "loan.update": "Changed the helper's loan terms",
};

export const AUDIT_MESSAGES = {
  dateInvalid: "Dates must be days (YYYY-MM-DD)",
  dateOrder: "The first day must not be after the last",
  recordTypeInvalid: `Record type must be one of ${AUDIT_RECORD_TYPES.join(", ")}`,
  idInvalid: "Ids must be positive whole numbers",
} as const;

const positiveId = z.coerce
  .number({ error: AUDIT_MESSAGES.idInvalid })
  .int({ error: AUDIT_MESSAGES.idInvalid })
  .positive({ error: AUDIT_MESSAGES.idInvalid })
  .max(2_147_483_647, { error: AUDIT_MESSAGES.idInvalid });
const day = z.iso.date({ error: AUDIT_MESSAGES.dateInvalid });

/** GET /api/admin/audit: newest first, filtered by person, record type, record and days (Singapore). */
export const auditQuerySchema = pagingQuerySchema(25, "Entries")
  .extend({
    actorId: positiveId.optional().describe("The staff member (or customer) who acted."),
    recordType: z.enum(AUDIT_RECORD_TYPES, { error: AUDIT_MESSAGES.recordTypeInvalid }).optional(),
    recordId: positiveId.optional().describe("With recordType: one record's entries."),
    from: day.optional().describe("First day, in Singapore, inclusive."),
    to: day.optional().describe("Last day, in Singapore, inclusive."),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: AUDIT_MESSAGES.dateOrder,
    path: ["to"],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.number().int().nullable(),
  recordName: z.string().describe("The record's name (a case's reference); empty once deleted."),
  changed: z.array(z.string()).describe("The fields a change touched; never their values."),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
