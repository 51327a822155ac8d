/**
 * Demo accounts created with the demo data; printed at start so anyone can try the site.
 * Data only: the one demo module the production path imports (server.ts prints them,
 * auth/published-passwords.ts refuses them in production).
 *
 * The administrators are the demo staff (docs/product.md#staff-and-settings), one in each role
 * (contract/src/staff-roles.ts); those who do EA work have an EA personnel registration number,
 * so that demo placement cases can be spread over several owners. Their numbers are made up.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    name: "Agency Admin",
    email: "admin@example.com",
    password: "DemoAdmin2026",
    eaRegistrationNumber: "R2601001A",
    phone: "6591230001",
    staffRole: "owner",
  },
  customer: { name: "Demo Customer", email: "customer@example.com", password: "DemoCustomer2026" },
  /** A helper's own account, linked to one of the demo helpers (whose name it takes at load). */
  helper: { name: "Demo Helper", email: "helper@example.com", password: "DemoHelper2026" },
  jolene: {
    name: "Jolene Ong",
    email: "jolene@example.com",
    password: "DemoJolene2026",
    eaRegistrationNumber: "R2601002B",
    phone: "6591230002",
    staffRole: "administrator",
  },
  faizal: {
    name: "Faizal Rahman",
    email: "faizal@example.com",
    password: "DemoFaizal2026",
    eaRegistrationNumber: "R2601003C",
    phone: "6591230003",
    staffRole: "ea_personnel",
  },
  meiLing: {
    name: "Mei Ling Tan",
    email: "meiling@example.com",
    password: "DemoMeiLing2026",
    eaRegistrationNumber: "",
    phone: "6591230004",
    staffRole: "accounts",
  },
  ravi: {
    name: "Ravi Kumar",
    email: "ravi@example.com",
    password: "DemoRavi2026",
    eaRegistrationNumber: "",
    phone: "6591230005",
    staffRole: "read_only",
  },
} as const;

/** The demo staff, one in each role, the first being the owner the README names. */
export const DEMO_STAFF = [
  DEMO_ACCOUNTS.admin,
  DEMO_ACCOUNTS.jolene,
  DEMO_ACCOUNTS.faizal,
  DEMO_ACCOUNTS.meiLing,
  DEMO_ACCOUNTS.ravi,
] as const;
