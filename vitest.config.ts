import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One time zone for every run, wherever it runs; tests of dates must still pass in any zone
// (`TZ=America/Anchorage npm run test:unit` checks that).
process.env.TZ ??= "UTC";

/**
 * Every unit, component and integration test. The server suite runs on an
 * embedded PGlite per worker, and a second time on real PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: "./server/vitest.config.ts",
  test: { name, root: "./server", env, exclude },
});

export default defineConfig({
  test: {
    // One test file per core (Vitest's default leaves one core to itself: one worker on two cores).
    maxWorkers: availableParallelism(),
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache).
    experimental: { fsModuleCache: true },
    projects: [
      { test: { name: "contract", root: "./contract", include: ["test/**/*.test.ts"] } },
      serverProject("server-pglite", { TEST_DATABASE: "pglite" }),
      ...(process.env.TEST_DATABASE_URL
        ? // Process tests start the server on its embedded database; once is enough.
          [
            serverProject("server-postgres", { TEST_DATABASE: "postgres" }, [
              "test/process.test.ts",
            ]),
          ]
        : []),
      "./web/vitest.config.ts",
    ],
  },
});
