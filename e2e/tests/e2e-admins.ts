/**
 * The administrators the tests sign in with. There is no API that makes an administrator (by
 * design), so e2e/start-server.mjs creates these with `npm run create-admin` before the server
 * takes the database: one per project and parallel worker, so that no two tests running at the
 * same time share one (the `admin` fixture in fixtures.ts picks it).
 */
export const PARALLEL_WORKERS = 2;
const PROJECTS = ["desktop", "phone"] as const;

/** Not a published password: the server refuses those only in production, these never get there. */
const PASSWORD = "E2e-Admin-Pass-2026";

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function e2eAdmin(project: string, parallelIndex: number): Account {
  return {
    name: `E2E admin ${project} ${parallelIndex + 1}`,
    email: `e2e-admin-${project}-${parallelIndex + 1}@example.com`,
    password: PASSWORD,
  };
}

export const E2E_ADMINS: Account[] = PROJECTS.flatMap((project) =>
  Array.from({ length: PARALLEL_WORKERS }, (_, index) => e2eAdmin(project, index)),
);
