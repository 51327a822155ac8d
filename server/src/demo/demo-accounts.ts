/**
 * Demo accounts created with the demo data; printed at start so anyone can try the site.
 * Data only: the one demo module the production path imports (server.ts prints them,
 * auth/published-passwords.ts refuses them in production).
 */
export const DEMO_ACCOUNTS = {
  admin: { name: "Agency Admin", email: "admin@example.com", password: "DemoAdmin2026" },
  customer: { name: "Demo Customer", email: "customer@example.com", password: "DemoCustomer2026" },
} as const;
