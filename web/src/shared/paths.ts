import { generatePath } from "react-router";

/** Every address of the site (docs/product.md#screens), upper-case variants included. */
export const paths = {
  home: "/",
  login: "/login",
  resetPassword: "/reset-password",
  catalogue: "/catalogue",
  catalogueCapitalised: "/Catalogue",
  maid: "/maid/:id",
  shortlisted: "/shortlisted",
  recommend: "/Recommend",
  signup: "/signup",
  systemAccess: "/system-access",
  admin: "/admin",
  adminDashboard: "/admin/dashboard",
  adminSuppliers: "/admin/suppliers",
  adminSettings: "/admin/settings",
  adminAudit: "/admin/audit",
  adminMoney: "/admin/money",
  adminPlacement: "/admin/placements/:id",
  adminForCustomer: "/admin/:userId",
  userManagement: "/userManagement",
  profile: "/profile",
  helperHome: "/helper",
  helperProfile: "/helper/profile",
  helperInterviews: "/helper/interviews",
  helperData: "/helper/data",
  adminHelperProfiles: "/admin/helper-profiles",
  myHiring: "/my-hiring",
  myParticulars: "/my-hiring/:reference/particulars",
  myDocuments: "/my-hiring/:reference/documents",
  signing: "/sign/:token",
  about: "/about",
  services: "/services",
  faqs: "/faqs",
  contact: "/contact",
  terms: "/terms",
  privacy: "/privacy",
} as const;

export const helperHref = (id: number) => generatePath(paths.maid, { id: String(id) });

export const adminForCustomerHref = (userId: number) =>
  generatePath(paths.adminForCustomer, { userId: String(userId) });

/** The audit trail filtered to one record (a helper, a customer, a case). */
export const auditTrailHref = (recordType: "maid" | "customer" | "placement_case", id: number) =>
  `${paths.adminAudit}?${new URLSearchParams({ recordType, recordId: String(id) })}`;

/** The family's particulars for one of its cases. */
export const myParticularsHref = (reference: string) =>
  generatePath(paths.myParticulars, { reference });

/** The family's documents to read and sign for one of its cases. */
export const myDocumentsHref = (reference: string) =>
  generatePath(paths.myDocuments, { reference });

export const placementHref = (id: number) => generatePath(paths.adminPlacement, { id: String(id) });
