/**
 * Staff roles and what each may do (docs/product.md#staff-roles): one table, read by the server,
 * which checks it before every admin call (server/src/auth/access-control.ts), and by the web
 * app, which only hides what a role cannot use.
 */

export const STAFF_ROLES = [
  "owner",
  "administrator",
  "ea_personnel",
  "accounts",
  "read_only",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  administrator: "Administrator",
  ea_personnel: "EA personnel (case officer)",
  accounts: "Accounts",
  read_only: "Read-only",
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, and the only role that manages staff and their roles",
  administrator: "Everything but managing staff",
  ea_personnel: "Helpers, customers and cases; cannot delete helpers or export them in bulk",
  accounts: "Customers and cases; cannot change helpers or move cases",
  read_only: "Sees the dashboard, cases and helpers; changes nothing",
};

/** Roles whose members do EA work, so they must give their EA personnel registration number. */
export const EA_WORK_ROLES: readonly StaffRole[] = ["owner", "administrator", "ea_personnel"];

export const STAFF_PERMISSIONS = [
  "dashboard.view",
  "helpers.view",
  /** Her home address, home contact number and medical history. */
  "helpers.view_private",
  "helpers.edit",
  "helpers.delete",
  /** Every helper's record in one file. */
  "helpers.export",
  "suppliers.view",
  "suppliers.edit",
  "customers.view",
  "customers.edit",
  "cases.view",
  /** Open a case, change its particulars, candidates and examinations. */
  "cases.edit",
  /** Move a case along its stages, release a helper. */
  "cases.move",
  "cases.note",
  /** Give a case to another staff member. */
  "cases.assign",
  "staff.view",
  /** Add staff, change their roles, EA numbers and emails, deactivate them. */
  "staff.manage",
  "audit.view",
  /** The family's consent and particulars, identity numbers masked. */
  "particulars.view",
  /** Fill in or correct particulars, record consent given on paper or its withdrawal. */
  "particulars.edit",
  /** See an identity number in full, for a stated purpose kept in the audit log. */
  "identity.reveal",
  /** The agency's own texts and settings: terms, privacy notice, consent text, GST, fee packages. */
  "agency.settings",
  /** A case's fees, invoices, receipts and credit notes, and the fee packages to apply. */
  "money.view",
  /** Set a case's fees, apply a package, issue an invoice, record a payment. */
  "money.record",
  /** Void a receipt by a credit note; record a refund. */
  "money.void",
  /** Fees collected, balances outstanding and refunds by month, on screen and as .xlsx. */
  "money.report",
  /** A case's document pack: its documents, their versions and PDFs. */
  "documents.view",
  /** Generate a case's document pack, send signing links, witness signing in person. */
  "documents.prepare",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const EVERYTHING = STAFF_PERMISSIONS;
const READING: readonly StaffPermission[] = [
  "dashboard.view",
  "helpers.view",
  "cases.view",
  "staff.view",
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: EVERYTHING,
  administrator: EVERYTHING.filter(
    (permission) => permission !== "staff.manage" && permission !== "agency.settings",
  ),
  ea_personnel: [
    ...READING,
    "helpers.view_private",
    "helpers.edit",
    "suppliers.view",
    "customers.view",
    "customers.edit",
    "cases.edit",
    "cases.move",
    "cases.note",
    "particulars.view",
    "particulars.edit",
    "money.view",
    "money.record",
    "documents.view",
    "documents.prepare",
  ],
  accounts: [
    ...READING,
    "suppliers.view",
    "customers.view",
    "customers.edit",
    "cases.note",
    "particulars.view",
    "money.view",
    "money.record",
    "money.void",
    "money.report",
    "documents.view",
  ],
  read_only: READING,
};

/** Whether a staff member may own cases: active, in a role that works them, with an EA number. */
export function mayOwnCases(member: {
  role: StaffRole;
  active: boolean;
  eaRegistrationNumber: string;
}): boolean {
  return member.active && EA_WORK_ROLES.includes(member.role) && member.eaRegistrationNumber !== "";
}

export function staffCan(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

/**
 * The permission each staff call needs, by "METHOD /path" as the server registers it. A route
 * under /api/admin/ missing here is refused to every role but the owner, and fails the
 * role × route test (server/test/staff-roles.test.ts).
 */
export const ROUTE_PERMISSIONS: Record<string, StaffPermission> = {
  "POST /api/admin/auth/callback": "dashboard.view",
  "GET /api/admin/dashboard": "dashboard.view",

  "GET /api/admin/maids": "helpers.view",
  "GET /api/admin/maids/search": "helpers.view",
  "GET /api/admin/maids/page": "helpers.view",
  "GET /api/admin/maid/:id": "helpers.view",
  "GET /api/admin/maids/:id": "helpers.view",
  "GET /api/admin/maids/:id/biodata.pdf": "helpers.view",
  "POST /api/admin/maid": "helpers.edit",
  "PUT /api/admin/maid/:id": "helpers.edit",
  "DELETE /api/admin/maids/:id": "helpers.delete",
  "GET /api/admin/maids/export": "helpers.export",
  "GET /api/admin/helper-imports/template": "helpers.edit",
  "GET /api/admin/helper-imports": "helpers.edit",
  "POST /api/admin/helper-imports": "helpers.edit",
  "GET /api/admin/helper-imports/:id": "helpers.edit",
  "POST /api/admin/helper-imports/:id/commit": "helpers.edit",
  "POST /api/admin/helper-imports/:id/publish": "helpers.edit",
  "POST /api/admin/helper-imports/:id/undo": "helpers.delete",

  "GET /api/admin/suppliers": "suppliers.view",
  "GET /api/admin/suppliers/search": "suppliers.view",
  "GET /api/admin/supplier/:id": "suppliers.view",
  "POST /api/admin/supplier": "suppliers.edit",
  "PUT /api/admin/supplier/:id": "suppliers.edit",
  "DELETE /api/admin/supplier/:id": "suppliers.edit",

  "GET /api/admin/users": "customers.view",
  "GET /api/user/users": "customers.view",
  "GET /api/admin/customers": "customers.view",
  "GET /api/admin/customers/:userId/matches": "customers.view",
  "GET /api/admin/helper-profiles": "helpers.view",
  "GET /api/admin/helper-profiles/:userId": "helpers.view",
  "POST /api/admin/helper-profiles/:userId/accept": "helpers.edit",
  "POST /api/admin/helper-profiles/:userId/request-changes": "helpers.edit",
  "POST /api/admin/helper-profiles/:userId/decline": "helpers.edit",
  "GET /api/admin/data-requests": "customers.view",
  "POST /api/admin/data-requests/:id/handled": "customers.edit",
  "PATCH /api/admin/customers/:id": "customers.edit",
  "GET /api/user/recommendation/user/:userId": "customers.view",
  "POST /api/user/recommendation/:userId/:maidId": "customers.edit",
  "DELETE /api/user/recommendation/:userId/:maidId": "customers.edit",
  "POST /api/admin/generate-link": "customers.edit",
  "POST /api/user/generate-link": "customers.edit",
  "GET /api/admin/users/:userId/share-links": "customers.view",
  "POST /api/admin/share-links/:id/revoke": "customers.edit",
  "GET /api/admin/interview-requests": "customers.view",

  "GET /api/admin/placements": "cases.view",
  "GET /api/admin/placements/:id": "cases.view",
  "POST /api/admin/placements": "cases.edit",
  "PATCH /api/admin/placements/:id": "cases.edit",
  "POST /api/admin/placements/:id/candidates": "cases.edit",
  "POST /api/admin/placements/:id/medical-examinations": "cases.edit",
  "POST /api/admin/placements/:id/stage": "cases.move",
  "POST /api/admin/placements/:id/release": "cases.move",
  "POST /api/admin/placements/:id/notes": "cases.note",

  "GET /api/admin/staff": "staff.view",
  "POST /api/admin/staff": "staff.manage",
  "PATCH /api/admin/staff/:id": "staff.manage",
  "POST /api/admin/staff/:id/deactivate": "staff.manage",
  "POST /api/admin/staff/:id/reactivate": "staff.manage",

  "GET /api/admin/audit": "audit.view",

  "GET /api/admin/placements/:id/employer-file": "particulars.view",
  "POST /api/admin/placements/:id/consent": "particulars.edit",
  "POST /api/admin/placements/:id/consent/withdraw": "particulars.edit",
  "PUT /api/admin/placements/:id/particulars/employer": "particulars.edit",
  "PUT /api/admin/placements/:id/particulars/home": "particulars.edit",
  "PUT /api/admin/placements/:id/particulars/spouse": "particulars.edit",
  "PUT /api/admin/placements/:id/particulars/household": "particulars.edit",
  "PUT /api/admin/placements/:id/particulars/sponsor": "particulars.edit",
  "PUT /api/admin/placements/:id/particulars/helper": "particulars.edit",
  "DELETE /api/admin/placements/:id/particulars/:section": "particulars.edit",
  "POST /api/admin/placements/:id/particulars/:section/reveal": "identity.reveal",

  "PUT /api/admin/legal-texts/:kind": "agency.settings",

  "GET /api/admin/money-settings": "money.view",
  "PUT /api/admin/money-settings": "agency.settings",
  "GET /api/admin/fee-packages": "money.view",
  "POST /api/admin/fee-packages": "agency.settings",
  "PUT /api/admin/fee-packages/:id": "agency.settings",
  "GET /api/admin/placements/:id/money": "money.view",
  "GET /api/admin/placements/:id/money/documents/:documentId/pdf": "money.view",
  "PUT /api/admin/placements/:id/fees": "money.record",
  "POST /api/admin/placements/:id/fees/package": "money.record",
  "POST /api/admin/placements/:id/invoices": "money.record",
  "POST /api/admin/placements/:id/payments": "money.record",
  "POST /api/admin/placements/:id/credit-notes": "money.void",
  "POST /api/admin/placements/:id/refunds": "money.void",
  "GET /api/admin/placements/:id/helper-loan": "money.view",
  "GET /api/admin/money-report": "money.report",
  "GET /api/admin/money-report.xlsx": "money.report",
  "PUT /api/admin/placements/:id/helper-loan": "money.record",

  "GET /api/admin/document-templates": "agency.settings",
  "GET /api/admin/document-templates/:kind/:language/:version": "agency.settings",
  "PUT /api/admin/document-templates/:kind/:language": "agency.settings",
  "GET /api/admin/placements/:id/documents": "documents.view",
  "POST /api/admin/placements/:id/documents": "documents.prepare",
  "GET /api/admin/placements/:id/documents/:documentId/pdf": "documents.view",
  "GET /api/admin/placements/:id/documents/pack.pdf": "documents.view",
  "POST /api/admin/placements/:id/documents/sign": "documents.prepare",
  "POST /api/admin/placements/:id/documents/:documentId/paper-copy": "documents.prepare",
  "POST /api/admin/placements/:id/documents/signing-links": "documents.prepare",
  "POST /api/admin/placements/:id/documents/signing-links/:linkId/revoke": "documents.prepare",
};
