import type { QueryClient } from "@tanstack/react-query";

/**
 * Every TanStack Query key of the web app, in one place, so that a mutation can refresh
 * everything it changes. A key that ends in a parameter (a search, a page, an id) starts
 * with the key of its kind: invalidating the kind refreshes every cached variant.
 */
export const queryKeys = {
  /** GET /api/auth/session: signing in and out update it. */
  session: ["auth", "session"],
  agency: ["agency"],
  favourites: ["favourites"],
  interviewRequests: ["interview-requests"],

  /** Everything a visitor browses: the catalogue pages and the top helpers. */
  catalogue: ["catalogue"],
  cataloguePage: (filterParams: Record<string, string>) =>
    ["catalogue", "maids", filterParams] as const,
  topHelpers: ["catalogue", "top-maids"],
  helperProfiles: ["helper-profile"],
  helperProfile: (maidId: number | undefined, isSignedIn: boolean) =>
    ["helper-profile", maidId, { isSignedIn }] as const,

  myRecommendations: ["recommendations", "mine"],
  /** The family's requirements and everything ranked against them. */
  matching: ["matching"],
  familyRequirements: ["matching", "requirements"],
  familyMatches: (params: Record<string, string>) => ["matching", "matches", params] as const,
  customerMatches: (userId: number) => ["matching", "customer", userId] as const,
  /** A helper's own account: her profile, her interview requests, her data requests. */
  ownHelperProfile: ["helper-account", "profile"],
  helperInterviews: ["helper-account", "interviews"],
  helperDataRequests: ["helper-account", "data-requests"],
  /** Staff's review of helper accounts' profiles, and data requests. */
  helperSignUps: ["admin", "helper-profiles"],
  helperSignUp: (userId: number) => ["admin", "helper-profiles", userId] as const,
  dataRequests: ["admin", "data-requests"],
  sharedRecommendations: (token: string | null) => ["recommendations", "shared", token] as const,

  adminHelpers: ["admin", "maids"],
  adminHelpersPage: (params: Record<string, string>) => ["admin", "maids", "page", params] as const,
  adminHelper: (id: number) => ["admin", "maid", id] as const,
  /** Bulk imports of helpers: the recent ones, and each one while it is checked or committed. */
  helperImports: ["admin", "helper-imports"],
  helperImport: (id: number) => ["admin", "helper-imports", id] as const,
  customerRecommendations: (userId: number) => ["admin", "recommendations", userId] as const,
  adminUsers: ["admin", "users", "list"],
  adminUsersPage: (page: number, search = "") => ["admin", "users", "list", page, search] as const,
  shareLinks: (userId: number) => ["admin", "share-links", userId] as const,
  adminInterviewRequests: ["admin", "interview-requests"],
  adminInterviewRequestsPage: (page: number) => ["admin", "interview-requests", page] as const,
  suppliers: ["admin", "suppliers"],
  suppliersSearch: (search: string) => ["admin", "suppliers", search] as const,
  staff: ["admin", "staff"],
  auditTrail: (filters: Record<string, string>) => ["admin", "audit", filters] as const,
  adminCustomerOptions: (search: string) => ["admin", "users", "options", search] as const,

  /** Placement cases: the lists, the dashboard and each case; a change to one refreshes them all. */
  placements: ["admin", "placements"],
  placementList: (params: Record<string, string>) =>
    ["admin", "placements", "list", params] as const,
  placementDashboard: (owner: string) => ["admin", "placements", "dashboard", owner] as const,
  placement: (id: number) => ["admin", "placements", "case", id] as const,
  /** The signed-in customer's own placements (GET /api/user/hiring). */
  myHiring: ["hiring", "mine"],
  /** A case's fees and money documents: the family's by reference, staff's by case id. */
  caseMoney: (caseKey: string | number) => ["case-money", caseKey] as const,
  feePackages: ["admin", "fee-packages"],
  moneyReport: (from: string, to: string) => ["admin", "money-report", from, to] as const,
  helperLoan: (caseId: number) => ["admin", "helper-loan", caseId] as const,
  employerDeductions: (reference: string) => ["hiring", "deductions", reference] as const,
  moneySettings: ["admin", "money-settings"],
  /** The agency's terms, privacy notice or consent text in force. */
  legalText: (kind: string) => ["legal-text", kind] as const,
  /** The document templates in force, the owner's. */
  documentTemplates: ["admin", "document-templates"],
  /** A case's document pack, for staff. */
  casePack: (caseId: number) => ["admin", "case-pack", caseId] as const,
  /** A family's documents of one case, to read and sign. */
  familyDocuments: (reference: string) => ["family-documents", reference] as const,
  /** What a personal signing link opens. */
  signingLink: (token: string) => ["signing-link", token] as const,
  /** A case's file (consent and particulars): the family's by reference, staff's by case id. */
  employerFile: (caseKey: string | number) => ["employer-file", caseKey] as const,
} as const;

type QueryKey = readonly unknown[];

/** Marks every query under these keys stale; those on screen load again at once. */
export function refreshQueries(queryClient: QueryClient, ...keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Everything that shows a helper's details or counts helpers: what a change to a helper affects. */
export const HELPER_VIEWS: readonly QueryKey[] = [
  queryKeys.adminHelpers,
  queryKeys.catalogue,
  queryKeys.helperProfiles,
  queryKeys.favourites,
  queryKeys.myRecommendations,
  queryKeys.matching,
  queryKeys.suppliers,
];
